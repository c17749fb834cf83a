// The analyzer's 0–100 score: a weighted share of passed checks, where a warning earns half.
import type {
  ConditionalCheckId,
  Finding,
  FindingId,
  FindingStatus,
  PageCheckId,
} from './findings';

/**
 * Weight of each check, summing to 100, so a weight reads as "points this check is worth".
 * Heaviest are the things that decide whether and how a page appears in Google at all (title,
 * robots, description, h1, mobile viewport); lightest are the share-preview niceties.
 */
export const CHECK_WEIGHTS: Record<PageCheckId, number> = {
  title: 15,
  'meta-description': 10,
  robots: 10,
  h1: 8,
  viewport: 8,
  canonical: 7,
  'image-alt': 7,
  'word-count': 7,
  'json-ld': 6,
  'heading-order': 4,
  'open-graph': 4,
  lang: 4,
  'internal-links': 4,
  'twitter-card': 2,
  'nofollow-links': 2,
  'keyword-density': 2,
};

/**
 * Weight of the checks a page gets only when they apply, on the same scale: a page blocked by
 * robots.txt or a noindex header, or drawn by JavaScript, is as lost to search as one with a
 * noindex meta tag.
 */
export const CONDITIONAL_CHECK_WEIGHTS: Record<ConditionalCheckId, number> = {
  rendering: 10,
  'robots-txt': 10,
  'robots-header': 10,
  'server-response': 4,
  redirects: 3,
};

const weightOf = (id: FindingId): number =>
  id in CHECK_WEIGHTS
    ? CHECK_WEIGHTS[id as PageCheckId]
    : CONDITIONAL_CHECK_WEIGHTS[id as ConditionalCheckId];

/** Share of a check's weight each status earns. */
export const STATUS_CREDIT: Record<FindingStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

const SEVERITY: Record<FindingStatus, number> = { fail: 0, warn: 1, pass: 2 };

export type ScoreRating = 'good' | 'fair' | 'poor';

/** Score bands for the UI: 80 and above is good, 50 to 79 fair, below 50 poor. */
export const SCORE_BANDS = { good: 80, fair: 50 } as const;

export function scoreFindings(findings: Finding[]): number {
  let earned = 0;
  let possible = 0;
  for (const item of findings) {
    const weight = weightOf(item.id);
    earned += weight * STATUS_CREDIT[item.status];
    possible += weight;
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100);
}

export function rateScore(score: number): ScoreRating {
  if (score >= SCORE_BANDS.good) return 'good';
  return score >= SCORE_BANDS.fair ? 'fair' : 'poor';
}

/** Failures first, then warnings, then passes; within each, the heaviest check first: what to fix first. */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => SEVERITY[a.status] - SEVERITY[b.status] || weightOf(b.id) - weightOf(a.id),
  );
}
