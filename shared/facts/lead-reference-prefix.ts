// The letters every lead reference starts with (RM-2026-7KQ4MZ): the facts' `referencePrefix`, or
// else the brand name's initials, so another agency's leads never carry the sample agency's letters.
import type { BusinessFacts } from './facts-schema';

/** 'RM' when declared; else 'Kovai Growth Studio' → 'KGS', one word 'Nagvista' → 'NA'. */
export function leadReferencePrefix({
  brand,
  referencePrefix,
}: Pick<BusinessFacts, 'brand' | 'referencePrefix'>): string {
  if (referencePrefix) return referencePrefix;
  const words = brand.name.toUpperCase().match(/[A-Z]+/g) ?? [];
  if (words.length === 0) return 'LEAD';
  if (words.length === 1) return words[0]!.slice(0, 2).padEnd(2, 'X');
  return words
    .slice(0, 4)
    .map((word) => word[0])
    .join('');
}
