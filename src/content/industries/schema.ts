// The shape of industry pages (/industries/{slug}) and industry-by-city pages
// (/industries/{industry}-digital-marketing/{place}): challenges, strategies, KPIs and a case study.
import { z } from 'zod';
import { faqSchema } from '../city-services/schema';

const nonEmpty = z.string().trim().min(1);
/** A page id from src/content/registry.ts; tests check that every one exists. */
const pageId = nonEmpty;

const titledSchema = z.object({ title: nonEmpty, body: nonEmpty });

export const kpiSchema = z.object({
  name: nonEmpty,
  /** A typical or target figure, e.g. "₹1,800 to ₹3,500 per site visit". */
  benchmark: nonEmpty,
  /** Why the number matters for this kind of business. */
  why: nonEmpty,
});

/** An anonymised client story; names and identifying details are left out. */
export const caseStudySummarySchema = z.object({
  title: nonEmpty,
  situation: nonEmpty,
  actions: z.array(nonEmpty).min(3).max(6),
  results: z
    .array(z.object({ label: nonEmpty, value: nonEmpty }))
    .min(2)
    .max(5),
  /**
   * The client record its figures come from (a CRM reference), a client result's basis; a summary
   * of a published case study inherits that study's basis (case-studies/summary-basis.ts).
   */
  basis: nonEmpty.optional(),
});

export const industryContentSchema = z.object({
  /** Two to four paragraphs: the industry in India and how its buyers search and decide. */
  overview: z.array(nonEmpty).min(2).max(4),
  challenges: z.array(titledSchema).min(4).max(6),
  strategies: z.array(titledSchema).min(4).max(6),
  kpis: z.array(kpiSchema).min(5).max(8),
  caseStudy: caseStudySummarySchema,
  /** Id of the published case study the summary is drawn from, when there is one. */
  caseStudyId: pageId.optional(),
  /** Indian rules that shape marketing in this industry. */
  regulations: z.array(titledSchema).min(1).max(5),
  serviceIds: z.array(pageId).min(3),
  faqs: z.array(faqSchema).min(4).max(6),
});

export const industryCityContentSchema = z.object({
  /** One or two opening paragraphs. */
  intro: z.array(nonEmpty).min(1).max(2),
  /** The industry in this place: who the buyers and sellers are and where they cluster. */
  localMarket: z.array(nonEmpty).min(1).max(3),
  /** Real clusters, corridors and hubs named in localMarket. */
  clusters: z.array(nonEmpty).min(3).max(8),
  challenges: z.array(titledSchema).min(3).max(4),
  strategies: z.array(titledSchema).min(3).max(4),
  /** KPIs with benchmarks for this place. */
  kpis: z.array(kpiSchema).min(4).max(6),
  caseStudy: caseStudySummarySchema,
  caseStudyId: pageId.optional(),
  serviceIds: z.array(pageId).min(3),
  faqs: z.array(faqSchema).min(3).max(5),
});

export type IndustryContent = z.infer<typeof industryContentSchema>;
export type IndustryCityContent = z.infer<typeof industryCityContentSchema>;
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>;
