// A city-service page's map for its first screen: the city marked on its state's map (the same
// base map as its location page, docs/decisions/0022-india-map.md) and the areas we cover there in
// the caption, as markup the page embeds with its content, so the template carries neither the map
// data nor its drawing code; this module loads only when a visitor moves to a city-service page
// from another page.
import { servedCities } from 'virtual:reachmark/india-map';
import { stateMaps } from 'virtual:reachmark/india-map-states';
import { getPlace } from '../../content/places';
import { escapeUTF8 } from 'entities/escape';
import { tag, voidTag } from '../../lib/markup';

// The page's lead sentence is split in the same load, so the template carries no code for it.
export { splitLead } from './lead-sentence';

// As india-map-figure.tsx draws a chosen city: a share of the view's width.
const CHOSEN_RADIUS = 0.016;
const DOT_RADIUS = 0.009;
const FONT = 0.034;

/** The city's name beside its mark: right of it, or left of it in the view's right third. */
function cityName(
  city: { x: number; y: number; name: string },
  [x, , width]: readonly number[],
  radius: number,
  font: number,
): string[] {
  const right = city.x < x! + (width! * 2) / 3;
  const label = {
    x: city.x + (right ? 1 : -1) * radius * 2,
    y: city.y,
    'dominant-baseline': 'central',
    'text-anchor': right ? 'start' : 'end',
    'font-size': font,
    'stroke-width': font / 3.5,
  };
  return ['rm-map-label rm-map-halo', 'rm-map-label'].map((className) =>
    tag('text', { class: className, ...label }, escapeUTF8(city.name)),
  );
}

/**
 * The figure for a city (or a district of one) and the areas we cover there: the base map's <img>
 * (its alt says what it shows), the city's mark over it and the caption; undefined where no map is
 * drawn.
 */
export function placeMapMarkup(slug: string, areas: readonly string[]): string | undefined {
  const place = getPlace(slug);
  const map = stateMaps[place.state];
  if (!map) return undefined;
  const [, , width, height] = map.view;
  const inState = servedCities.filter((candidate) => candidate.state === place.state);
  // A state's page marks every city we serve in it; a city's page (or a district's) marks the city.
  const city =
    place.kind === 'state'
      ? undefined
      : (inState.find((candidate) => candidate.slug === slug) ??
        inState.find((candidate) => candidate.name === place.state));
  const marked = city ? [city] : inState;
  if (marked.length === 0) return undefined;
  const radius = width * (city ? CHOSEN_RADIUS : DOT_RADIUS);
  const font = width * FONT;
  const alt = !city
    ? `Map of India: ${place.state} highlighted, with the ${marked.length} cities we serve there`
    : place.state === city.name
      ? `Map of India with ${city.name} marked`
      : `Map of India with ${place.state} highlighted and ${city.name} marked`;
  const frame = tag(
    'div',
    { class: 'rm-map-frame', style: `aspect-ratio: ${width} / ${height}` },
    voidTag('img', { src: map.src, alt, width, height, decoding: 'async' }),
    tag(
      'svg',
      { viewBox: map.view.join(' '), 'aria-hidden': 'true', focusable: 'false' },
      ...marked.map((mark) =>
        tag('circle', {
          class: city ? 'rm-map-chosen' : 'rm-map-dot',
          cx: mark.x,
          cy: mark.y,
          r: radius,
          'stroke-width': radius / 2.5,
        }),
      ),
      ...(city ? cityName(city, map.view, radius, font) : []),
    ),
  );
  // Areas often pair two names with "and" themselves: commas keep them apart.
  const caption = tag(
    'figcaption',
    { class: 'rm-map-caption' },
    tag(
      'strong',
      { class: 'rm-map-count' },
      escapeUTF8(`${areas.length} areas we cover in ${place.name}`),
    ),
    escapeUTF8(`${areas.join(', ')}.`),
  );
  return tag('figure', { class: 'rm-map rm-map-aside rm-map-inset rm-map-top' }, frame, caption);
}
