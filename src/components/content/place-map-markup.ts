// A city-service page's map for its first screen: the city marked on its state's map (the same
// base map as its location page, docs/decisions/0022-india-map.md) and the areas we cover there in
// the caption, as markup the page embeds with its content, so the template carries neither the map
// data nor its drawing code; this module loads only when a visitor moves to a city-service page
// from another page.
import { servedCities } from 'virtual:reachmark/india-map';
import { stateMaps } from 'virtual:reachmark/india-map-states';
import { getPlace } from '../../content/places';
import { escapeMarkup, tag, voidTag } from '../../lib/markup';

// The page's lead sentence is split in the same load, so the template carries no code for it.
export { splitLead } from './lead-sentence';

// As india-map-figure.tsx draws a chosen city: a share of the view's width.
const CHOSEN_RADIUS = 0.016;
const FONT = 0.034;

/**
 * The figure for a city (or a district of one) and the areas we cover there: the base map's <img>
 * (its alt says what it shows), the city's mark over it and the caption; undefined where no map is
 * drawn.
 */
export function placeMapMarkup(slug: string, areas: readonly string[]): string | undefined {
  const place = getPlace(slug);
  const map = stateMaps[place.state];
  const city =
    servedCities.find((candidate) => candidate.slug === slug) ??
    servedCities.find((candidate) => candidate.name === place.state);
  if (!map || !city) return undefined;
  const [x, , width, height] = map.view;
  const radius = width * CHOSEN_RADIUS;
  const font = width * FONT;
  // The name right of the mark, or left of it in the view's right third.
  const right = city.x < x + (width * 2) / 3;
  const label = {
    x: city.x + (right ? 1 : -1) * radius * 2,
    y: city.y,
    'dominant-baseline': 'central',
    'text-anchor': right ? 'start' : 'end',
    'font-size': font,
    'stroke-width': font / 3.5,
  };
  const alt =
    place.state === city.name
      ? `Map of India with ${city.name} marked`
      : `Map of India with ${place.state} highlighted and ${city.name} marked`;
  const frame = tag(
    'div',
    { class: 'rm-map-frame', style: `aspect-ratio: ${width} / ${height}` },
    voidTag('img', { src: map.src, alt, width, height, decoding: 'async' }),
    tag(
      'svg',
      { viewBox: map.view.join(' '), 'aria-hidden': 'true', focusable: 'false' },
      tag('circle', {
        class: 'rm-map-chosen',
        cx: city.x,
        cy: city.y,
        r: radius,
        'stroke-width': radius / 2.5,
      }),
      tag('text', { class: 'rm-map-label rm-map-halo', ...label }, escapeMarkup(city.name)),
      tag('text', { class: 'rm-map-label', ...label }, escapeMarkup(city.name)),
    ),
  );
  // Areas often pair two names with "and" themselves: commas keep them apart.
  const caption = tag(
    'figcaption',
    { class: 'rm-map-caption' },
    tag(
      'strong',
      { class: 'rm-map-count' },
      escapeMarkup(`${areas.length} areas we cover in ${place.name}`),
    ),
    escapeMarkup(`${areas.join(', ')}.`),
  );
  return tag('figure', { class: 'rm-map rm-map-aside rm-map-inset rm-map-top' }, frame, caption);
}
