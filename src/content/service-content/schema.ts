// The shape of one service page's content: what the service is, who it is for, deliverables,
// process, timeline, INR pricing, tools, FAQs and related services. One file per service follows it.
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

/** Core service slugs the quote form can pre-select (kept in step with src/content/services.ts). */
export const QUOTE_SERVICES = [
  'seo',
  'ppc',
  'facebook-ads',
  'linkedin-ads',
  'youtube-marketing',
  'social-media',
  'content',
  'email',
  'whatsapp-marketing',
  'web-design',
  'ai-automation',
  'business-automation',
  'marketing-automation',
  'business-development',
] as const;

/** A line of a sample figure: short enough to fit its column on a 375 px phone. */
const line = (max: number) => nonEmpty.max(max);

/**
 * A sample of what the client receives, drawn as the figure on the page's first screen
 * (deliverable-figure.tsx): made-up data for an example client, always labelled as a sample, so it
 * claims no result. Three shapes cover every service: a keyword plan (SEO), a tree (an ad account's
 * campaigns, ad groups and keywords; a site's sitemap) and steps (an email or WhatsApp flow, a
 * content calendar's week, an automation).
 */
export const deliverableSampleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('keywords'),
    /** What the sample is, e.g. 'keyword plan'; the page prefixes 'Sample'. */
    title: line(40),
    /** The example client, e.g. 'a CA firm in Pune'. */
    client: line(48),
    rows: z
      .array(
        z.object({
          keyword: line(34),
          /** Monthly searches in India (Google Keyword Planner's estimate for the example). */
          searches: z.number().int().positive(),
          intent: z.enum(['informational', 'commercial', 'transactional', 'local']),
          /** The page the keyword is assigned to, e.g. '/services/gst-registration'. */
          page: line(34),
        }),
      )
      .min(3)
      .max(5),
  }),
  z.object({
    kind: z.literal('tree'),
    title: line(40),
    client: line(48),
    /** The names of the three levels, e.g. ['Campaign', 'Ad group', 'Keyword']. */
    levels: z.tuple([line(14), line(14), line(14)]),
    root: line(38),
    branches: z
      .array(z.object({ name: line(34), leaves: z.array(line(32)).min(1).max(3) }))
      .min(2)
      .max(3),
  }),
  z.object({
    kind: z.literal('steps'),
    title: line(40),
    client: line(48),
    steps: z
      .array(z.object({ when: line(9), what: line(36), detail: line(44) }))
      .min(3)
      .max(6),
  }),
]);

export const PRICE_UNITS = ['per month', 'one-off', 'per project'] as const;

export const pricingTierSchema = z.object({
  name: nonEmpty,
  /** The lowest price of the tier in rupees, before 18% GST. */
  startingFromInr: z.number().int().positive(),
  unit: z.enum(PRICE_UNITS),
  includes: z.array(nonEmpty).min(4).max(7),
  bestFor: nonEmpty,
});

export const serviceContentSchema = z.object({
  /** What the service is and how we run it: two or three paragraphs. */
  overview: z.array(nonEmpty).min(2).max(3),
  /** Who it is for: specific buyer situations. */
  audience: z.array(nonEmpty).min(4).max(6),
  deliverables: z
    .array(z.object({ title: nonEmpty, detail: nonEmpty }))
    .min(6)
    .max(10),
  process: z
    .array(z.object({ title: nonEmpty, body: nonEmpty }))
    .min(4)
    .max(6),
  /** What happens when: month 1, months 2-3, months 4-6 and beyond (or weeks, for projects). */
  timeline: z
    .array(z.object({ period: nonEmpty, outcome: nonEmpty }))
    .min(3)
    .max(4),
  /** Two or three tiers, cheapest first. */
  pricing: z.array(pricingTierSchema).min(2).max(3),
  /** What moves the price up or down. */
  pricingNote: nonEmpty,
  /** Real tools the team uses for this service. */
  tools: z.array(nonEmpty).min(4).max(14),
  faqs: z
    .array(z.object({ question: nonEmpty, answer: nonEmpty }))
    .min(5)
    .max(7),
  /** Registry ids of related service pages, e.g. 'service:ppc'. */
  related: z
    .array(z.string().regex(/^service:[a-z0-9/-]+$/))
    .min(3)
    .max(5),
  /** The core service the quote form pre-selects from this page. */
  quoteService: z.enum(QUOTE_SERVICES),
  /**
   * A page that could answer similar searches for a different buyer: the page says who each one is
   * for and links the other, so the two keep distinct intents (docs/decisions/0008).
   */
  sibling: z
    .object({ pageId: z.string().regex(/^service:[a-z0-9/-]+$/), whenToChoose: nonEmpty })
    .optional(),
  /** What the client receives, as a sample figure for the page's first screen. */
  deliverableSample: deliverableSampleSchema,
  /** One figure to feature on the page: a client result, with its basis when it has one. */
  highlight: z.object({
    value: nonEmpty,
    label: nonEmpty,
    /** The client record it comes from, e.g. a case-study slug or a CRM reference. */
    basis: nonEmpty.optional(),
  }),
});

export type ServiceContent = z.infer<typeof serviceContentSchema>;
export type DeliverableSample = z.infer<typeof deliverableSampleSchema>;
export type PricingTier = z.infer<typeof pricingTierSchema>;
