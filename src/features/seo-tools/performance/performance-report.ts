// Entry points of the page-speed tool's file analysis: validate an uploaded Lighthouse report or HAR
// file (parsed JSON or its text) and summarise it, or return a clear error. Never throws.
import { lighthouseSchema } from './lighthouse-schema';
import { readFieldData } from './field-data';
import { summariseLighthouse } from './lighthouse-summary';
import { harSchema, parseHarEntry, parseHarPage, type HarEntry, type HarPage } from './har-schema';
import { summariseHar } from './har-summary';
import type {
  PerformanceError,
  PerformanceErrorCode,
  PerformanceResult,
} from './performance-summary';

const fail = (code: PerformanceErrorCode, message: string): PerformanceResult => ({
  ok: false,
  error: { code, message },
});

const NOT_JSON: PerformanceError = {
  code: 'not-json',
  message:
    'This file is not valid JSON. Upload the .json report Lighthouse saves, or the .har file from your browser’s Network panel.',
};

/** Accepts parsed JSON or its text (so a Web Worker can do the parsing of a large file). */
function parseInput(json: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof json !== 'string') return { ok: true, value: json };
  try {
    return { ok: true, value: JSON.parse(json.replace(/^\uFEFF/, '')) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A PageSpeed Insights API response wraps the report in lighthouseResult. */
function unwrapPageSpeed(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'lighthouseResult' in value)
    return value.lighthouseResult;
  return value;
}

export function analyzeLighthouseReport(json: unknown): PerformanceResult {
  const input = parseInput(json);
  if (!input.ok) return { ok: false, error: NOT_JSON };
  const parsed = lighthouseSchema.safeParse(unwrapPageSpeed(input.value));
  if (!parsed.success)
    return fail(
      'not-lighthouse',
      'This is not a Lighthouse report: it has no lighthouseVersion, categories and audits. In Chrome DevTools open Lighthouse, run it, and use "Save as JSON".',
    );
  const { runtimeError } = parsed.data;
  if (runtimeError && runtimeError.code !== 'NO_ERROR')
    return fail(
      'lighthouse-failed',
      `Lighthouse could not test the page (${runtimeError.code}): ${runtimeError.message}`,
    );
  const summary = summariseLighthouse(parsed.data);
  const field = readFieldData(input.value);
  return { ok: true, summary: field ? { ...summary, field } : summary };
}

export function analyzeHar(json: unknown): PerformanceResult {
  const input = parseInput(json);
  if (!input.ok) return { ok: false, error: NOT_JSON };
  const parsed = harSchema.safeParse(input.value);
  if (!parsed.success)
    return fail(
      'not-har',
      'This is not a HAR file: it has no log.entries. In Chrome DevTools open the Network panel, reload the page, and use "Export HAR".',
    );
  const { log } = parsed.data;
  const pages = log.pages.map(parseHarPage).flatMap((r): HarPage[] => (r.success ? [r.data] : []));
  const all = log.entries
    .map(parseHarEntry)
    .flatMap((r): HarEntry[] => (r.success ? [r.data] : []));
  const [page] = pages;
  // A HAR can hold several page loads; the first one is analysed, as it is usually the one meant.
  const entries =
    page && all.some((e) => e.pageref === page.id) ? all.filter((e) => e.pageref === page.id) : all;
  if (entries.length === 0)
    return fail(
      'no-requests',
      'The HAR file has no usable requests. Keep the Network panel open while the page loads, then export again.',
    );
  const notes: string[] = [];
  if (pages.length > 1)
    notes.push(
      `The file holds ${pages.length} page loads; only the first, ${page?.title ?? 'untitled'}, was analysed.`,
    );
  const skipped = log.entries.length - all.length;
  if (skipped > 0)
    notes.push(`${skipped} malformed ${skipped === 1 ? 'entry was' : 'entries were'} skipped.`);
  return { ok: true, summary: summariseHar({ creator: log.creator, page, entries, notes }) };
}

/** Reads either kind of file: a Lighthouse report if it has lighthouseVersion, else a HAR. */
export function analyzePerformanceFile(json: unknown): PerformanceResult {
  const input = parseInput(json);
  if (!input.ok) return { ok: false, error: NOT_JSON };
  const value = unwrapPageSpeed(input.value);
  const isLighthouse = typeof value === 'object' && value !== null && 'lighthouseVersion' in value;
  if (isLighthouse) return analyzeLighthouseReport(value);
  const har = analyzeHar(value);
  if (har.ok || har.error.code !== 'not-har') return har;
  return fail(
    'not-har',
    'This file is neither a Lighthouse report nor a HAR file. Upload the JSON that Lighthouse saves or the .har file exported from the Network panel.',
  );
}
