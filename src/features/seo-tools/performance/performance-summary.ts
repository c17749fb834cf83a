// The one shape the page-speed tool renders, whether it came from a Lighthouse report or a HAR
// file, plus the small helpers both readers share (resource types, byte totals, formatting).
import type { FieldData } from './field-data';
import type { MetricName, MetricRating } from './web-vitals-thresholds';

export type ResourceType =
  'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'media' | 'fetch' | 'other';

export interface ResourceEntry {
  url: string;
  type: ResourceType;
  /** Bytes over the network (compressed), 0 when served from cache. */
  bytes: number;
  /** Time from request to last byte, when the source records it. */
  durationMs: number | undefined;
}

export interface TypeTotal {
  type: ResourceType;
  label: string;
  requests: number;
  bytes: number;
}

export interface SummaryMetric {
  name: MetricName;
  label: string;
  value: number;
  /** e.g. "2.4 s", "0.05". */
  display: string;
  rating: MetricRating;
  /**
   * simulated: worked out by Lighthouse for a typical phone or computer and connection (lab);
   * measured: what the test's own page load took.
   */
  basis: 'simulated' | 'measured';
}

export interface CategoryScore {
  id: string;
  title: string;
  /** 0–100, or null when the tool could not score it. */
  score: number | null;
}

export interface FixItem {
  id: string;
  title: string;
  /** What was found, with the numbers. */
  detail: string;
  /** How to fix it. */
  fix: string;
  /** Estimated time saved, where the source estimates it (Lighthouse). */
  savingsMs?: number;
  savingsBytes?: number;
}

export interface PerformanceSummary {
  source: 'lighthouse' | 'har';
  pageUrl: string | undefined;
  /** What produced the file, e.g. "Lighthouse 12.8.2" or "Chrome DevTools HAR". */
  generator: string | undefined;
  capturedAt: string | undefined;
  /** Lighthouse category scores (Performance, SEO...); empty for a HAR. */
  scores: CategoryScore[];
  metrics: SummaryMetric[];
  /** Moments of the load with no Web Vitals rating, e.g. DOMContentLoaded from a HAR. */
  milestones: { label: string; ms: number }[];
  requests: number;
  totalBytes: number;
  bytesByType: TypeTotal[];
  heaviest: ResourceEntry[];
  renderBlocking: ResourceEntry[];
  slowRequests: ResourceEntry[];
  /** What to fix first, biggest win first. */
  fixFirst: FixItem[];
  /** Real visitors' timings (Chrome UX Report), when PageSpeed Insights returned them. */
  field?: FieldData;
  /** Caveats about the input, e.g. "Only the first of 3 pages in the HAR was analysed". */
  notes: string[];
}

export type PerformanceErrorCode =
  'not-json' | 'not-lighthouse' | 'not-har' | 'no-requests' | 'lighthouse-failed';

export interface PerformanceError {
  code: PerformanceErrorCode;
  message: string;
}

export type PerformanceResult =
  { ok: true; summary: PerformanceSummary } | { ok: false; error: PerformanceError };

/** Requests slower than this, start to last byte, are listed as slow. */
export const SLOW_REQUEST_MS = 1000;
/** How many resources the heaviest and slowest lists show. */
export const TOP_RESOURCES = 10;

export const TYPE_LABELS: Record<ResourceType, string> = {
  document: 'HTML',
  script: 'JavaScript',
  stylesheet: 'CSS',
  image: 'Images',
  font: 'Fonts',
  media: 'Audio and video',
  fetch: 'Data (XHR and fetch)',
  other: 'Other',
};

const TYPE_ALIASES: Record<string, ResourceType> = {
  document: 'document',
  script: 'script',
  stylesheet: 'stylesheet',
  image: 'image',
  font: 'font',
  media: 'media',
  xhr: 'fetch',
  fetch: 'fetch',
  eventsource: 'fetch',
  websocket: 'other',
  manifest: 'other',
  ping: 'other',
  preflight: 'other',
  texttrack: 'other',
  other: 'other',
};

/** The type from a tool's own label (Chrome's "Script", "XHR"...), else from MIME type, else from the URL. */
export function resourceTypeOf(
  label: string | undefined,
  mimeType: string | undefined,
  url: string,
): ResourceType {
  const named = label ? TYPE_ALIASES[label.toLowerCase()] : undefined;
  if (named) return named;
  const mime = (mimeType ?? '').toLowerCase();
  if (mime.includes('html')) return 'document';
  if (mime.includes('css')) return 'stylesheet';
  if (mime.includes('javascript') || mime.includes('ecmascript')) return 'script';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('font/') || mime.includes('font')) return 'font';
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'media';
  if (mime.includes('json')) return 'fetch';
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/.exec(path)?.[1] ?? '';
  if (['js', 'mjs'].includes(extension)) return 'script';
  if (extension === 'css') return 'stylesheet';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico'].includes(extension))
    return 'image';
  if (['woff', 'woff2', 'ttf', 'otf', 'eot'].includes(extension)) return 'font';
  if (['mp4', 'webm', 'mp3', 'm4a', 'ogg'].includes(extension)) return 'media';
  if (['html', 'htm'].includes(extension)) return 'document';
  return 'other';
}

export function totalsByType(resources: ResourceEntry[]): TypeTotal[] {
  const totals = new Map<ResourceType, TypeTotal>();
  for (const resource of resources) {
    const total = totals.get(resource.type) ?? {
      type: resource.type,
      label: TYPE_LABELS[resource.type],
      requests: 0,
      bytes: 0,
    };
    total.requests += 1;
    total.bytes += resource.bytes;
    totals.set(resource.type, total);
  }
  return [...totals.values()].sort((a, b) => b.bytes - a.bytes);
}

/** Just the ResourceEntry fields, so richer records do not leak into the summary. */
const entryOf = ({ url, type, bytes, durationMs }: ResourceEntry): ResourceEntry => ({
  url,
  type,
  bytes,
  durationMs,
});

export function heaviestOf(resources: ResourceEntry[]): ResourceEntry[] {
  return resources
    .map(entryOf)
    .filter((r) => r.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, TOP_RESOURCES);
}

export function slowestOf(resources: ResourceEntry[]): ResourceEntry[] {
  return resources
    .map(entryOf)
    .filter((r) => (r.durationMs ?? 0) > SLOW_REQUEST_MS)
    .sort((a, b) => (b.durationMs ?? 0) - (a.durationMs ?? 0))
    .slice(0, TOP_RESOURCES);
}

/** 1.4 MB, 320 KB or 900 B (binary units, as browser developer tools show them). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
