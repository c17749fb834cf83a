// Real visitors' timings from the Chrome UX Report, as PageSpeed Insights returns them beside its
// lab test (loadingExperience for the address, originLoadingExperience for the whole site): the
// 75th percentile of Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout
// Shift over the 28 days before the test. Read from a PageSpeed Insights response or from the
// report our server relays, which carries the same fields.
import { rateMetric, type MetricRating } from './web-vitals-thresholds';

export type FieldMetricName = 'LCP' | 'INP' | 'CLS';

export interface FieldMetric {
  name: FieldMetricName;
  /** The 75th percentile: three visits in four were this fast or faster. */
  p75: number;
  rating: MetricRating;
}

export interface FieldData {
  /** page: visits to this address; origin: the whole site's, when the page has too few. */
  scope: 'page' | 'origin';
  /** The last day of the 28-day collection period as an ISO date, when the response says. */
  periodEnd: string | undefined;
  metrics: FieldMetric[];
}

/** PageSpeed Insights' metric keys; CLS comes as a percentile × 100. */
const KEYS: [FieldMetricName, string, number][] = [
  ['LCP', 'LARGEST_CONTENTFUL_PAINT_MS', 1],
  ['INP', 'INTERACTION_TO_NEXT_PAINT', 1],
  ['CLS', 'CUMULATIVE_LAYOUT_SHIFT_SCORE', 100],
];

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

function metricsOf(experience: unknown): FieldMetric[] {
  const metrics = record(record(experience)?.metrics);
  return KEYS.flatMap(([name, key, scale]) => {
    const percentile = record(metrics?.[key])?.percentile;
    if (typeof percentile !== 'number' || !Number.isFinite(percentile)) return [];
    const p75 = percentile / scale;
    return [{ name, p75, rating: rateMetric(name, p75) }];
  });
}

/** The date of the test, the end of the 28 days PageSpeed Insights reports. */
function periodEndOf(timestamp: unknown): string | undefined {
  if (typeof timestamp !== 'string') return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/**
 * The field data in `response` (a PageSpeed Insights answer or our relayed report): the page's own
 * when it has any, else the site's; undefined when Chrome has too few visits to either.
 */
export function readFieldData(response: unknown): FieldData | undefined {
  const value = record(response);
  const page = record(value?.loadingExperience);
  const pageMetrics = page?.origin_fallback === true ? [] : metricsOf(page);
  const metrics = pageMetrics.length > 0 ? pageMetrics : metricsOf(value?.originLoadingExperience);
  if (metrics.length === 0) return undefined;
  return {
    scope: pageMetrics.length > 0 ? 'page' : 'origin',
    periodEnd: periodEndOf(value?.analysisUTCTimestamp),
    metrics,
  };
}
