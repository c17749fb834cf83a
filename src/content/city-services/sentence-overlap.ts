// Turns a city service page's body into normalised sentences and measures how many two pages share,
// for the rule (issue 5) that no two city service pages share more than 30% of their body sentences.
import type { CityServiceContent } from './schema';

/** One city service page reduced to the set of its normalised body sentences. */
export interface PageSentences {
  id: string;
  sentences: Set<string>;
}

export interface OverlapResult {
  a: string;
  b: string;
  shared: number;
  /** Shared sentences divided by the smaller page's sentence count. */
  ratio: number;
}

// Split only where a sentence end is followed by something that can start a sentence, so decimals
// (4.5%) and amounts (₹1.2 lakh) stay whole.
const SENTENCE_BREAK = /(?<=[.!?])["'’”)]?\s+(?=["'‘“(₹]?[\p{Lu}\p{N}])|\n+/u;

/** Lowercases a sentence and drops punctuation and symbols, so only its words are compared. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Splits text into normalised sentences, dropping any that are empty after normalising. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map(normaliseSentence)
    .filter((sentence) => sentence.length > 0);
}

/** Every string inside a value, depth first: the text of a service block, whatever its shape. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object')
    return Object.values(value).flatMap(collectStrings);
  return [];
}

/** The body sentences of one page: the city's economy paragraph plus every string of its block. */
export function pageSentences(economy: string, block: CityServiceContent): Set<string> {
  return new Set([economy, ...collectStrings(block)].flatMap(splitSentences));
}

/** How many sentences two pages share, relative to the shorter page. */
export function sentenceOverlap(a: PageSentences, b: PageSentences): OverlapResult {
  let shared = 0;
  for (const sentence of a.sentences) if (b.sentences.has(sentence)) shared += 1;
  const smaller = Math.min(a.sentences.size, b.sentences.size);
  return { a: a.id, b: b.id, shared, ratio: smaller === 0 ? 0 : shared / smaller };
}

/** The overlap of every pair of pages, highest ratio first. */
export function pairwiseOverlaps(pages: PageSentences[]): OverlapResult[] {
  const results: OverlapResult[] = [];
  pages.forEach((page, index) => {
    for (const other of pages.slice(index + 1)) results.push(sentenceOverlap(page, other));
  });
  return results.sort((x, y) => y.ratio - x.ratio);
}
