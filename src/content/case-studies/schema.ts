// The shape of a case study's full story (src/content/case-studies/stories/<slug>.ts): challenge,
// approach, results with before/after metrics, the client's words and the lessons learned. The
// basis of its figures is in studies.ts; a build that does not show them tells the challenge
// without the client's "before" figures too (plainChallenge).
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

export const caseStudyStepSchema = z.object({ title: nonEmpty, body: nonEmpty });

export const caseStudyMetricSchema = z.object({
  label: nonEmpty,
  /** The figure before the engagement, formatted for display (e.g. "₹4,850" or "410 a month"). */
  before: nonEmpty,
  after: nonEmpty,
  /** The change as shown on the page, e.g. "-58%" or "2.3x". */
  change: nonEmpty,
});

export const caseStudyStorySchema = z.object({
  /** Must match the slug in studies.ts. */
  slug: nonEmpty,
  clientType: nonEmpty,
  /** How long the work described ran, e.g. "9 months (March to November 2025)". */
  duration: nonEmpty,
  /** Registry ids of the services used, e.g. 'service:ppc'. */
  services: z.array(nonEmpty).min(1),
  /** The situation and problem, one string per paragraph. */
  challenge: z.array(nonEmpty).min(2),
  /**
   * The challenge told without the client's figures (its "before" numbers are results too), for a
   * build that does not show the study's figures (figuresShown in studies.ts). Needed when the
   * challenge states a figure.
   */
  plainChallenge: z.array(nonEmpty).min(2).optional(),
  approach: z.array(caseStudyStepSchema).min(3).max(6),
  results: z.array(caseStudyMetricSchema).min(3).max(6),
  quote: z.object({ text: nonEmpty, role: nonEmpty }),
  lessons: z.array(nonEmpty).min(2),
});

export type CaseStudyStory = z.infer<typeof caseStudyStorySchema>;
export type CaseStudyMetric = z.infer<typeof caseStudyMetricSchema>;
