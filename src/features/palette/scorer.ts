// The command palette's ranking (SPEC.md 5, issue 3): a pure, deterministic scorer over prepared
// entries, fast enough to run on every debounced keystroke without a worker.
//
// Semantics
// - Text. Title, keywords, description, category and the query are normalised the same way: lower
//   case, accents stripped (NFD, marks removed), apostrophes dropped, every other run of
//   non-letters and non-digits turned into one space. Emoji and punctuation alone match nothing.
//   Queries are cut to MAX_QUERY_CHARS characters and MAX_QUERY_WORDS words. An empty query gives [].
// - One word against one field. The first tier that applies: exact 1 (the field, or one keyword,
//   equals the word), prefix 0.95, word prefix 0.9 (a later word of the field starts with it),
//   substring 0.75. Failing those, in title, keywords and category only (descriptions are prose, in
//   which almost any short query is a scattered subsequence): the better of a fuzzy match, the
//   word's letters in order within one keyword or the title, scored 0.8 x (letters / span) x (1 -
//   0.2 x start / length) so closer and earlier matches score higher; and a one-typo match for
//   words of 4+ letters (one wrong, missing, extra or swapped letter) against a whole word, 0.7, or
//   the start of a word, 0.65.
// - Weights. A field's tier score is multiplied by its weight divided by the largest weight (title
//   2 -> 1, keywords 1.5 -> 0.75, description 0.8 -> 0.4, category 0.5 -> 0.25), so every score
//   stays in [0, 1] and is directly comparable to the 0.15 threshold. An entry keeps its best field.
// - Several words. Every word (minus stop words such as 'in' and 'for', unless the query has
//   nothing else) must match somewhere, in any order, or the entry is dropped. The entry scores
//   the better of: the geometric mean of its words' best weighted scores x 0.9 (words spread across
//   fields count a little less than one phrase, and one weak word pulls the entry down more than
//   an arithmetic mean would let it); and, per field, the whole query as one phrase (exact,
//   prefix, word prefix, substring) or, failing that, whole word 0.85 when every word is a whole
//   word of that field. So "mumbai seo" finds "SEO Services in Mumbai" at 0.85.
// - Ranking. Entries below 0.15 are dropped. The popularity pass then adds POPULAR_BONUS (0.05) to
//   popular entries and lets them win ties within POPULAR_TIE_WINDOW (0.05) of the result: both are
//   applied by adding their sum (0.1) to the score, capped at 1, which keeps the order one plain
//   descending sort by the score reported. So a popular entry wins against another whose match
//   score is within 0.05, and also within 0.1 once the popularity pass is counted. Equal scores
//   go to the popular entry, then the better match, then the earlier entry in the input.
// - An optional category filter restricts results; at most 50 are returned.
import type { Category } from '../../content/page-entry';
import {
  FIELD_WEIGHTS,
  MATCH_TIER_SCORES as TIER,
  PALETTE_MIN_SCORE,
  PALETTE_RESULT_LIMIT,
  POPULAR_BONUS,
  POPULAR_TIE_WINDOW,
  TYPO_MIN_WORD_LENGTH,
} from './palette-constants';
import type { PaletteEntry, SearchResult, TextRange } from './palette-entry';

/** Longer queries are cut: nobody types more into a palette, and it bounds the work per keystroke. */
export const MAX_QUERY_CHARS = 120;
/** Words beyond this many are ignored, for the same reason. */
export const MAX_QUERY_WORDS = 8;
/** Words spread over several fields count this much of their mean (one phrase counts in full). */
const SPREAD_WORDS_FACTOR = 0.9;
/** How much a fuzzy match at the very end of a field loses against one at its start. */
const FUZZY_POSITION_PENALTY = 0.2;
/** A fuzzy match's letters must lie within this many times their count ("mktg" in "marketing"). */
const FUZZY_MAX_SPREAD = 2.5;
/** Candidate spans tried per field: enough to skip an early loose match for a later tight one. */
const FUZZY_MAX_ATTEMPTS = 4;
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

const MAX_WEIGHT = Math.max(...Object.values(FIELD_WEIGHTS));
const W_TITLE = FIELD_WEIGHTS.title / MAX_WEIGHT;
const W_KEYWORDS = FIELD_WEIGHTS.keywords / MAX_WEIGHT;
const W_DESCRIPTION = FIELD_WEIGHTS.description / MAX_WEIGHT;
const W_CATEGORY = FIELD_WEIGHTS.category / MAX_WEIGHT;
const POPULAR_UPLIFT = POPULAR_BONUS + POPULAR_TIE_WINDOW;
// Plain locals: the hot loop reads these millions of times, cheaper than object properties.
const EXACT = TIER.exact;
const PREFIX = TIER.prefix;
const WORD_PREFIX = TIER.wordPrefix;
const WHOLE_WORD = TIER.wholeWord;
const SUBSTRING = TIER.substring;
const FUZZY_MAX = TIER.fuzzyMax;
const TYPO = TIER.typo;
const TYPO_PREFIX = TIER.typoPrefix;
const MIN_TYPO_LENGTH = TYPO_MIN_WORD_LENGTH;

// Prepared fields are wrapped and separated by '|', which normalised text never contains, so one
// indexOf plus a look at the neighbouring characters tells exact, prefix, word prefix and substring.
const PIPE = 124;
const SPACE = 32;

const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['‘’`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Lower case, no accents, no punctuation, single spaces: the form every comparison uses. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/ς/g, 'σ') // final sigma, so lower-casing one letter or a whole word agrees
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

interface TypoWord {
  word: string;
  weight: number;
}

interface PreparedEntry {
  entry: PaletteEntry;
  order: number;
  popular: boolean;
  title: string;
  keywords: string;
  description: string;
  category: string;
  /** All four fields in one string, to rule out a word with a single search. */
  all: string;
  titleMask: number;
  keywordsMask: number;
  categoryMask: number;
  /** Distinct words of title, keywords and category, for one-typo matching. */
  typoWords: TypoWord[];
  /** Letters of title, keywords and category together. */
  mask: number;
  /** The title normalised with a map back to the original, built the first time it is highlighted. */
  titleMap?: TitleMap;
}

/** Entries normalised once; build it with prepareEntries and reuse it for every query. */
export interface PaletteIndex {
  readonly prepared: readonly PreparedEntry[];
}

/** A bit per letter (and per pair of digits) present: a cheap test that a fuzzy match is possible. */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) >> 1));
    else if (code > 127) mask |= 1 << 31;
  }
  return mask;
}

function popcount(value: number): number {
  let v = value >>> 0;
  let count = 0;
  while (v) {
    v &= v - 1;
    count++;
  }
  return count;
}

const wrap = (parts: readonly string[]): string =>
  `|${parts.map(normalizeText).filter(Boolean).join('|')}|`;

function prepareOne(entry: PaletteEntry, order: number): PreparedEntry {
  const title = wrap([entry.title]);
  const keywords = wrap(entry.keywords);
  const description = wrap(entry.description ? [entry.description] : []);
  const category = wrap([entry.category]);
  const weights = new Map<string, number>();
  const collect = (text: string, weight: number) => {
    for (const word of text.split(/[| ]/)) {
      if (word.length >= MIN_TYPO_LENGTH - 1 && (weights.get(word) ?? 0) < weight) {
        weights.set(word, weight);
      }
    }
  };
  collect(title, W_TITLE);
  collect(keywords, W_KEYWORDS);
  collect(category, W_CATEGORY);
  const titleMask = letterMask(title);
  const keywordsMask = letterMask(keywords);
  const categoryMask = letterMask(category);
  return {
    entry,
    order,
    popular: entry.popular === true,
    title,
    keywords,
    description,
    category,
    all: title + keywords + description + category,
    titleMask,
    keywordsMask,
    categoryMask,
    typoWords: [...weights].map(([word, weight]) => ({ word, weight })),
    mask: titleMask | keywordsMask | categoryMask,
  };
}

/** Normalises every entry once so that each query only compares prepared strings. */
export function prepareEntries(entries: readonly PaletteEntry[]): PaletteIndex {
  return { prepared: entries.map(prepareOne) };
}

/** Exact, prefix, word prefix or substring score of `query` in a wrapped field; 0 when absent. */
function substringTier(field: string, query: string): number {
  let at = field.indexOf(query);
  if (at < 0) return 0;
  let best = SUBSTRING;
  while (at >= 0) {
    const before = field.charCodeAt(at - 1);
    if (before === PIPE) {
      if (field.charCodeAt(at + query.length) === PIPE) return EXACT;
      best = PREFIX;
    } else if (before === SPACE && best < WORD_PREFIX) {
      best = WORD_PREFIX;
    }
    at = field.indexOf(query, at + 1);
  }
  return best;
}

const isBoundary = (code: number): boolean => code === SPACE || code === PIPE || Number.isNaN(code);

/** Index of `word` as a whole word of `field`, or -1. */
function wholeWordAt(field: string, word: string): number {
  let at = field.indexOf(word);
  while (at >= 0) {
    if (isBoundary(field.charCodeAt(at - 1)) && isBoundary(field.charCodeAt(at + word.length))) {
      return at;
    }
    at = field.indexOf(word, at + 1);
  }
  return -1;
}

// Where the last successful fuzzyScore matched, read right after the call when highlighting. Module
// state rather than a returned object keeps the hot loop free of allocations.
let fuzzyStart = -1;
let fuzzyEnd = -1;

/**
 * Score of the best ordered match of the letters of `word` within one '|'-separated segment of
 * `field`, or 0. Each candidate is the tightest span ending where a greedy scan completes; the scan
 * restarts after each candidate's first letter so that a later, tighter span can win. Spans wider
 * than FUZZY_MAX_SPREAD times the word are coincidences, not matches.
 */
function fuzzyScore(field: string, word: string): number {
  const length = word.length;
  const first = word.charCodeAt(0);
  let best = 0;
  let from = field.indexOf(String.fromCharCode(first));
  for (let attempt = 0; attempt < FUZZY_MAX_ATTEMPTS && from >= 0; attempt++) {
    let matched = 0;
    let segment = field.lastIndexOf('|', from) + 1;
    let end = -1;
    for (let i = from; i < field.length; i++) {
      const code = field.charCodeAt(i);
      if (code === PIPE) {
        matched = 0;
        segment = i + 1;
      } else if (code === word.charCodeAt(matched) && ++matched === length) {
        end = i;
        break;
      }
    }
    if (end < 0) break;
    // Walk back from the last letter to the latest possible first letter: the tightest span.
    let start = end;
    for (let k = length - 1; ; start--) {
      if (field.charCodeAt(start) === word.charCodeAt(k) && k-- === 0) break;
    }
    const width = end - start + 1;
    if (width <= length * FUZZY_MAX_SPREAD) {
      const segmentEnd = field.indexOf('|', end);
      const position = (start - segment) / Math.max(1, segmentEnd - segment);
      const score = FUZZY_MAX * (length / width) * (1 - FUZZY_POSITION_PENALTY * position);
      if (score > best) {
        best = score;
        fuzzyStart = start;
        fuzzyEnd = end;
      }
    }
    from = field.indexOf(String.fromCharCode(first), start + 1);
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

/** Whether one edit at index i (the first difference) makes w equal u, or the start of u. */
function oneEditAt(w: string, u: string, i: number, swapped: boolean, whole: boolean): boolean {
  return (
    restMatches(w, i + 1, u, i + 1, whole) || // wrong letter
    restMatches(w, i, u, i + 1, whole) || // missing letter
    restMatches(w, i + 1, u, i, whole) || // extra letter
    (swapped && restMatches(w, i + 2, u, i + 2, whole)) // swapped letters
  );
}

interface QueryWord {
  text: string;
  mask: number;
}

interface ParsedQuery {
  phrase: string;
  words: QueryWord[];
}

function parseQuery(query: string): ParsedQuery | undefined {
  const phrase = normalizeText(query.slice(0, MAX_QUERY_CHARS));
  if (!phrase) return undefined;
  const all = [...new Set(phrase.split(' '))].slice(0, MAX_QUERY_WORDS);
  const content = all.filter((word) => !STOP_WORDS.has(word));
  // Longest first: the rarest words fail soonest, so most entries are rejected after one test.
  const words = (content.length ? content : all)
    .sort((a, b) => b.length - a.length)
    .map((text) => ({ text, mask: letterMask(text) }));
  return { phrase: all.join(' '), words };
}

/** Weighted fuzzy score of `word` in one field, or `best` when that cannot be beaten there. */
function fuzzyIn(
  best: number,
  field: string,
  fieldMask: number,
  weight: number,
  word: QueryWord,
): number {
  if (best >= FUZZY_MAX * weight || (word.mask & fieldMask) !== word.mask) return best;
  return Math.max(best, fuzzyScore(field, word.text) * weight);
}

/** Weighted one-typo score of `word` against the entry's words, or `best` when not better. */
function typoIn(best: number, entry: PreparedEntry, word: string): number {
  for (const { word: candidate, weight } of entry.typoWords) {
    const lengthGap = candidate.length - word.length;
    // Within one letter either kind may match; a much longer word can only match at its start.
    if (lengthGap < -1 || best >= (lengthGap > 1 ? TYPO_PREFIX : TYPO) * weight) continue;
    const kind = typoMatch(word, candidate);
    if (kind) best = Math.max(best, (kind === 'whole' ? TYPO : TYPO_PREFIX) * weight);
  }
  return best;
}

/** Best weighted score of one query word in an entry; 0 when it matches nowhere. */
function wordScore(entry: PreparedEntry, word: QueryWord): number {
  const text = word.text;
  let inTitle = 0;
  let inKeywords = 0;
  let inCategory = 0;
  let best = 0;
  // One search over all fields first: most entries do not contain most words at all.
  if (entry.all.indexOf(text) >= 0) {
    inTitle = substringTier(entry.title, text);
    if (inTitle === EXACT) return W_TITLE;
    inKeywords = substringTier(entry.keywords, text);
    inCategory = substringTier(entry.category, text);
    best = Math.max(
      inTitle * W_TITLE,
      inKeywords * W_KEYWORDS,
      substringTier(entry.description, text) * W_DESCRIPTION,
      inCategory * W_CATEGORY,
    );
  }
  if (text.length < 2) return best;
  if (!inTitle) best = fuzzyIn(best, entry.title, entry.titleMask, W_TITLE, word);
  if (!inKeywords) best = fuzzyIn(best, entry.keywords, entry.keywordsMask, W_KEYWORDS, word);
  if (!inCategory) best = fuzzyIn(best, entry.category, entry.categoryMask, W_CATEGORY, word);
  if (
    text.length >= MIN_TYPO_LENGTH &&
    best < TYPO * W_TITLE &&
    popcount(word.mask & ~entry.mask) <= 1 // a typo brings in at most one letter the entry lacks
  ) {
    best = typoIn(best, entry, text);
  }
  return best;
}

/** Whether every word is a whole word of the field. */
function allWholeWords(field: string, words: readonly QueryWord[]): boolean {
  for (const word of words) if (wholeWordAt(field, word.text) < 0) return false;
  return true;
}

/** The phrase tier of the query in one field: one of the substring tiers, else whole words. */
function phraseTier(field: string, query: ParsedQuery): number {
  const tier = substringTier(field, query.phrase);
  if (tier) return tier;
  return allWholeWords(field, query.words) ? WHOLE_WORD : 0;
}

/** The entry's match score for the query, before the popularity pass; 0 when it does not match. */
function matchScore(entry: PreparedEntry, query: ParsedQuery): number {
  const { words, phrase } = query;
  let product = 1;
  for (const word of words) {
    const score = wordScore(entry, word);
    if (score === 0) return 0;
    product *= score;
  }
  if (words.length === 1 && phrase === words[0]!.text) return product;
  // Fields in descending weight: once the score reaches a field's weight, no later field can help.
  let best = product ** (1 / words.length) * SPREAD_WORDS_FACTOR;
  if (best < W_TITLE) best = Math.max(best, phraseTier(entry.title, query) * W_TITLE);
  if (best < W_KEYWORDS) best = Math.max(best, phraseTier(entry.keywords, query) * W_KEYWORDS);
  if (best < W_DESCRIPTION) {
    best = Math.max(best, phraseTier(entry.description, query) * W_DESCRIPTION);
  }
  if (best < W_CATEGORY) best = Math.max(best, phraseTier(entry.category, query) * W_CATEGORY);
  return best;
}

interface TitleMap {
  text: string;
  /** For each character of `text`, where its source starts and ends in the original title. */
  from: number[];
  to: number[];
}

/** Maps positions in the normalised title back to the UTF-16 indices of the original title. */
function normalizeWithMap(title: string): TitleMap {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let pendingSpace = false;
  let index = 0;
  for (const char of title) {
    const code = char.charCodeAt(0);
    const ascii = code < 128;
    // ASCII letters and digits need only lower-casing; everything else takes the full path.
    const piece = ascii
      ? /[a-z0-9]/i.test(char)
        ? char.toLowerCase()
        : ''
      : normalizeText(char);
    if (!piece) {
      // Marks and apostrophes vanish without splitting the word; anything else separates words.
      if (text && !/^[\p{M}'‘’`´]+$/u.test(char)) pendingSpace = true;
    } else {
      if (pendingSpace) {
        text += ' ';
        from.push(index);
        to.push(index);
        pendingSpace = false;
      }
      for (let k = 0; k < piece.length; k++) {
        text += piece[k];
        from.push(index);
        to.push(index + char.length);
      }
    }
    index += char.length;
  }
  return { text, from, to };
}

/** Ranges of the normalised title to highlight for the query. */
function normalisedTitleRanges(
  text: string,
  query: ParsedQuery,
  prepared: PreparedEntry,
): TextRange[] {
  const field = `|${text}|`;
  const ranges: TextRange[] = [];
  const add = (start: number, end: number) => ranges.push([start - 1, end - 1]);
  const phraseAt = field.indexOf(query.phrase);
  if (query.words.length > 1 && phraseAt >= 0) {
    add(phraseAt, phraseAt + query.phrase.length);
    return ranges;
  }
  for (const queryWord of query.words) {
    const word = queryWord.text;
    let at = field.indexOf(word);
    let best = at;
    while (at >= 0 && !isBoundary(field.charCodeAt(at - 1))) at = field.indexOf(word, at + 1);
    if (at >= 0) best = at;
    if (best >= 0) {
      add(best, best + word.length);
      continue;
    }
    // Letters scattered through the title are marked only when the title is where the word matched
    // best; otherwise a keyword carried the match and the scattered letters would mislead.
    const fuzzy = word.length >= 2 ? fuzzyScore(field, word) : 0;
    if (fuzzy > 0 && fuzzy * W_TITLE >= wordScore(prepared, queryWord)) {
      fuzzyScore(field, word); // wordScore may have moved the recorded span to another field
      for (let k = fuzzyStart, w = 0; k <= fuzzyEnd && w < word.length; k++) {
        if (field.charCodeAt(k) === word.charCodeAt(w)) {
          add(k, k + 1);
          w++;
        }
      }
      continue;
    }
    if (word.length < MIN_TYPO_LENGTH) continue;
    let start = 1;
    for (const candidate of text.split(' ')) {
      const kind = typoMatch(word, candidate);
      if (kind) {
        add(start, start + (kind === 'whole' ? candidate.length : word.length));
        break;
      }
      start += candidate.length + 1;
    }
  }
  return ranges;
}

/** The characters of the entry's title that match the query, as sorted, merged [start, end). */
function titleRangesFor(prepared: PreparedEntry, query: ParsedQuery): TextRange[] {
  prepared.titleMap ??= normalizeWithMap(prepared.entry.title);
  const { text, from, to } = prepared.titleMap;
  const mapped = normalisedTitleRanges(text, query, prepared)
    .filter(([start, end]) => end > start && end <= text.length)
    .map(([start, end]): TextRange => [from[start]!, to[end - 1]!])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const range of mapped) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export interface SearchOptions {
  /** Only entries in these categories; an empty or missing list means all. */
  categories?: readonly Category[];
  /** At most this many results (never more than PALETTE_RESULT_LIMIT). */
  limit?: number;
}

const indexCache = new WeakMap<readonly PaletteEntry[], PaletteIndex>();

/** The prepared index of an entry list, built on first use and cached while the list lives. */
function indexFor(source: PaletteIndex | readonly PaletteEntry[]): PaletteIndex {
  if (!isEntryList(source)) return source;
  let index = indexCache.get(source);
  if (!index) {
    index = prepareEntries(source);
    indexCache.set(source, index);
  }
  return index;
}

const isEntryList = (source: PaletteIndex | readonly PaletteEntry[]): source is readonly PaletteEntry[] =>
  Array.isArray(source);

interface Candidate {
  prepared: PreparedEntry;
  match: number;
  score: number;
}

const byRank = (a: Candidate, b: Candidate): number =>
  b.score - a.score ||
  Number(b.prepared.popular) - Number(a.prepared.popular) ||
  b.match - a.match ||
  a.prepared.order - b.prepared.order;

/**
 * Ranks entries against the query (see the header of this file). Pass the index from
 * prepareEntries, or the entry array itself (its index is then built once and cached; do not
 * mutate the array afterwards). Returns at most 50 results, best first.
 */
export function search(
  entries: PaletteIndex | readonly PaletteEntry[],
  query: string,
  options: SearchOptions = {},
): SearchResult[] {
  const parsed = parseQuery(query);
  const requested = options.limit ?? PALETTE_RESULT_LIMIT;
  const limit = Number.isNaN(requested)
    ? PALETTE_RESULT_LIMIT
    : Math.max(0, Math.min(PALETTE_RESULT_LIMIT, Math.floor(requested)));
  if (!parsed || limit === 0) return [];
  const only = options.categories?.length ? new Set<Category>(options.categories) : undefined;
  const candidates: Candidate[] = [];
  for (const prepared of indexFor(entries).prepared) {
    if (only && !only.has(prepared.entry.category)) continue;
    const match = matchScore(prepared, parsed);
    if (match < PALETTE_MIN_SCORE) continue;
    const score = prepared.popular ? Math.min(1, match + POPULAR_UPLIFT) : match;
    candidates.push({ prepared, match, score });
  }
  return candidates
    .sort(byRank)
    .slice(0, limit)
    .map(({ prepared, score }) => ({
      entry: prepared.entry,
      score,
      titleMatches: titleRangesFor(prepared, parsed),
    }));
}
