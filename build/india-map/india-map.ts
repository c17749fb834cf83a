// The map of India the site draws, from @svg-maps/india (CC BY 4.0) and the places data: the
// states' outlines, the projection fitted to them, the cities the agency serves projected onto the
// map, and the base map as an SVG file, served states tinted. The states' geometry stays in these
// files, never in a JavaScript bundle (docs/decisions/0022-india-map.md).
import svgMap from '@svg-maps/india';
import { places } from '../../src/content/places.ts';
import { boundsOf, formatPath, parsePath, type Ring } from './svg-path.ts';
import { fitProjection, project } from './map-projection.ts';
import { stateExtents } from './state-extents.ts';

export interface MapState {
  id: string;
  name: string;
  rings: Ring[];
}

/** A city the agency serves, where the map draws it. */
export interface MapCity {
  slug: string;
  name: string;
  state: string;
  x: number;
  y: number;
}

// The package's own types name a package it does not install: its shape, as index.js has it.
const india: { viewBox: string; locations: { id: string; name: string; path: string }[] } = svgMap;

const [, , width, height] = india.viewBox.split(' ').map(Number) as [
  number,
  number,
  number,
  number,
];

export const mapStates: MapState[] = india.locations.map(({ id, name, path }) => ({
  id,
  name,
  rings: parsePath(path),
}));

export const indiaProjection = (() => {
  const boxes = new Map(mapStates.map((state) => [state.id, boundsOf(state.rings)]));
  const box = (id: string) => boxes.get(id)!;
  return fitProjection(
    stateExtents.flatMap(({ id, west, east }) => [
      { degrees: west, mapped: box(id)[0] },
      { degrees: east, mapped: box(id)[2] },
    ]),
    stateExtents.flatMap(({ id, south, north }) => [
      { degrees: north, mapped: box(id)[1] },
      { degrees: south, mapped: box(id)[3] },
    ]),
  );
})();

const tenths = (value: number): number => Math.round(value * 10) / 10;

/** Every city in the places data, where the map draws it (every city has a page we serve it on). */
export const servedCities: MapCity[] = places.flatMap((place) => {
  if (place.kind !== 'city' || !place.position) return [];
  const [x, y] = project(indiaProjection, ...place.position);
  return [{ slug: place.slug, name: place.name, state: place.state, x: tenths(x), y: tenths(y) }];
});

/** The states and union territories with a city we serve, in the order of the places data. */
export const servedStates: string[] = [...new Set(servedCities.map((city) => city.state))];

/** The map's outline of a state or union territory, by its name in the places data. */
export function mapStateNamed(name: string): MapState {
  const state = mapStates.find((candidate) => candidate.name === name);
  if (!state) throw new Error(`No state named "${name}" on the map of India`);
  return state;
}

// Translucent fills read on the light and the dark theme alike: an <img> cannot see the page's
// theme class. Lines keep one pixel whatever the zoom.
const FILL = {
  neutral: 'fill="#64748b" fill-opacity=".2"',
  served: 'fill="#6366f1" fill-opacity=".4"',
  chosen: 'fill="#6366f1" fill-opacity=".85"',
};

/** A map view: x, y, width and height in map units. */
export type MapView = [number, number, number, number];

export const countryView: MapView = [0, 0, width, height];

/** A square view around a state, wide enough to show its neighbours. */
export function stateView(name: string): MapView {
  const [minX, minY, maxX, maxY] = boundsOf(mapStateNamed(name).rings);
  const side = Math.round(Math.max(maxX - minX, maxY - minY) * 1.4 + 24);
  const x = Math.round((minX + maxX - side) / 2);
  const y = Math.round((minY + maxY - side) / 2);
  return [x, y, side, side];
}

const overlaps = (state: MapState, [x, y, w, h]: MapView): boolean => {
  const [minX, minY, maxX, maxY] = boundsOf(state.rings);
  return minX < x + w && maxX > x && minY < y + h && maxY > y;
};

/**
 * A base map: the country with the `served` states tinted, or, with `chosen`, the view around
 * that state with it in full colour and its neighbours neutral (the states outside the view are
 * left out).
 */
export function baseMapSvg(served: readonly string[], chosen?: string): string {
  const view = chosen ? stateView(chosen) : countryView;
  const shown = mapStates.filter((state) => overlaps(state, view));
  const kindOf = (name: string): keyof typeof FILL =>
    name === chosen ? 'chosen' : !chosen && served.includes(name) ? 'served' : 'neutral';
  const groups = (['neutral', 'served', 'chosen'] as const).map((kind) => {
    const paths = shown
      .filter((state) => kindOf(state.name) === kind)
      .map((state) => `<path d="${formatPath(state.rings)}"/>`)
      .join('');
    return paths ? `<g ${FILL[kind]}>${paths}</g>` : '';
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view.join(' ')}" width="${view[2]}" height="${view[3]}">`,
    '<!-- Map of India from SVG Maps by Victor Cazanave, based on MapSVG, CC BY 4.0; outlines simplified and recoloured -->',
    '<style>path{vector-effect:non-scaling-stroke}</style>',
    '<g stroke="#94a3b8" stroke-opacity=".7" stroke-width="1" stroke-linejoin="round">',
    ...groups,
    '</g></svg>',
  ].join('');
}
