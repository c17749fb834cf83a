// The parts of a Lighthouse report (v10–12, JSON output or the lighthouseResult of a PageSpeed
// Insights API response) that the page-speed tool reads, as zod schemas. Odd fields are dropped,
// not fatal, so a report from a slightly different version still reads.
import { z } from 'zod';

const optionalNumber = z.number().optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);

export const auditSchema = z.object({
  title: z.string().catch(''),
  description: z.string().catch(''),
  score: z.number().nullable().catch(null),
  scoreDisplayMode: optionalString,
  numericValue: optionalNumber,
  displayValue: optionalString,
  metricSavings: z.record(z.string(), z.number()).optional().catch(undefined),
  details: z
    .object({
      type: optionalString,
      items: z.array(z.unknown()).catch([]),
      overallSavingsMs: optionalNumber,
      overallSavingsBytes: optionalNumber,
    })
    .optional()
    .catch(undefined),
});
export type LighthouseAudit = z.infer<typeof auditSchema>;

const categorySchema = z.object({
  title: z.string().catch(''),
  score: z.number().nullable().catch(null),
  auditRefs: z.array(z.object({ id: z.string(), group: optionalString })).catch([]),
});

export const lighthouseSchema = z.object({
  lighthouseVersion: z.string(),
  requestedUrl: optionalString,
  finalDisplayedUrl: optionalString,
  finalUrl: optionalString,
  fetchTime: optionalString,
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional().catch(undefined),
  categories: z.record(z.string(), categorySchema.catch({ title: '', score: null, auditRefs: [] })),
  audits: z.record(z.string(), auditSchema),
});
export type LighthouseReport = z.infer<typeof lighthouseSchema>;

/** One row of the network-requests audit. */
export const networkRequestSchema = z.object({
  url: z.string(),
  resourceType: optionalString,
  mimeType: optionalString,
  transferSize: z.number().catch(0),
  networkRequestTime: optionalNumber,
  networkEndTime: optionalNumber,
  statusCode: optionalNumber,
});

/** One row of resource-summary: requests and bytes per type, plus "total" and "third-party". */
export const resourceSummarySchema = z.object({
  resourceType: z.string(),
  requestCount: z.number().catch(0),
  transferSize: z.number().catch(0),
});

/** A row of a URL table such as render-blocking-resources or total-byte-weight. */
export const urlRowSchema = z.object({
  url: z.string(),
  totalBytes: z.number().catch(0),
  wastedMs: optionalNumber,
});
