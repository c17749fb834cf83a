// The SEO analyzer: one page's HTML (and how the server answered, when fetched) in, a scored
// checklist out. Pure and DOM-free, so it runs the same on the main thread, in the tools' Web
// Worker and in Node tests.
import { extractPageFacts } from './page-facts';
import { measurePage, type AnalyzeOptions, type PageMeasures } from './page-measures';
import { checkMeta } from './checks-meta';
import { checkIndexing } from './checks-indexing';
import { checkContent } from './checks-content';
import { checkSocial } from './checks-social';
import { checkStructuredData } from './checks-structured-data';
import { checkLinks } from './checks-links';
import { checkRendering } from './checks-rendering';
import { checkAddress, type AddressFacts } from './checks-address';
import { rateScore, scoreFindings, sortFindings, type ScoreRating } from './page-score';
import type { Finding, FindingStatus } from './findings';

export interface PageReport {
  url: string | undefined;
  /** 0–100, see CHECK_WEIGHTS in page-score.ts. */
  score: number;
  rating: ScoreRating;
  counts: Record<FindingStatus, number>;
  /** Every check, failures first and heaviest first within a status. */
  findings: Finding[];
  measures: PageMeasures;
}

/**
 * `fetched`, when our server fetched the page from an address, adds the checks on how the server
 * answered (robots.txt, X-Robots-Tag, redirects, response time).
 */
export function analyzeHtml(
  html: string,
  options: AnalyzeOptions = {},
  fetched?: AddressFacts,
): PageReport {
  const measures = measurePage(extractPageFacts(typeof html === 'string' ? html : ''), options);
  const findings = sortFindings([
    ...checkRendering(measures),
    ...(fetched ? checkAddress(fetched) : []),
    ...checkMeta(measures),
    ...checkIndexing(measures),
    ...checkContent(measures),
    ...checkSocial(measures),
    ...checkStructuredData(measures),
    ...checkLinks(measures),
  ]);
  const counts: Record<FindingStatus, number> = { pass: 0, warn: 0, fail: 0 };
  findings.forEach((item) => (counts[item.status] += 1));
  const score = scoreFindings(findings);
  return { url: options.url, score, rating: rateScore(score), counts, findings, measures };
}
