// Reads a validated HAR file into the page-speed tool's PerformanceSummary: bytes by type, the
// heaviest and slowest requests, and the CSS and scripts that blocked the first paint.
import type { HarEntry, HarPage } from './har-schema';
import { harFixes, hostOf, type HarRequest } from './har-fixes';
import {
  heaviestOf,
  isNumber,
  resourceTypeOf,
  slowestOf,
  totalsByType,
  type PerformanceSummary,
  type ResourceEntry,
  type SummaryMetric,
} from './performance-summary';
import { formatMetric, METRICS, rateMetric } from './web-vitals-thresholds';

export interface HarInput {
  creator: { name: string; version?: string } | undefined;
  page: HarPage | undefined;
  entries: HarEntry[];
  notes: string[];
}

/** Public suffixes of two labels common in India, so shop.example.co.in and example.co.in are one site. */
const TWO_LABEL_SUFFIXES = /\.(co|org|net|gov|ac|edu|firm|gen|ind)\.in$|\.(co|org)\.uk$|\.com\.au$/;

function siteOf(host: string): string {
  const labels = host.split('.');
  return labels.slice(TWO_LABEL_SUFFIXES.test(host) ? -3 : -2).join('.');
}

/** Bytes on the wire: Chrome's _transferSize, else headers plus body, else the content size. */
function bytesOf(entry: HarEntry): number {
  const { response } = entry;
  if (isNumber(response._transferSize) && response._transferSize >= 0)
    return response._transferSize;
  const body = isNumber(response.bodySize) && response.bodySize > 0 ? response.bodySize : 0;
  const headers =
    isNumber(response.headersSize) && response.headersSize > 0 ? response.headersSize : 0;
  if (body > 0) return body + headers;
  return response.status === 304 ? headers : (response.content.size ?? 0) + headers;
}

function compressedOf(entry: HarEntry): boolean | undefined {
  if (entry.response.headers.length === 0) return undefined;
  return entry.response.headers.some(
    (h) => h.name.toLowerCase() === 'content-encoding' && !/^identity$/i.test(h.value.trim()),
  );
}

/** Time to first byte of the document: everything before the first byte arrived. */
function ttfbOf(entry: HarEntry | undefined): number | undefined {
  if (!entry) return undefined;
  const { blocked, dns, connect, send, wait } = entry.timings;
  const parts = [blocked, dns, connect, send, wait].filter(
    (t): t is number => isNumber(t) && t > 0,
  );
  return parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : undefined;
}

function toRequests(input: HarInput, documentHost: string): HarRequest[] {
  const origin = Date.parse(input.page?.startedDateTime ?? input.entries[0]?.startedDateTime ?? '');
  const site = siteOf(documentHost);
  return input.entries.map((entry) => {
    const url = entry.request.url;
    const started = Date.parse(entry.startedDateTime);
    return {
      url,
      type: resourceTypeOf(entry._resourceType, entry.response.content.mimeType, url),
      bytes: bytesOf(entry),
      durationMs: entry.time > 0 ? entry.time : undefined,
      startMs: Number.isNaN(started) || Number.isNaN(origin) ? 0 : started - origin,
      status: entry.response.status,
      priority: entry._priority,
      initiator: entry._initiator?.type,
      compressed: compressedOf(entry),
      firstParty: !documentHost || siteOf(hostOf(url)) === site,
    };
  });
}

/**
 * CSS and synchronous scripts the parser met before DOMContentLoaded: the files a browser must load
 * before it can paint (HAR has no paint time, so DOMContentLoaded is the cut-off). Chrome marks
 * async and deferred scripts Low priority, and files added later by scripts are not parser-initiated.
 */
function renderBlockingOf(requests: HarRequest[], page: HarPage | undefined): ResourceEntry[] {
  const cutoff = page?.pageTimings.onContentLoad ?? page?.pageTimings.onLoad;
  const before = isNumber(cutoff) && cutoff > 0 ? cutoff : Infinity;
  return requests
    .filter(
      (r) =>
        r.type === 'stylesheet' || (r.type === 'script' && !/^(very)?low$/i.test(r.priority ?? '')),
    )
    .filter((r) => r.initiator === undefined || r.initiator === 'parser')
    .filter((r) => r.startMs < before && r.status > 0 && r.status < 400)
    .map(({ url, type, bytes, durationMs }) => ({ url, type, bytes, durationMs }));
}

function generatorOf(creator: HarInput['creator']): string | undefined {
  if (!creator) return undefined;
  const name = creator.name === 'WebInspector' ? 'Chrome DevTools' : creator.name;
  return `${name}${creator.version ? ` ${creator.version}` : ''} HAR`;
}

export function summariseHar(input: HarInput): PerformanceSummary {
  const document = input.entries.find(
    (e) =>
      resourceTypeOf(e._resourceType, e.response.content.mimeType, e.request.url) === 'document',
  );
  const requests = toRequests(input, document ? hostOf(document.request.url) : '');
  const totalBytes = requests.reduce((sum, r) => sum + r.bytes, 0);
  const ttfbMs = ttfbOf(document);
  const renderBlocking = renderBlockingOf(requests, input.page);
  const metrics: SummaryMetric[] =
    ttfbMs === undefined
      ? []
      : [
          {
            name: 'TTFB',
            label: METRICS.TTFB.label,
            value: ttfbMs,
            display: formatMetric('TTFB', ttfbMs),
            rating: rateMetric('TTFB', ttfbMs),
            basis: 'measured',
          },
        ];
  const timings = input.page?.pageTimings;
  const milestones = [
    { label: 'DOMContentLoaded', ms: timings?.onContentLoad },
    { label: 'Load', ms: timings?.onLoad },
  ].filter((m): m is { label: string; ms: number } => isNumber(m.ms) && m.ms >= 0);
  return {
    source: 'har',
    pageUrl: document?.request.url ?? input.entries[0]?.request.url,
    generator: generatorOf(input.creator),
    capturedAt: input.page?.startedDateTime ?? input.entries[0]?.startedDateTime,
    scores: [],
    metrics,
    milestones,
    requests: requests.length,
    totalBytes,
    bytesByType: totalsByType(requests),
    heaviest: heaviestOf(requests),
    renderBlocking,
    slowRequests: slowestOf(requests),
    fixFirst: harFixes({ ttfbMs, requests, renderBlocking, totalBytes }),
    notes: input.notes,
  };
}
