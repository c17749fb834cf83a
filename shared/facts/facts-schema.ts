// The shape of the business facts (shared/facts/business-facts.ts): who the agency is, how to
// reach it, what it promises, its headline figures and starting prices, the testimonial aggregate,
// and every claim that names a third party, with the evidence that lets a visitor check it. The
// values are in content/business.yaml, checked with this schema by load-facts-yaml.ts.
import { z } from 'zod';
import { PRICE_UNITS } from '../../src/content/service-content/schema.ts';
import { ownerMediaSchema } from './owner-media-schema.ts';

const nonEmpty = z.string().trim().min(1);
const isoDate = z.iso.date();
const slug = z.string().regex(/^[a-z0-9-]+$/);

/** A claim is proven by the granting body's own public listing, or by a document on file. */
export const evidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listing'),
    /** The page on the awarding body's or platform's own site that lists the agency. */
    url: z.url({ protocol: /^https$/ }),
    /** When someone last opened the listing and saw the agency on it. */
    checkedOn: isoDate,
  }),
  z.object({
    kind: z.literal('document'),
    /** What a visitor can ask for and check, e.g. "Certificate IN-27001-0421, issued by ...". */
    reference: nonEmpty,
    checkedOn: isoDate,
  }),
]);

export const CLAIM_KINDS = ['award', 'partnership', 'certification'] as const;

export const claimSchema = z.object({
  id: slug,
  kind: z.enum(CLAIM_KINDS),
  /** The award, partner status or certification as its issuer names it. */
  name: nonEmpty,
  /** The organisation that grants it (the third party the claim names). */
  issuer: nonEmpty,
  /** 'Winner' or 'Finalist' for awards, the tier for partnerships, who holds a certification. */
  status: nonEmpty,
  year: z.number().int().min(1990).max(2100),
  recognises: nonEmpty,
  /** A related page (a case study or service), by registry id. */
  pageId: nonEmpty.optional(),
  /** Without evidence a claim is never shown in a production build. */
  evidence: evidenceSchema.optional(),
});

/** A headline figure: a number the agency can back from its own records. */
export const figureSchema = z.object({
  value: z.number().positive(),
  /** Shown with a "+" (or "more than"): the true number is at least the value. */
  atLeast: z.boolean(),
});

export const startingPriceSchema = z.object({
  /** Rupees, before GST: the lowest tier on the service's own page. */
  fromInr: z.number().int().positive(),
  unit: z.enum(PRICE_UNITS),
});

const workingDays = z.number().int().min(1).max(10);

/** The site's public address: https, the origin only (no path, no trailing slash). */
export const siteUrlSchema = z
  .url({ protocol: /^https$/ })
  .refine((url) => URL.canParse(url) && new URL(url).origin === url, {
    message: 'write the address only, e.g. https://www.example.in (no path, no slash at the end)',
  });

export const businessFactsSchema = z
  .object({
    /** True while these are the template's sample facts, not a real agency's. */
    sample: z.boolean(),
    brand: z.object({ name: nonEmpty, legalName: nonEmpty, tagline: nonEmpty }),
    /** The letters lead references start with; the brand's initials when left out (lead-reference-prefix.ts). */
    referencePrefix: z
      .string()
      .regex(/^[A-Z]{2,4}$/, 'two to four capital letters, e.g. RM')
      .optional(),
    /** The public address every canonical URL, the sitemap, JSON-LD and link previews use. */
    siteUrl: siteUrlSchema,
    foundingYear: z.number().int().min(1990).max(2100),
    /** The founders, as named on the about page and in the blog bylines. */
    founders: z.array(nonEmpty).min(1),
    office: z.object({
      street: nonEmpty,
      locality: nonEmpty,
      region: nonEmpty,
      postalCode: z.string().regex(/^\d{6}$/),
      country: z.literal('IN'),
    }),
    contact: z.object({
      phone: nonEmpty,
      phoneHref: z.string().regex(/^tel:\+\d+$/),
      email: z.email(),
      whatsappHref: z.url({ protocol: /^https$/ }),
      hours: nonEmpty,
    }),
    team: z.object({
      /** People on the payroll; the about page's roles add up to it. */
      size: z.number().int().positive(),
      /** Languages the agency's own writers write in, English first. */
      writingLanguages: z.array(nonEmpty).min(1),
      /** Languages written by native-speaking freelance writers whom the team briefs and edits. */
      freelanceWritingLanguages: z.array(nonEmpty),
      /** The most client ad accounts one paid media specialist runs at a time. */
      maxAccountsPerSpecialist: z.number().int().positive(),
    }),
    response: z.object({
      /** A strategist's first reply to an enquiry. */
      replyWorkingDays: workingDays,
      /** The written proposal with INR pricing. */
      proposalWorkingDays: workingDays,
    }),
    terms: z.object({
      minimumTermMonths: z.number().int().positive(),
      noticeDays: z.number().int().positive(),
    }),
    figures: z.object({
      clientsServed: figureSchema,
      averageLeadGrowth: figureSchema,
      monthlyAdSpendCrore: figureSchema,
      citiesWithCampaigns: figureSchema,
    }),
    pricing: z.object({
      gstPercent: z.number().positive(),
      /**
       * National starting price per service, keyed by service slug. A city page that charges
       * differently shows its own price beside this one as a city adjustment (city-price.ts).
       */
      startingPrices: z.record(z.string().regex(/^[a-z0-9/-]+$/), startingPriceSchema),
    }),
    /** The average of the ratings given in the published testimonials. */
    testimonials: z.object({
      averageRating: z.number().min(1).max(5),
      count: z.number().int().positive(),
    }),
    claims: z.array(claimSchema),
    /** The owner's photos, logos, certifications and reviews (owner-media-schema.ts). */
    media: ownerMediaSchema.prefault({}),
  })
  .superRefine((facts, context) => {
    // Runs even when siteUrl itself failed its check.
    if (!URL.canParse(facts.siteUrl)) return;
    const host = new URL(facts.siteUrl).host;
    facts.claims.forEach((claim, index) => {
      if (claim.evidence?.kind === 'listing' && new URL(claim.evidence.url).host === host)
        context.addIssue({
          code: 'custom',
          path: ['claims', index, 'evidence', 'url'],
          message: 'evidence must be on the issuer’s site, not this one',
        });
    });
  });

export type Evidence = z.infer<typeof evidenceSchema>;
export type Claim = z.infer<typeof claimSchema>;
export type ClaimKind = Claim['kind'];
export type Figure = z.infer<typeof figureSchema>;
export type StartingPrice = z.infer<typeof startingPriceSchema>;
/** Everything content/business.yaml holds. */
export type FactsFile = z.infer<typeof businessFactsSchema>;
/** The facts the pages read as data; the media reach them as built images (owner-media.ts). */
export type BusinessFacts = Omit<FactsFile, 'media'>;
