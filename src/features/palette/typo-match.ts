// Approximate matching for the palette: a fuzzy match (the query word's letters in order from the
// start of a word, within one keyword or the title) and one-typo matches (a wrong, missing, extra
// or swapped letter) of query words against the word index's vocabulary.
import { MATCH_TIER_SCORES as TIER, TYPO_MIN_WORD_LENGTH } from './palette-constants';
import type { QueryWord } from './query-words';
import {
  atMostOneBit,
  CATEGORY,
  isBoundary,
  KEYWORDS,
  W_CATEGORY,
  W_KEYWORDS,
  W_TITLE,
  type Vocabulary,
} from './word-index';

/** How much a fuzzy match starting FUZZY_POSITION_RANGE or more characters in loses. */
const FUZZY_POSITION_PENALTY = 0.2;
const FUZZY_POSITION_RANGE = 40;
/** A fuzzy match's letters must lie within this many times their count ("mktg" in "marketing"). */
const FUZZY_MAX_SPREAD = 2.5;
/** Word starts tried per field: enough to pass an early loose match for a later tight one. */
const FUZZY_MAX_ATTEMPTS = 6;
const FUZZY_MAX = TIER.fuzzyMax;
const TYPO = TIER.typo;
const TYPO_PREFIX = TIER.typoPrefix;
const MIN_TYPO_LENGTH = TYPO_MIN_WORD_LENGTH;

// Typo codes, by field (category, keywords, title) and, within one, start of a word before whole
// word: their scores rise with the code, so the larger code is always the better match.
export const TYPO_SCORE_OF_CODE = [
  0,
  TYPO_PREFIX * W_CATEGORY,
  TYPO * W_CATEGORY,
  TYPO_PREFIX * W_KEYWORDS,
  TYPO * W_KEYWORDS,
  TYPO_PREFIX * W_TITLE,
  TYPO * W_TITLE,
];

/** The typo code of a match of `kind` in the heaviest of title, keywords, category in `place`. */
function typoCode(whole: boolean, place: number): number {
  const rank =
    place & 7 ? 5 : (place >> (3 * KEYWORDS)) & 7 ? 3 : (place >> (3 * CATEGORY)) & 7 ? 1 : 0;
  return rank && rank + (whole ? 1 : 0);
}

/**
 * The best one-typo match of the word in every entry: each vocabulary word is compared once, and a
 * match counts in every entry where that word stands in the title, keywords or category.
 */
export function findTypos(vocabulary: Vocabulary, word: QueryWord, typos: Uint8Array): void {
  typos.fill(0);
  const text = word.text;
  if (text.length < MIN_TYPO_LENGTH) return;
  const { words, masks } = vocabulary;
  for (let id = 0; id < words.length; id++) {
    const candidate = words[id]!;
    // One edit brings in at most one letter the candidate lacks: a cheap test before the real one.
    if (candidate.length < text.length - 1 || !atMostOneBit(word.mask & ~masks[id]!)) continue;
    const kind = typoMatch(text, candidate);
    if (!kind) continue;
    const entries = vocabulary.entries[id]!;
    const places = vocabulary.places[id]!;
    for (let i = 0; i < entries.length; i++) {
      const code = typoCode(kind === 'whole', places[i]!);
      if (code > typos[entries[i]!]!) typos[entries[i]!] = code;
    }
  }
}

// Where the last successful fuzzyScore matched, read right after the call when highlighting. Module
// state rather than a returned object keeps the hot loop free of allocations.
let fuzzyStart = -1;
let fuzzyEnd = -1;

/**
 * Score of the best ordered match of the letters in `field`: starting at the start of a word
 * (people type from the front of what they mean), taking each next letter as early as possible,
 * and staying within one '|'-separated keyword or title. Spans wider than FUZZY_MAX_SPREAD times
 * the word are coincidences, not matches. 0 when there is none.
 */
export function fuzzyScore(field: string, letters: readonly string[]): number {
  const length = letters.length;
  const maxEnd = Math.floor(length * FUZZY_MAX_SPREAD) - 1; // last offset a letter may sit at
  let best = 0;
  let tried = 0;
  for (
    let start = field.indexOf(letters[0]!);
    start >= 0 && tried < FUZZY_MAX_ATTEMPTS;
    start = field.indexOf(letters[0]!, start + 1)
  ) {
    if (!isBoundary(field.charCodeAt(start - 1))) continue;
    tried++;
    const segmentEnd = field.indexOf('|', start);
    const limit = Math.min(start + maxEnd, segmentEnd);
    let at = start;
    for (let k = 1; k < length && at >= 0 && at <= limit; k++) {
      at = field.indexOf(letters[k]!, at + 1);
    }
    if (at < 0) break; // a letter missing from the rest of the field: no later start can do better
    if (at > limit) continue;
    // Measured in characters, not as a share of the field, so a long title gains nothing.
    const offset = Math.min(start - field.lastIndexOf('|', start) - 1, FUZZY_POSITION_RANGE);
    const position = offset / FUZZY_POSITION_RANGE;
    const score = FUZZY_MAX * (length / (at - start + 1)) * (1 - FUZZY_POSITION_PENALTY * position);
    if (score > best) {
      best = score;
      fuzzyStart = start;
      fuzzyEnd = at;
    }
  }
  return best;
}

/** Whether w[wi..] equals u[ui..], to the end of u when `whole`, or as a prefix of u[ui..]. */
function restMatches(w: string, wi: number, u: string, ui: number, whole: boolean): boolean {
  const rest = w.length - wi;
  if (whole ? u.length - ui !== rest : u.length - ui < rest) return false;
  for (let k = 0; k < rest; k++) if (w.charCodeAt(wi + k) !== u.charCodeAt(ui + k)) return false;
  return true;
}

/** Whether one edit at index i (the first difference) makes w equal u, or the start of u. */
function oneEditAt(w: string, u: string, i: number, swapped: boolean, whole: boolean): boolean {
  return (
    restMatches(w, i + 1, u, i + 1, whole) || // wrong letter
    restMatches(w, i, u, i + 1, whole) || // missing letter
    restMatches(w, i + 1, u, i, whole) || // extra letter
    (swapped && restMatches(w, i + 2, u, i + 2, whole)) // swapped letters
  );
}

/**
 * One-typo match of query word `w` against field word `u`: 'whole' when w is one edit from u,
 * 'prefix' when it is one edit from the start of u, undefined otherwise (or when w simply occurs).
 */
export function typoMatch(w: string, u: string): 'whole' | 'prefix' | undefined {
  let i = 0;
  while (i < w.length && i < u.length && w.charCodeAt(i) === u.charCodeAt(i)) i++;
  if (i === w.length) return undefined; // w is u or the start of u: a substring match, not a typo.
  const swapped =
    w.charCodeAt(i) === u.charCodeAt(i + 1) && w.charCodeAt(i + 1) === u.charCodeAt(i);
  if (oneEditAt(w, u, i, swapped, true)) return 'whole';
  if (oneEditAt(w, u, i, swapped, false)) return 'prefix';
  return undefined;
}

/** Where the last fuzzyScore that found a match matched: [start, end] in the field. */
export const lastFuzzySpan = (): [start: number, end: number] => [fuzzyStart, fuzzyEnd];
