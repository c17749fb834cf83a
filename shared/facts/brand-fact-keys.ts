// Which business facts make the brand part (brand-facts.ts): who the agency is, how to reach it and
// how fast it answers, and its public address: the few facts every page needs, so only they travel
// in the entry chunk.
import type { BusinessFacts } from './facts-schema';

export const BRAND_FACT_KEYS = [
  'brand',
  'siteUrl',
  'foundingYear',
  'office',
  'contact',
  'response',
] as const;

export type BrandFacts = Pick<BusinessFacts, (typeof BRAND_FACT_KEYS)[number]>;

/** The brand part of `facts`, in the order of BRAND_FACT_KEYS. */
export function pickBrandFacts(facts: BusinessFacts): BrandFacts {
  return Object.fromEntries(BRAND_FACT_KEYS.map((key) => [key, facts[key]])) as BrandFacts;
}
