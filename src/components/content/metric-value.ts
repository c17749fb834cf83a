// Reads the number behind a case-study figure as the story prints it ('₹21,400', '4.1x', '23%',
// '3 h 40 min', '9 of 60') so the results chart can draw bars from the same data as the table.

const DURATION = /^(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+(?:\.\d+)?)\s*min)?$/i;
const FIRST_NUMBER = /\d[\d,]*(?:\.\d+)?/;

/**
 * The value of a displayed figure: durations in minutes, anything else its first number (Indian
 * digit grouping allowed). Undefined when the text holds no number.
 */
export function metricValue(display: string): number | undefined {
  const text = display.trim();
  const duration = DURATION.exec(text);
  if (duration && (duration[1] || duration[2])) {
    return Number(duration[1] ?? 0) * 60 + Number(duration[2] ?? 0);
  }
  const match = FIRST_NUMBER.exec(text);
  return match ? Number(match[0].replace(/,/g, '')) : undefined;
}

export interface MetricBars {
  label: string;
  before: { display: string; share: number };
  after: { display: string; share: number };
}

/**
 * Before and after of each metric as shares of the larger of the two (0 to 1), since metrics in
 * rupees, percentages and counts cannot share one axis. Metrics that cannot be read are left out.
 */
export function metricBars(
  metrics: readonly { label: string; before: string; after: string }[],
): MetricBars[] {
  return metrics.flatMap(({ label, before, after }) => {
    const a = metricValue(before);
    const b = metricValue(after);
    if (a === undefined || b === undefined) return [];
    const max = Math.max(a, b);
    const share = (value: number) => (max > 0 ? value / max : 0);
    return [
      {
        label,
        before: { display: before, share: share(a) },
        after: { display: after, share: share(b) },
      },
    ];
  });
}
