// The shape of the home page's content: hero, figures, services, process, industries, cities,
// testimonials, FAQs and the closing call to action. Pages are referred to by registry id.
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

/** A call to action: the button text and the registry id of the page it opens. */
export const callToActionSchema = z.object({ label: nonEmpty, pageId: nonEmpty });

export const homeContentSchema = z.object({
  hero: z.object({
    /** Short line above the headline. */
    eyebrow: nonEmpty,
    headline: nonEmpty,
    subheadline: nonEmpty,
    primary: callToActionSchema,
    secondary: callToActionSchema,
    /** Three short reassurances shown under the buttons. */
    highlights: z.array(nonEmpty).min(2).max(4),
    /** The slugs of the cities the hero's map of India names (it marks every city served). */
    mapLabels: z.array(nonEmpty).min(1).max(10),
  }),
  proof: z.object({
    heading: nonEmpty,
    figures: z
      .array(z.object({ value: nonEmpty, label: nonEmpty, detail: nonEmpty }))
      .min(4)
      .max(6),
  }),
  services: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    /** Each item names a service page by registry id; the template takes its title and icon. */
    items: z
      .array(z.object({ pageId: nonEmpty, benefit: nonEmpty }))
      .min(6)
      .max(8),
    more: callToActionSchema,
  }),
  process: z.object({
    heading: nonEmpty,
    steps: z
      .array(z.object({ title: nonEmpty, body: nonEmpty }))
      .min(4)
      .max(5),
  }),
  industries: z.object({ heading: nonEmpty, intro: nonEmpty, pageIds: z.array(nonEmpty).min(4) }),
  cities: z.object({ heading: nonEmpty, intro: nonEmpty, pageIds: z.array(nonEmpty).min(4) }),
  testimonials: z.object({
    heading: nonEmpty,
    /** Ids from src/content/company/testimonials.ts. */
    testimonialIds: z.array(nonEmpty).length(3),
    more: callToActionSchema,
  }),
  faqs: z.object({
    heading: nonEmpty,
    items: z
      .array(z.object({ question: nonEmpty, answer: nonEmpty }))
      .min(5)
      .max(6),
  }),
  closing: z.object({
    heading: nonEmpty,
    body: nonEmpty,
    primary: callToActionSchema,
    secondary: callToActionSchema,
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type CallToAction = z.infer<typeof callToActionSchema>;
