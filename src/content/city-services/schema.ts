// The shape of a city's content for its /services/{service}/{city} pages: one profile of the place
// (shared by the city's pages) and one block of service-in-this-city content per service page.
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

export const faqSchema = z.object({ question: nonEmpty, answer: nonEmpty });

export const cityProfileSchema = z.object({
  /** Place slug from src/content/places.ts. */
  place: nonEmpty,
  /** Two or three sentences on the local economy. */
  economy: nonEmpty,
  keyIndustries: z.array(nonEmpty).min(3),
  /** Business districts and localities the agency serves there. */
  localities: z.array(nonEmpty).min(4),
  /** Nearby places (slugs) whose pages for the same service are linked from this city's pages. */
  nearby: z.array(nonEmpty).min(1),
});

export const cityServiceContentSchema = z.object({
  /** Opening paragraph, specific to this service in this city. */
  intro: nonEmpty,
  /** How the local economy shapes this service here (who buys, what they search, seasonality). */
  localMarket: nonEmpty,
  /** What competition for this service looks like in this city. */
  competition: nonEmpty,
  /** Our approach here: three or four steps, each specific to the city. */
  approach: z
    .array(z.object({ title: nonEmpty, body: nonEmpty }))
    .min(3)
    .max(5),
  /**
   * A local example: an anonymised client situation with its outcome. A client result, so it names
   * its basis when it has one (shared/facts/result-claims.ts).
   */
  example: z.object({
    title: nonEmpty,
    body: nonEmpty,
    metrics: z
      .array(z.object({ label: nonEmpty, value: nonEmpty }))
      .min(2)
      .max(4),
    /** The client record it comes from, e.g. a case-study slug or a CRM reference. */
    basis: nonEmpty.optional(),
  }),
  /**
   * Local pricing in INR before GST ("starting from", what is included, what drives cost here). The
   * page shows the national starting price from the business facts beside it (facts/city-price.ts).
   */
  pricing: z.object({ startingFrom: nonEmpty, includes: z.array(nonEmpty).min(3), note: nonEmpty }),
  faqs: z.array(faqSchema).min(3).max(6),
});

export const cityContentSchema = z.object({
  profile: cityProfileSchema,
  /** Keyed by city-service slug: seo, ppc, social-media, content, email, web-development. */
  services: z.record(nonEmpty, cityServiceContentSchema),
});

export type CityContent = z.infer<typeof cityContentSchema>;
export type CityServiceContent = z.infer<typeof cityServiceContentSchema>;
