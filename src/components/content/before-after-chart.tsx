// A case study's results as paired bars (before and after), each with its change, drawn in SVG
// from the same figures as the results table. Each metric is scaled on its own, since rupees, percentages and counts share
// no axis; the accessible name lists every change, and the table beside it is the full alternative.
import type { ReactNode } from 'react';
import { metricBars } from './metric-value';

interface Metric {
  label: string;
  before: string;
  after: string;
  change: string;
}

const WIDTH = 340;
const GROUP_HEIGHT = 64;
const BAR_HEIGHT = 12;
const VALUE_SPACE = 64;

/** The chart, then anything the figure adds under its legend (a note that the figures are samples). */
export function BeforeAfterChart({
  metrics,
  children,
}: {
  metrics: readonly Metric[];
  children?: ReactNode;
}) {
  const bars = metricBars(metrics);
  const changeOf = (label: string) => metrics.find((metric) => metric.label === label)?.change;
  const height = bars.length * GROUP_HEIGHT;
  const barSpace = WIDTH - VALUE_SPACE;
  const summary = metrics
    .map((metric) => `${metric.label} from ${metric.before} to ${metric.after} (${metric.change})`)
    .join('; ');
  return (
    <figure className="ar-figure">
      <svg
        role="img"
        aria-label={`Before and after: ${summary}.`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className="ar-chart"
      >
        {bars.map((metric, index) => {
          const y = index * GROUP_HEIGHT;
          const widthOf = (share: number) => Math.max(2, share * barSpace);
          return (
            <g key={metric.label}>
              <text x={0} y={y + 13} className="ar-chart-label">
                {metric.label}
              </text>
              <text x={WIDTH} y={y + 13} textAnchor="end" className="fig-when">
                {changeOf(metric.label)}
              </text>
              {(['before', 'after'] as const).map((side, row) => {
                const barY = y + 20 + row * (BAR_HEIGHT + 6);
                const width = widthOf(metric[side].share);
                return (
                  <g key={side}>
                    <rect
                      x={0}
                      y={barY}
                      width={width}
                      height={BAR_HEIGHT}
                      rx={3}
                      className={side === 'before' ? 'ar-bar-muted' : 'ar-bar'}
                    />
                    <text x={width + 6} y={barY + BAR_HEIGHT - 1} className="ar-chart-value">
                      {metric[side].display}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      {/* The caption is the figure's last child, as HTML requires: the legend, then the note. */}
      <figcaption>
        <div className="ar-legend">
          <span>
            <span className="ar-swatch ar-swatch-muted" aria-hidden="true" /> Before
          </span>
          <span>
            <span className="ar-swatch ar-swatch-brand" aria-hidden="true" /> After
          </span>
          <span>Each metric is drawn to its own scale.</span>
        </div>
        {children}
      </figcaption>
    </figure>
  );
}
