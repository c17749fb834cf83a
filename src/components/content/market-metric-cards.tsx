// Result figures as cards: the figure large, its label under it and, when the figure is a
// 'before → after' pair, two bars that show the size of the change at a glance.
import { Fragment } from 'react';
import { parseBeforeAfter, type BeforeAfter } from './before-after-value';

export interface Metric {
  label: string;
  value: string;
}

const LABEL_WIDTH = 44;
const BAR_WIDTH = 156;
/** Height of one bar's row, label and bar. */
const ROW_HEIGHT = 18;
/** The bars from top to bottom. */
const BARS = [
  { label: 'Before', key: 'before' },
  { label: 'After', key: 'after' },
] as const;

// The figure itself says the same in words, so the drawing is hidden from assistive technology.
function ChangeBars({ change }: { change: BeforeAfter }) {
  const largest = Math.max(change.before, change.after);
  const width = (amount: number) => Math.max(3, Math.round((amount / largest) * BAR_WIDTH));
  return (
    <svg
      className="market-bars"
      viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH} 34`}
      width={LABEL_WIDTH + BAR_WIDTH}
      height={34}
      aria-hidden="true"
      focusable="false"
    >
      {BARS.map(({ label, key }, index) => (
        <Fragment key={key}>
          <text className="market-bar-label" x="0" y={10 + index * ROW_HEIGHT}>
            {label}
          </text>
          <rect
            className={`market-bar-${key}`}
            x={LABEL_WIDTH}
            y={2 + index * ROW_HEIGHT}
            width={width(change[key])}
            height="9"
            rx="2"
          />
        </Fragment>
      ))}
    </svg>
  );
}

export function MarketMetricCards({ metrics }: { metrics: Metric[] }) {
  return (
    <dl className="market-metrics">
      {metrics.map((metric) => {
        const change = parseBeforeAfter(metric.value);
        return (
          <div key={metric.label} className="market-metric">
            <dt className="text-sm text-muted">{metric.label}</dt>
            <dd className="market-metric-value">{metric.value}</dd>
            {change && (
              <dd className="mt-3">
                <ChangeBars change={change} />
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
