// Result figures as cards: the figure large, its label under it and, when the figure is a
// 'before → after' pair, two bars that show the size of the change at a glance.
import { parseBeforeAfter, type BeforeAfter } from './before-after-value';

export interface Metric {
  label: string;
  value: string;
}

const LABEL_WIDTH = 44;
const BAR_WIDTH = 156;

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
      <text className="market-bar-label" x="0" y="10">
        Before
      </text>
      <rect
        className="market-bar-before"
        x={LABEL_WIDTH}
        y="2"
        width={width(change.before)}
        height="9"
        rx="2"
      />
      <text className="market-bar-label" x="0" y="28">
        After
      </text>
      <rect
        className="market-bar-after"
        x={LABEL_WIDTH}
        y="20"
        width={width(change.after)}
        height="9"
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
