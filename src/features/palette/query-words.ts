// A query as the palette scores it: normalised, cut to size, split into words (stop words dropped
// unless nothing else is left, longest first), and the best weighted score of one word in one entry
// from its tier codes, fuzzy and typo matches (see scorer.ts for the semantics).
import { MATCH_TIER_SCORES as TIER } from './palette-constants';
import { normalizeText } from './normalize-text';
import { ENGLISH_OF, FILLER_WORDS } from './search-synonyms';
import { fuzzyScore } from './typo-match';
import {
  CATEGORY,
  DESCRIPTION,
  KEYWORDS,
  letterMask,
  needle,
  TIER_OF_CODE,
  TITLE,
  W_CATEGORY,
  W_KEYWORDS,
  W_TITLE,
  WEIGHTS,
  type Needle,
  type PreparedEntry,
} from './word-index';

/** Longer queries are cut: nobody types more into a palette, and it bounds the work per keystroke. */
export const MAX_QUERY_CHARS = 120;
/** Words beyond this many are ignored, for the same reason (and each word gets one bit of a byte). */
export const MAX_QUERY_WORDS = 8;
const STOP_WORDS = new Set([
  ...'a an and at by for in of on or the to'.split(' '),
  ...FILLER_WORDS,
]);
const FUZZY_MAX = TIER.fuzzyMax;

export interface QueryWord extends Needle {
  mask: number;
  /** The bit of the word's first letter, which a fuzzy match must find at a word start. */
  firstMask: number;
  /** The word's characters, one string each, for the fuzzy scan. */
  letters: string[];
  /** The English word of the pages for an everyday or Hindi word (search-synonyms.ts), also matched. */
  english?: Needle;
}

export interface ParsedQuery {
  phrase: Needle;
  words: QueryWord[];
}

export function parseQuery(query: string): ParsedQuery | undefined {
  const phrase = normalizeText(query.slice(0, MAX_QUERY_CHARS));
  if (!phrase) return undefined;
  const all = [...new Set(phrase.split(' '))].slice(0, MAX_QUERY_WORDS);
  const content = all.filter((word) => !STOP_WORDS.has(word));
  // Longest first: the rarest words fail soonest, so most entries are rejected after one test.
  const words = (content.length ? content : all)
    .sort((a, b) => b.length - a.length)
    .map((text) => {
      const english = ENGLISH_OF.get(text);
      return {
        ...needle(text),
        mask: letterMask(text),
        firstMask: letterMask(text[0]!),
        letters: [...text],
        ...(english && { english: needle(english) }),
      };
    });
  return { phrase: needle(all.join(' ')), words };
}

/** Weighted fuzzy score of the word in one field, or `best` when that cannot be beaten there. */
function fuzzyIn(best: number, entry: PreparedEntry, field: number, word: QueryWord): number {
  const weight = WEIGHTS[field]!;
  const fieldIndex = field === CATEGORY ? 2 : field;
  if (
    best >= FUZZY_MAX * weight ||
    (word.mask & entry.masks[fieldIndex]!) !== word.mask ||
    (word.firstMask & entry.startMasks[fieldIndex]!) === 0
  ) {
    return best;
  }
  return Math.max(best, fuzzyScore(entry.fields[field]!, word.letters) * weight);
}

/**
 * Best weighted score of one query word in an entry, 0 when it matches nowhere, from the word's
 * tier codes in the four fields (codes[at] to codes[at + 3]) and its typo score.
 */
export function wordScore(
  entry: PreparedEntry,
  word: QueryWord,
  codes: Uint8Array,
  at: number,
  typo: number,
): number {
  const inTitle = codes[at + TITLE]!;
  const inKeywords = codes[at + KEYWORDS]!;
  const inCategory = codes[at + CATEGORY]!;
  let best = Math.max(
    TIER_OF_CODE[inTitle]! * W_TITLE,
    TIER_OF_CODE[inKeywords]! * W_KEYWORDS,
    TIER_OF_CODE[codes[at + DESCRIPTION]!]! * WEIGHTS[DESCRIPTION]!,
    TIER_OF_CODE[inCategory]! * W_CATEGORY,
  );
  if (word.text.length < 2) return best;
  // Fuzzy matching only where no substring matched: the tiers are tried in order. A typo scores
  // below any substring in the same field, so taking the larger is the same as trying it last.
  if (!inTitle) best = fuzzyIn(best, entry, TITLE, word);
  if (!inKeywords) best = fuzzyIn(best, entry, KEYWORDS, word);
  if (!inCategory) best = fuzzyIn(best, entry, CATEGORY, word);
  return Math.max(best, typo);
}
