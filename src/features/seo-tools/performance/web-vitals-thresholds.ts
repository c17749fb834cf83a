// Google's thresholds for Core Web Vitals (LCP, INP, CLS) and the supporting timings, with plain
// explanations, for the page-speed tool's live measurements and its Lighthouse report reading.

export type MetricName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'TBT' | 'SI';
export type MetricRating = 'good' | 'needs-improvement' | 'poor';

export interface MetricInfo {
  name: MetricName;
  label: string;
  /** 'ms' for timings; 'unitless' for CLS, a score of how much the layout moved. */
  unit: 'ms' | 'unitless';
  /** At or below this the rating is good. */
  good: number;
  /** Above this the rating is poor; between the two it needs improvement. */
  poor: number;
  /** One of the three Core Web Vitals Google uses as a ranking signal. */
  coreWebVital: boolean;
  /** Measured only in a lab test such as Lighthouse, not on a real visit. */
  labOnly: boolean;
  what: string;
  improve: string;
}

export const METRICS: Record<MetricName, MetricInfo> = {
  LCP: {
    name: 'LCP',
    label: 'Largest Contentful Paint',
    unit: 'ms',
    good: 2500,
    poor: 4000,
    coreWebVital: true,
    labOnly: false,
    what: 'How long until the largest thing on screen (usually the main image or heading) has appeared: the moment the page looks loaded to a visitor.',
    improve:
      'Resize and compress the main image (WebP or AVIF), do not lazy-load it, preload it, host on a CDN with servers in India, and cut CSS and JavaScript that block the first paint.',
  },
  INP: {
    name: 'INP',
    label: 'Interaction to Next Paint',
    unit: 'ms',
    good: 200,
    poor: 500,
    coreWebVital: true,
    labOnly: false,
    what: 'How quickly the page reacts when someone taps a button, opens a menu or types, taken from the slowest interactions of the whole visit.',
    improve:
      'Break up long JavaScript tasks, load chat widgets and trackers after the page is usable, avoid heavy work on every keystroke, and test on a mid-range Android phone, which is what most Indian visitors use.',
  },
  CLS: {
    name: 'CLS',
    label: 'Cumulative Layout Shift',
    unit: 'unitless',
    good: 0.1,
    poor: 0.25,
    coreWebVital: true,
    labOnly: false,
    what: 'How much the page jumps around while it loads, such as a banner or image pushing down the text someone was reading or the button they were about to tap.',
    improve:
      'Give every image and video a width and height, reserve space for banners, ads and embeds, never insert content above what is already on screen, and use fallback fonts sized like your web fonts.',
  },
  FCP: {
    name: 'FCP',
    label: 'First Contentful Paint',
    unit: 'ms',
    good: 1800,
    poor: 3000,
    coreWebVital: false,
    labOnly: false,
    what: 'When the first text or image appears: the moment a visitor sees that something is happening.',
    improve:
      'Speed up the server response, inline the small amount of CSS needed for the top of the page, and defer the rest of the CSS and JavaScript.',
  },
  TTFB: {
    name: 'TTFB',
    label: 'Time to First Byte',
    unit: 'ms',
    good: 800,
    poor: 1800,
    coreWebVital: false,
    labOnly: false,
    what: 'How long the server takes to start sending the page. Slow shared hosting, no caching, redirects or a server far from your visitors (in the US instead of Mumbai) push it up.',
    improve:
      'Cache pages (or prerender them), use a CDN with Indian edge locations, remove redirect chains, and move to hosting in an Indian region if most visitors are in India.',
  },
  TBT: {
    name: 'TBT',
    label: 'Total Blocking Time',
    unit: 'ms',
    good: 200,
    poor: 600,
    coreWebVital: false,
    labOnly: true,
    what: 'In a lab test, how long the browser was too busy running JavaScript to respond while the page loaded: the lab stand-in for INP.',
    improve:
      'Remove unused JavaScript, split large bundles, and delay third-party scripts (chat, heatmaps, ad tags) until after the page has loaded.',
  },
  SI: {
    name: 'SI',
    label: 'Speed Index',
    unit: 'ms',
    good: 3400,
    poor: 5800,
    coreWebVital: false,
    labOnly: true,
    what: 'In a lab test, how quickly the visible part of the page fills in.',
    improve:
      'Everything that speeds up the first paint helps: a fast server, less render-blocking CSS and JavaScript, and smaller images at the top of the page.',
  },
};

export const RATING_LABELS: Record<MetricRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/**
 * Google's rating: good up to and including the good threshold, poor above the poor one. A value
 * that is not a finite number cannot be shown as good, so it rates poor.
 */
export function rateMetric(name: MetricName, value: number): MetricRating {
  const { good, poor } = METRICS[name];
  if (!Number.isFinite(value) || value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

/** 2.5 s, 180 ms or 0.05, as a person reads the value. */
export function formatMetric(name: MetricName, value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (METRICS[name].unit === 'unitless') return String(Math.round(value * 1000) / 1000);
  if (value >= 1000) return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** One sentence placing `value` against Google's thresholds, e.g. for LCP 3.1 s. */
export function explainRating(name: MetricName, value: number): string {
  const { good, poor, label } = METRICS[name];
  const rating = rateMetric(name, value);
  const shown = formatMetric(name, value);
  const goodText = formatMetric(name, good);
  const poorText = formatMetric(name, poor);
  if (rating === 'good')
    return `${label} of ${shown} is good: Google counts ${goodText} or less as good.`;
  if (rating === 'needs-improvement')
    return `${label} of ${shown} needs improvement: good is ${goodText} or less, and above ${poorText} is poor.`;
  return `${label} of ${shown} is poor: it is above ${poorText}; aim for ${goodText} or less.`;
}
