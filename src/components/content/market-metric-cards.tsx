// Result figures as cards: the figure large, its label under it and, when the figure is a
// 'before → after' pair, two bars that show the size of the change at a glance.
import { parseBeforeAfter, type BeforeAfter } from './before-after-value';

export interface Metric {
  label: string;
  value: string;
}

const BAR_WIDTH = 160;

// The figure itself says the same in words, so the drawing is hidden from assistive technology.
function ChangeBars({ change }: { change: BeforeAfter }) {
  const largest = Math.max(change.before, change.after);
  const width = (amount: number) => Math.max(4, Math.round((amount / largest) * BAR_WIDTH));
  return (
    <svg
      className="market-bars"
      viewBox={`0 0 ${BAR_WIDTH} 22`}
      width={BAR_WIDTH}
      height={22}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <rect
        className="market-bar-before"
        x="0"
        y="0"
        width={width(change.before)}
        height="8"
        rx="2"
      />
      <rect
        className="market-bar-after"
        x="0"
        y="13"
        width={width(change.after)}
        height="8"
        rx="2"
      />
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
