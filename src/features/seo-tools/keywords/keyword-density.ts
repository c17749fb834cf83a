// Word count and keyword density of a page's visible text: the most used single words and
// two-word phrases once English stop words are left out.
import { STOP_WORDS } from './stop-words';

export interface KeywordStat {
  phrase: string;
  count: number;
  /** Share of the page's words this phrase accounts for, in percent (count × words ÷ total). */
  density: number;
}

export interface KeywordSummary {
  wordCount: number;
  unigrams: KeywordStat[];
  bigrams: KeywordStat[];
}

/** Letters (any script, with combining marks for Hindi and Tamil), digits, and inner ' or -. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
/** Punctuation that ends a phrase: a pair of words across it is not a two-word keyword. */
const PHRASE_BREAK = /[\n.!?;:,|()[\]{}"“”/•·–—]+/;
export const TOP_KEYWORDS = 10;

/** Lower-cased, with a possessive 's dropped ("reachmark's" counts as "reachmark"). */
function normalise(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, '');
}

function isKeyword(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word);
}

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

function top(counts: Map<string, number>, size: number, total: number, min: number): KeywordStat[] {
  return [...counts]
    .filter(([, count]) => count >= min)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_KEYWORDS)
    .map(([phrase, count]) => ({
      phrase,
      count,
      density: total === 0 ? 0 : Math.round(((count * size) / total) * 1000) / 10,
    }));
}

/** Word count plus the top single words and (repeated) two-word phrases of `text`. */
export function summariseKeywords(text: string): KeywordSummary {
  const unigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  let wordCount = 0;
  for (const phrase of text.split(PHRASE_BREAK)) {
    const words = (phrase.match(WORD) ?? []).map(normalise);
    wordCount += words.length;
    words.forEach((word, index) => {
      if (!isKeyword(word)) return;
      unigrams.set(word, (unigrams.get(word) ?? 0) + 1);
      const next = words[index + 1];
      if (next !== undefined && isKeyword(next)) {
        const pair = `${word} ${next}`;
        bigrams.set(pair, (bigrams.get(pair) ?? 0) + 1);
      }
    });
  }
  return {
    wordCount,
    unigrams: top(unigrams, 1, wordCount, 1),
    bigrams: top(bigrams, 2, wordCount, 2),
  };
}
