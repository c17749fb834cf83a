// The shapes of the company pages' content: about, careers, the awards page's credential checks,
// testimonials, portfolio and the logo guide. Data modules import only the types; tests validate
// the data with these schemas.
import { z } from 'zod';
import { businessFacts } from '../../../shared/facts/business-facts';

const nonEmpty = z.string().trim().min(1);
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'a lower-case #rrggbb colour');
const year = z.number().int().min(businessFacts.foundingYear).max(2026);
const titledText = z.object({ title: nonEmpty, body: nonEmpty });

export const aboutSchema = z.object({
  intro: nonEmpty,
  story: z.object({
    heading: nonEmpty,
    paragraphs: z.array(nonEmpty).min(2),
    milestones: z.array(z.object({ year, text: nonEmpty })).min(2),
  }),
  mission: z.object({ heading: nonEmpty, statement: nonEmpty, body: nonEmpty }),
  values: z.array(titledText).min(4).max(6),
  process: z.object({
    heading: nonEmpty,
    steps: z
      .array(titledText.extend({ duration: nonEmpty }))
      .min(4)
      .max(7),
  }),
  team: z.object({
    heading: nonEmpty,
    /** People on the payroll; the registry's about description says the same number. */
    size: z.number().int().positive(),
    intro: nonEmpty,
    roles: z
      .array(z.object({ role: nonEmpty, count: z.number().int().positive(), does: nonEmpty }))
      .min(5),
    /** Names match the blog authors in src/content/blog/authors.ts. */
    leadership: z.array(z.object({ name: nonEmpty, role: nonEmpty, focus: nonEmpty })).min(3),
  }),
  office: z.object({
    heading: nonEmpty,
    description: nonEmpty,
    gettingThere: z.array(nonEmpty).min(2),
  }),
});

export const openRoleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  team: nonEmpty,
  /**
   * Where the role works: at the office, in the office part of the week, or remotely from anywhere
   * in India. The page names the office's city from the business facts (careers.ts roleLocation).
   */
  workplace: z.enum(['office', 'hybrid', 'remote']),
  type: z.enum(['Full-time', 'Contract', 'Internship']),
  experience: nonEmpty,
  /** Annual cost to company in INR, shown as a range. */
  salary: nonEmpty,
  summary: nonEmpty,
  responsibilities: z.array(nonEmpty).min(4),
  requirements: z.array(nonEmpty).min(3),
  niceToHave: z.array(nonEmpty),
  /** The subject line applicants put on their email, so it reaches the right hiring manager. */
  applySubject: nonEmpty,
});

export const careersSchema = z.object({
  intro: nonEmpty,
  roles: z.array(openRoleSchema).min(5).max(7),
  howToApply: z.object({
    email: z.email(),
    steps: z.array(nonEmpty).min(2),
    fraudWarning: nonEmpty,
  }),
  hiringProcess: z.array(titledText).min(3),
  benefits: z.array(titledText).min(4),
});

export const credentialChecksSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  /** One entry per kind of recognition: where and how to check it. */
  checks: z.array(titledText).min(4),
  /** Shown when no claim can be published: what the page offers instead of badges. */
  nothingToShow: nonEmpty,
});

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  quote: nonEmpty,
  /** First name and initial only, e.g. "Neha G.". */
  name: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u),
  role: nonEmpty,
  companyType: nonEmpty,
  city: nonEmpty,
  /** Registry id of the service the client bought. */
  serviceId: nonEmpty,
  rating: z.number().int().min(1).max(5),
  /** The client record the quote comes from (a CRM reference), a client result's basis. */
  basis: nonEmpty.optional(),
});

export const portfolioProjectSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  category: z.enum(['Website', 'Campaign', 'SEO', 'Social', 'Automation']),
  clientType: nonEmpty,
  city: nonEmpty,
  year,
  /** Registry ids of the services involved. */
  serviceIds: z.array(nonEmpty).min(1),
  summary: nonEmpty,
  outcomes: z
    .array(z.object({ value: nonEmpty, label: nonEmpty }))
    .min(2)
    .max(4),
  /** Two colours for the SVG cover the UI draws: background and accent shapes. */
  cover: z.object({ background: hexColour, accent: hexColour }),
  /** The full case study, when there is one. */
  caseStudyId: nonEmpty.optional(),
  /** The client record its outcomes come from (a CRM reference), a client result's basis. */
  basis: nonEmpty.optional(),
});

export const logoGuideSchema = z.object({
  intro: nonEmpty,
  variants: z
    .array(
      z.object({
        id: z.enum(['full-colour', 'mono-dark', 'mono-light', 'mark']),
        name: nonEmpty,
        /** Public file path of the downloadable SVG. */
        file: z.string().regex(/^\/brand\/[a-z0-9-]+\.svg$/),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        description: nonEmpty,
        background: nonEmpty,
      }),
    )
    .length(4),
  colours: z.array(z.object({ name: nonEmpty, hex: hexColour, usage: nonEmpty })).min(6),
  clearSpace: nonEmpty,
  minimumSize: z.object({
    fullLogoPx: z.number().int().positive(),
    markPx: z.number().int().positive(),
    printMm: z.number().positive(),
    note: nonEmpty,
  }),
  dos: z.array(nonEmpty).min(3),
  donts: z.array(nonEmpty).min(3),
});

export type About = z.infer<typeof aboutSchema>;
export type Careers = z.infer<typeof careersSchema>;
export type OpenRole = z.infer<typeof openRoleSchema>;
export type CredentialChecks = z.infer<typeof credentialChecksSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
export type LogoGuide = z.infer<typeof logoGuideSchema>;
