// Text measures shared by the content tests: the prose of a content object, its word count, its
// normalised sentences, and how many sentences two pages share.

/** Keys whose values are registry ids, not prose. */
const ID_KEYS = new Set(['serviceIds', 'nearby', 'pageId', 'caseStudyId']);

/** Every prose string in a content object, in document order. */
export function proseOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      ID_KEYS.has(key) ? [] : proseOf(inner),
    );
  }
  return [];
}

/** Every registry id a content object refers to. */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => {
      if (!ID_KEYS.has(key)) return idsOf(inner);
      return Array.isArray(inner) ? inner.map(String) : [String(inner)];
    });
  }
  return [];
}

export const wordCount = (value: unknown): number =>
  proseOf(value).reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's sentences, lower-cased, with the given names taken out (so a paragraph with only the
 * city swapped still counts as the same sentence) and punctuation dropped. Fragments under five
 * words, such as KPI names, are not sentences.
 */
export function sentencesOf(value: unknown, names: string[] = []): Set<string> {
  const namePattern = names.length
    ? new RegExp(
        `\\b(${[...names]
          .sort((a, b) => b.length - a.length)
          .map(escape)
          .join('|')})\\b`,
        'g',
      )
    : null;
  const result = new Set<string>();
  for (const text of proseOf(value)) {
    for (const raw of text.split(/(?<=[.!?])\s+/)) {
      let sentence = raw.toLowerCase();
      if (namePattern) sentence = sentence.replace(namePattern, ' ');
      sentence = sentence
        .replace(/[^a-z0-9₹%\s]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (sentence.split(' ').length >= 5) result.add(sentence);
    }
  }
  return result;
}

/** Shared sentences as a share of the smaller page's sentences (0 to 1). */
export function sentenceOverlap(a: Set<string>, b: Set<string>): number {
  const smaller = Math.min(a.size, b.size);
  if (smaller === 0) return 0;
  let shared = 0;
  for (const sentence of a) if (b.has(sentence)) shared += 1;
  return shared / smaller;
}

/** Words that must never reach a visitor. */
export const PLACEHOLDER = /\b(lorem|ipsum|coming soon|todo|tbd)\b/i;
