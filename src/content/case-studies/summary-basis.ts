// The basis of an industry page's case-study box (shared/facts/result-claims.ts): its own, or that
// of the published case study it summarises and links to. The page shows the box, marked as sample
// data, while results without a basis are shown, and leaves it out otherwise.
import { allCaseStudies } from './studies';
import { unbasedResultsShown } from '../../../shared/facts/unbased-results';
import type { ShownResult } from '../../../shared/facts/result-claims';
import type { CaseStudySummary } from '../industries/schema';

interface WithCaseStudy {
  caseStudy: CaseStudySummary;
  caseStudyId?: string;
}

/** The box's basis: its own, else the linked case study's. */
export const caseStudyBasis = ({ caseStudy, caseStudyId }: WithCaseStudy): string | undefined =>
  caseStudy.basis ??
  allCaseStudies.find((study) => `case-study:${study.slug}` === caseStudyId)?.basis;

/**
 * The content as the page shows it: the box with its basis, the box marked, or no box. Plain JSON
 * (no key holds undefined), since the prerender embeds it in the page.
 */
export function withShownCaseStudy<T extends WithCaseStudy>(
  content: T,
): Omit<T, 'caseStudy'> & { caseStudy?: ShownResult<CaseStudySummary> } {
  const { caseStudy, ...rest } = content;
  const basis = caseStudyBasis(content);
  if (basis) return { ...rest, caseStudy: { ...caseStudy, basis } };
  return unbasedResultsShown ? { ...rest, caseStudy: { ...caseStudy, marked: true } } : rest;
}
