// The parts of a Lighthouse report (v10–12, JSON output or the lighthouseResult of a PageSpeed
// Insights API response) that the page-speed tool reads, as zod schemas. Odd fields are dropped,
// not fatal, so a report from a slightly different version still reads. zod/mini keeps the
// worker chunk small.
import * as z from 'zod/mini';

const optionalNumber = z.catch(z.optional(z.number()), undefined);
const optionalString = z.catch(z.optional(z.string()), undefined);
const nullableScore = z.catch(z.nullable(z.number()), null);

const EMPTY_AUDIT = {
  title: '',
  description: '',
  score: null,
  scoreDisplayMode: undefined,
  numericValue: undefined,
  displayValue: undefined,
  metricSavings: undefined,
  details: undefined,
};

export const auditSchema = z.object({
  title: z.catch(z.string(), ''),
  description: z.catch(z.string(), ''),
  score: nullableScore,
  scoreDisplayMode: optionalString,
  numericValue: optionalNumber,
  displayValue: optionalString,
  metricSavings: z.catch(z.optional(z.record(z.string(), z.number())), undefined),
  details: z.catch(
    z.optional(
      z.object({
        type: optionalString,
        items: z.catch(z.array(z.unknown()), []),
        overallSavingsMs: optionalNumber,
        overallSavingsBytes: optionalNumber,
      }),
    ),
    undefined,
  ),
});
export type LighthouseAudit = z.infer<typeof auditSchema>;

const categorySchema = z.object({
  title: z.catch(z.string(), ''),
  score: nullableScore,
  auditRefs: z.catch(z.array(z.object({ id: z.string(), group: optionalString })), []),
});

export const lighthouseSchema = z.object({
  lighthouseVersion: z.string(),
  requestedUrl: optionalString,
  finalDisplayedUrl: optionalString,
  finalUrl: optionalString,
  fetchTime: optionalString,
  /** How the run throttled the page: "simulate" works the lab timings out rather than timing them. */
  configSettings: z.catch(z.optional(z.object({ throttlingMethod: optionalString })), undefined),
  runtimeError: z.catch(z.optional(z.object({ code: z.string(), message: z.string() })), undefined),
  categories: z.record(
    z.string(),
    z.catch(categorySchema, { title: '', score: null, auditRefs: [] }),
  ),
  audits: z.record(z.string(), z.catch(auditSchema, EMPTY_AUDIT)),
});
export type LighthouseReport = z.infer<typeof lighthouseSchema>;

/** One row of the network-requests audit. */
export const networkRequestSchema = z.object({
  url: z.string(),
  resourceType: optionalString,
  mimeType: optionalString,
  transferSize: z.catch(z.number(), 0),
  networkRequestTime: optionalNumber,
  networkEndTime: optionalNumber,
  statusCode: optionalNumber,
});

/** One row of resource-summary: requests and bytes per type, plus "total" and "third-party". */
export const resourceSummarySchema = z.object({
  resourceType: z.string(),
  requestCount: z.catch(z.number(), 0),
  transferSize: z.catch(z.number(), 0),
});

/** A row of a URL table such as render-blocking-resources or total-byte-weight. */
export const urlRowSchema = z.object({
  url: z.string(),
  totalBytes: z.catch(z.number(), 0),
  wastedMs: optionalNumber,
});
