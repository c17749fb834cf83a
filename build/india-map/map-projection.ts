// The map's projection, fitted rather than assumed: @svg-maps/india is drawn in a Mercator
// projection, so x is linear in longitude and y in the Mercator ordinate of latitude. Fitting both
// by least squares to the states' known extents against their outlines' bounding boxes gives
// residuals of about a third of a map unit (under 2 km), enough to put a city inside its state.
import type { Point } from './svg-path.ts';

export interface Projection {
  /** x = lonScale * longitude + xOffset */
  lonScale: number;
  xOffset: number;
  /** y = mercatorScale * mercator(latitude) + yOffset */
  mercatorScale: number;
  yOffset: number;
}

/** A known coordinate (longitude or latitude in degrees) and where the map draws it. */
export interface Control {
  degrees: number;
  mapped: number;
}

/** The Mercator ordinate of a latitude, in degrees. */
export const mercator = (latitude: number): number =>
  (Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * 180) / Math.PI;

/** Least-squares line mapped = scale * value + offset through (value, mapped) pairs. */
export function fitLine(pairs: readonly (readonly [number, number])[]): [number, number] {
  const n = pairs.length;
  const meanX = pairs.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = pairs.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = pairs.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = pairs.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const scale = covariance / variance;
  return [scale, meanY - scale * meanX];
}

/** The projection fitted to longitudes against map x and latitudes against map y. */
export function fitProjection(longitudes: Control[], latitudes: Control[]): Projection {
  const [lonScale, xOffset] = fitLine(longitudes.map(({ degrees, mapped }) => [degrees, mapped]));
  const [mercatorScale, yOffset] = fitLine(
    latitudes.map(({ degrees, mapped }) => [mercator(degrees), mapped]),
  );
  return { lonScale, xOffset, mercatorScale, yOffset };
}

/** Where the map draws a latitude and longitude. */
export function project(projection: Projection, latitude: number, longitude: number): Point {
  return [
    projection.lonScale * longitude + projection.xOffset,
    projection.mercatorScale * mercator(latitude) + projection.yOffset,
  ];
}
