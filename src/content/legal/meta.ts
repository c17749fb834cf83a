// Dates shown on the legal pages, in ISO form (YYYY-MM-DD). Change them whenever a policy's text
// changes, so visitors can see which version applies.

/** The day both policies were last revised. */
export const LEGAL_LAST_UPDATED = '2026-11-01';

/** When each policy, as currently worded, took effect. */
export const legalEffectiveDates = {
  'privacy-policy': '2026-11-01',
  'terms-of-service': '2026-11-01',
} as const;

export type LegalPageId = keyof typeof legalEffectiveDates;
