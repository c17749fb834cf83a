// Reads a validated Lighthouse report into the page-speed tool's PerformanceSummary: category
// scores, lab metrics, heaviest and render-blocking resources, and the opportunities to fix first.
import {
  networkRequestSchema,
  resourceSummarySchema,
  urlRowSchema,
  type LighthouseAudit,
  type LighthouseReport,
} from './lighthouse-schema';
import {
  heaviestOf,
  isNumber,
  resourceTypeOf,
  slowestOf,
  totalsByType,
  TYPE_LABELS,
  type CategoryScore,
  type FixItem,
  type PerformanceSummary,
  type ResourceEntry,
  type ResourceType,
  type SummaryMetric,
  type TypeTotal,
  formatBytes,
} from './performance-summary';
import { lighthouseFix } from './lighthouse-fixes';
import { formatMetric, METRICS, rateMetric, type MetricName } from './web-vitals-thresholds';

const METRIC_AUDITS: [MetricName, string][] = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
  ['INP', 'interaction-to-next-paint'],
  ['TTFB', 'server-response-time'],
];

const CATEGORY_ORDER = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Opportunities scoring at least this are already fine and not worth listing. */
const PASSING_SCORE = 0.9;
const MAX_FIXES = 8;

/** Anything with zod's safeParse, so rows can be read with any of the row schemas. */
interface RowSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The rows of an audit's table that match `schema`; malformed rows are skipped. */
function rows<T>(audit: LighthouseAudit | undefined, schema: RowSchema<T>): T[] {
  return (audit?.details?.items ?? []).flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

function scoresOf(report: LighthouseReport): CategoryScore[] {
  return Object.entries(report.categories)
    .sort(
      ([a], [b]) => (CATEGORY_ORDER.indexOf(a) + 1 || 99) - (CATEGORY_ORDER.indexOf(b) + 1 || 99),
    )
    .map(([id, category]) => ({
      id,
      title: category.title || id,
      score: category.score === null ? null : Math.round(category.score * 100),
    }));
}

/**
 * Timings Lighthouse works out under simulated throttling (its default); the layout shifts and the
 * server's first answer are always those of the page load it observed.
 */
const SIMULATED: readonly MetricName[] = ['FCP', 'LCP', 'TBT', 'SI', 'INP'];

function metricsOf(report: LighthouseReport): SummaryMetric[] {
  const { audits } = report;
  const simulate = (report.configSettings?.throttlingMethod ?? 'simulate') === 'simulate';
  return METRIC_AUDITS.flatMap(([name, id]) => {
    const value = audits[id]?.numericValue;
    if (!isNumber(value)) return [];
    return [
      {
        name,
        label: METRICS[name].label,
        value,
        display: formatMetric(name, value),
        rating: rateMetric(name, value),
        basis: simulate && SIMULATED.includes(name) ? 'simulated' : 'measured',
      },
    ];
  });
}

function networkOf(audits: LighthouseReport['audits']): ResourceEntry[] {
  const requests = rows(audits['network-requests'], networkRequestSchema).map((item) => ({
    url: item.url,
    type: resourceTypeOf(item.resourceType, item.mimeType, item.url),
    bytes: item.transferSize,
    durationMs:
      isNumber(item.networkEndTime) && isNumber(item.networkRequestTime)
        ? item.networkEndTime - item.networkRequestTime
        : undefined,
  }));
  if (requests.length > 0) return requests;
  // Older or trimmed reports: the total-byte-weight table still lists the largest files.
  return rows(audits['total-byte-weight'], urlRowSchema).map((item) => ({
    url: item.url,
    type: resourceTypeOf(undefined, undefined, item.url),
    bytes: item.totalBytes,
    durationMs: undefined,
  }));
}

/** Bytes per type from resource-summary, else added up from the network requests. */
function bytesByTypeOf(audits: LighthouseReport['audits'], network: ResourceEntry[]): TypeTotal[] {
  const summary = rows(audits['resource-summary'], resourceSummarySchema);
  const totals = summary
    .filter(
      (row) =>
        row.resourceType !== 'total' && row.resourceType !== 'third-party' && row.requestCount > 0,
    )
    .map((row) => {
      const type: ResourceType = resourceTypeOf(row.resourceType, undefined, '');
      return {
        type,
        label: TYPE_LABELS[type],
        requests: row.requestCount,
        bytes: row.transferSize,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return totals.length > 0 ? totals : totalsByType(network);
}

function renderBlockingOf(
  audits: LighthouseReport['audits'],
  network: ResourceEntry[],
): ResourceEntry[] {
  const audit = audits['render-blocking-resources'] ?? audits['render-blocking-insight'];
  return rows(audit, urlRowSchema).map((item) => ({
    url: item.url,
    type:
      network.find((request) => request.url === item.url)?.type ??
      resourceTypeOf(undefined, undefined, item.url),
    bytes: item.totalBytes,
    durationMs: item.wastedMs,
  }));
}

/** Lighthouse descriptions end in Markdown "Learn more" links; the UI shows plain text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[(Learn[^\]]*)\]\([^)]*\)\.?/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lighthouse's own measured value ("Est savings of 1,850 ms"), with a label when it is a bare number. */
function detailOf(audit: LighthouseAudit, savingsBytes: number | undefined): string {
  const shown = audit.displayValue?.trim();
  if (shown) return /^[\d.,]/.test(shown) ? `Measured: ${shown}.` : `${shown}.`;
  if (savingsBytes) return `About ${formatBytes(savingsBytes)} could be saved.`;
  return 'Lighthouse flags this as slowing the page down.';
}

function fixesOf(report: LighthouseReport): FixItem[] {
  // The performance category lists its opportunities and diagnostics; its "hidden" group repeats
  // them as newer "insight" audits, which would list every problem twice.
  const refs = report.categories['performance']?.auditRefs ?? [];
  const ids =
    refs.length > 0
      ? refs.filter((ref) => ref.group !== 'hidden' && ref.group !== 'metrics').map((ref) => ref.id)
      : Object.keys(report.audits);
  return ids
    .flatMap((id): FixItem[] => {
      const audit = report.audits[id];
      if (!audit || audit.score === null || audit.score >= PASSING_SCORE) return [];
      const isOpportunity =
        audit.scoreDisplayMode === 'metricSavings' || audit.details?.type === 'opportunity';
      if (!isOpportunity) return [];
      const savingsMs =
        audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}));
      const savingsBytes = audit.details?.overallSavingsBytes;
      return [
        {
          id,
          title: audit.title || id,
          detail: detailOf(audit, savingsBytes),
          fix: lighthouseFix(id, plainText(audit.description)),
          savingsMs: savingsMs > 0 ? Math.round(savingsMs) : undefined,
          savingsBytes,
        },
      ];
    })
    .sort(
      (a, b) =>
        (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0),
    )
    .slice(0, MAX_FIXES);
}

export function summariseLighthouse(report: LighthouseReport): PerformanceSummary {
  const { audits } = report;
  const network = networkOf(audits);
  const totalsRow = rows(audits['resource-summary'], resourceSummarySchema).find(
    (row) => row.resourceType === 'total',
  );
  const totalBytes =
    totalsRow?.transferSize ??
    (audits['total-byte-weight']?.numericValue || network.reduce((sum, r) => sum + r.bytes, 0));
  const notes = audits['network-requests']
    ? []
    : ['The report has no network-requests table, so the resource lists are partial.'];
  return {
    source: 'lighthouse',
    pageUrl: report.finalDisplayedUrl ?? report.finalUrl ?? report.requestedUrl,
    generator: `Lighthouse ${report.lighthouseVersion}`,
    capturedAt: report.fetchTime,
    scores: scoresOf(report),
    metrics: metricsOf(report),
    milestones: [],
    requests: totalsRow?.requestCount ?? network.length,
    totalBytes,
    bytesByType: bytesByTypeOf(audits, network),
    heaviest: heaviestOf(network),
    renderBlocking: renderBlockingOf(audits, network),
    slowRequests: slowestOf(network),
    fixFirst: fixesOf(report),
    notes,
  };
}
