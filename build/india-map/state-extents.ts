// The known extents of sixteen states and union territories (westernmost and easternmost
// longitude, southernmost and northernmost latitude, in degrees), spread over the whole country:
// matched against their outlines' bounding boxes they fit the map's projection
// (map-projection.ts), so city positions come from real coordinates, not from placing dots by eye.

export interface StateExtent {
  /** The state's id in @svg-maps/india. */
  id: string;
  west: number;
  east: number;
  south: number;
  north: number;
}

export const stateExtents: StateExtent[] = [
  { id: 'gj', west: 68.16, east: 74.48, south: 20.12, north: 24.7 },
  { id: 'rj', west: 69.48, east: 78.27, south: 23.06, north: 30.19 },
  { id: 'mh', west: 72.64, east: 80.9, south: 15.6, north: 22.03 },
  { id: 'ka', west: 74.05, east: 78.59, south: 11.59, north: 18.45 },
  { id: 'kl', west: 74.86, east: 77.41, south: 8.29, north: 12.79 },
  { id: 'tn', west: 76.23, east: 80.35, south: 8.07, north: 13.56 },
  { id: 'or', west: 81.39, east: 87.49, south: 17.82, north: 22.57 },
  { id: 'wb', west: 85.82, east: 89.88, south: 21.5, north: 27.22 },
  { id: 'ar', west: 91.55, east: 97.41, south: 26.65, north: 29.47 },
  { id: 'mp', west: 74.03, east: 82.82, south: 21.07, north: 26.87 },
  { id: 'up', west: 77.08, east: 84.64, south: 23.87, north: 30.41 },
  { id: 'pb', west: 73.87, east: 76.94, south: 29.54, north: 32.51 },
  { id: 'ga', west: 73.68, east: 74.34, south: 14.89, north: 15.8 },
  { id: 'mn', west: 92.97, east: 94.78, south: 23.83, north: 25.7 },
  { id: 'tr', west: 91.15, east: 92.34, south: 22.94, north: 24.53 },
  { id: 'dl', west: 76.84, east: 77.35, south: 28.4, north: 28.88 },
];
