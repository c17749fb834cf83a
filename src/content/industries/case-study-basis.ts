// The basis of an industry page's case-study box (shared/facts/result-claims.ts): its own, or that
// of the published case study it summarises and links to. The page shows the box, marked as sample
// data, while results without a basis are shown, and leaves it out otherwise.
import { allCaseStudies } from '../case-studies/studies';
import { unbasedResultsShown } from '../../../shared/facts/unbased-results';
import type { ShownResult } from '../../../shared/facts/result-claims';
import type { CaseStudySummary } from './schema';

interface WithCaseStudy {
  caseStudy: CaseStudySummary;
  caseStudyId?: string;
}

/** The box's basis: its own, else the linked case study's. */
export const caseStudyBasis = ({ caseStudy, caseStudyId }: WithCaseStudy): string | undefined =>
  caseStudy.basis ??
  allCaseStudies.find((study) => `case-study:${study.slug}` === caseStudyId)?.basis;

/** The content as the page shows it: the box with its basis, marked, or left out. */
export function withShownCaseStudy<T extends WithCaseStudy>(
  content: T,
): Omit<T, 'caseStudy'> & { caseStudy?: ShownResult<CaseStudySummary> } {
  const basis = caseStudyBasis(content);
  return {
    ...content,
    caseStudy:
      basis || unbasedResultsShown
        ? { ...content.caseStudy, basis, marked: !basis || undefined }
        : undefined,
  };
}
