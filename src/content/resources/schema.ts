// The shape of the industry benchmark report: Google Search benchmarks by industry and by city,
// clean numbers the UI turns into SVG bar charts and tables, and findings that cite the data.
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);
const percent = z.number().gt(0).max(100);

export const BENCHMARK_METRICS = [
  'avgCpcInr',
  'ctrPercent',
  'conversionRatePercent',
  'costPerLeadInr',
] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

const metricsShape = {
  /** Average cost per click in rupees, excluding GST. */
  avgCpcInr: z.number().positive(),
  /** Click-through rate: clicks as a percentage of impressions. */
  ctrPercent: percent,
  /** Leads as a percentage of clicks. */
  conversionRatePercent: percent,
  /** Spend divided by leads, in rupees, excluding GST. */
  costPerLeadInr: z.number().int().positive(),
  /** Client accounts behind the row. */
  accounts: z.number().int().positive(),
};

export const industryBenchmarkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  /** What counted as a lead in this industry. */
  leadDefinition: nonEmpty,
  /** The most relevant page for this industry, by registry id. */
  pageId: nonEmpty,
  ...metricsShape,
});

export const cityBenchmarkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  state: nonEmpty,
  tier: z.union([z.literal(1), z.literal(2)]),
  pageId: nonEmpty,
  ...metricsShape,
});

export const findingSchema = z.object({
  title: nonEmpty,
  text: nonEmpty,
  /** The data points the text quotes; a test checks each value appears in the text. */
  references: z
    .array(
      z.object({
        dataset: z.enum(['industries', 'cities']),
        id: nonEmpty,
        metric: z.enum(BENCHMARK_METRICS),
      }),
    )
    .min(1),
});

export const industryReportSchema = z.object({
  title: nonEmpty,
  summary: nonEmpty,
  period: nonEmpty,
  /** The sample in one line, e.g. "<agency> client accounts, Jan-Sep 2026, 95 accounts". */
  sample: nonEmpty,
  accounts: z.number().int().positive(),
  /** The records the sample comes from (an export's reference), a client result's basis. */
  basis: nonEmpty.optional(),
  channel: nonEmpty,
  methodology: z.array(nonEmpty).min(2),
  metricLabels: z.record(
    z.enum(BENCHMARK_METRICS),
    z.object({ label: nonEmpty, unit: z.enum(['INR', '%']) }),
  ),
  industries: z.array(industryBenchmarkSchema).min(10),
  cities: z.array(cityBenchmarkSchema).min(8),
  findings: z.array(findingSchema).min(3).max(5),
});

export type IndustryReport = z.infer<typeof industryReportSchema>;
export type IndustryBenchmark = z.infer<typeof industryBenchmarkSchema>;
export type CityBenchmark = z.infer<typeof cityBenchmarkSchema>;
export type Finding = z.infer<typeof findingSchema>;
