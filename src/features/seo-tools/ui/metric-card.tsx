// One Web Vitals metric as a card: its value and rating against Google's thresholds, a bar that
// places the value between good and poor, and what the metric means and how to improve it.
import {
  explainRating,
  formatMetric,
  METRICS,
  RATING_LABELS,
  rateMetric,
  type MetricName,
  type MetricRating,
} from '../performance/web-vitals-thresholds';

const TONES: Record<MetricRating, string> = {
  good: 'pass',
  'needs-improvement': 'warn',
  poor: 'fail',
};

/** Where a value sits on a bar running from 0 to 1.5 × the poor threshold, in percent. */
const position = (name: MetricName, value: number) =>
  Math.min(100, (value / (METRICS[name].poor * 1.5)) * 100);

function ThresholdBar({ name, value }: { name: MetricName; value: number | undefined }) {
  const good = position(name, METRICS[name].good);
  const poor = position(name, METRICS[name].poor);
  return (
    <div className="threshold-bar" aria-hidden="true">
      <span className="status-pass-fill" style={{ width: `${good}%` }} />
      <span className="status-warn-fill" style={{ width: `${poor - good}%` }} />
      <span className="status-fail-fill" style={{ width: `${100 - poor}%` }} />
      {value !== undefined && (
        <span className="threshold-marker" style={{ left: `${position(name, value)}%` }} />
      )}
    </div>
  );
}

interface Props {
  name: MetricName;
  value: number | undefined;
  /** Shown instead of a value while there is none yet. */
  pending?: string;
  /** A remark under the rating, e.g. "No layout shift so far". */
  note?: string;
  level?: 3 | 4 | 5;
}

export function MetricCard({ name, value, pending, note, level = 3 }: Props) {
  const info = METRICS[name];
  const Heading = (['h3', 'h4', 'h5'] as const)[level - 3] ?? 'h3';
  const rating = value === undefined ? undefined : rateMetric(name, value);
  return (
    <div className="card metric-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold">
          {info.label} <span className="text-muted">({name})</span>
        </Heading>
        {info.coreWebVital && <span className="tool-tag">Core Web Vital</span>}
      </div>
      {/* A fixed height for the reading, so the card does not grow when the value arrives. */}
      <div className="metric-reading">
        {value === undefined || rating === undefined ? (
          <p className="metric-pending">{pending ?? 'Waiting for a measurement…'}</p>
        ) : (
          <>
            <p className="metric-value">
              {formatMetric(name, value)}{' '}
              <span className={`status-badge status-${TONES[rating]}`}>
                {RATING_LABELS[rating]}
              </span>
            </p>
            <p className="text-sm">{explainRating(name, value)}</p>
          </>
        )}
        {note && <p className="text-sm text-muted">{note}</p>}
      </div>
      <ThresholdBar name={name} value={value} />
      <p className="text-sm text-muted">
        Good: {formatMetric(name, info.good)} or less. Poor: over {formatMetric(name, info.poor)}.
      </p>
      <details className="finding-more">
        <summary>What it measures and how to improve it</summary>
        <p>{info.what}</p>
        <p>{info.improve}</p>
      </details>
    </div>
  );
}
