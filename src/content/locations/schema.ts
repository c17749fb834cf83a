// The shape of a location page's content (/locations/*, and the Connaught Place page): the place, its
// economy, the areas covered, how local businesses win customers online, and links by registry id.
import { z } from 'zod';
import { faqSchema } from '../city-services/schema';

const nonEmpty = z.string().trim().min(1);
/** A page id from src/content/registry.ts; tests check that every one exists. */
const pageId = nonEmpty;

export const locationContentSchema = z.object({
  /** Two opening paragraphs about doing business and marketing in this place. */
  intro: z.array(nonEmpty).length(2),
  /** One paragraph on the local economy and its main industries. */
  economy: nonEmpty,
  /** Real localities, sub-areas and industrial estates the agency covers there. */
  areasCovered: z.array(nonEmpty).min(6).max(12),
  /** How businesses in this place win customers online. */
  highlights: z
    .array(z.object({ title: nonEmpty, body: nonEmpty }))
    .min(3)
    .max(4),
  /** Services available here: the place's city-service pages, else relevant core services. */
  serviceIds: z.array(pageId).min(3),
  /** Location pages of nearby places. */
  nearby: z.array(pageId).min(1),
  /** For states: the main business cities, linked to their location or city-service page if any. */
  cities: z
    .array(z.object({ name: nonEmpty, note: nonEmpty, pageId: pageId.optional() }))
    .min(3)
    .optional(),
  faqs: z.array(faqSchema).min(3).max(5),
});

export type LocationContent = z.infer<typeof locationContentSchema>;
