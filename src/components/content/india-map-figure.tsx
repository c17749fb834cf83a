// A map of India: the base map (an SVG file the build draws from the places data) as an <img>,
// with the cities marked and named over it in an inline SVG of the same view, drawn in the theme's
// colours, and a caption that says in words what the map shows (docs/decisions/0022-india-map.md).
import type { ReactNode } from 'react';
import { placeLabels, type LabelledPoint } from '../../lib/map-labels';

export interface BaseMap {
  src: string;
  /** x, y, width and height in map units. */
  view: [number, number, number, number];
}

interface Props {
  map: BaseMap;
  /** The image's text alternative: what the map shows, in one sentence. */
  alt: string;
  cities: readonly LabelledPoint[];
  /** The slugs of the cities to name on the map, most important first, and one to mark larger. */
  labelled?: readonly string[];
  chosen?: string;
  /** The first screen's main visual loads at once and first; any other map when scrolled to. */
  priority?: boolean;
  caption: ReactNode;
  className?: string;
}

// Sizes as fractions of the view's width, so marks and labels look the same on every map.
const FONT = 0.034;
const RADIUS = 0.009;
const CHOSEN_RADIUS = 0.016;

export function IndiaMapFigure(props: Props) {
  const { map, alt, cities, labelled = [], chosen, priority = false, caption } = props;
  const [, , width, height] = map.view;
  const font = width * FONT;
  const radius = width * RADIUS;
  const labels = placeLabels(
    labelled.flatMap((slug) => cities.filter((city) => city.slug === slug)),
    map.view,
    { font, radius, gap: radius * 2.2 },
  );
  return (
    <figure className={`rm-map ${props.className ?? ''}`}>
      <div className="rm-map-frame" style={{ aspectRatio: `${width} / ${height}` }}>
        <img
          src={map.src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <svg viewBox={map.view.join(' ')} aria-hidden="true" focusable="false">
          {cities.map((city) => (
            <circle
              key={city.slug}
              className={city.slug === chosen ? 'rm-map-chosen' : 'rm-map-dot'}
              cx={city.x}
              cy={city.y}
              r={city.slug === chosen ? width * CHOSEN_RADIUS : radius}
              strokeWidth={(city.slug === chosen ? width * CHOSEN_RADIUS : radius) / 2.5}
            />
          ))}
          {labels.map((label) =>
            // The halo first, then the name over it (the paint-order property would do both in
            // one, but the W3C checker rejects it in the inlined CSS).
            ['rm-map-label rm-map-halo', 'rm-map-label'].map((className) => (
              <text
                key={`${label.slug} ${className}`}
                className={className}
                x={label.x}
                y={label.y}
                dominantBaseline="central"
                textAnchor={label.anchor}
                fontSize={font}
                strokeWidth={font / 3.5}
              >
                {label.name}
              </text>
            )),
          )}
        </svg>
      </div>
      <figcaption className="rm-map-caption">{caption}</figcaption>
    </figure>
  );
}
