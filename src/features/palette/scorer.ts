// The command palette's ranking (SPEC.md 5, issue 3): a pure, deterministic scorer over entries
// prepared once, fast enough to run on every debounced keystroke without a worker.
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
//   word's letters in order from the start of a word within one keyword or the title, spread over
//   at most 2.5 times their number, scored 0.8 x (letters / span) x (1 - 0.2 x min(start, 40) / 40)
//   with start in characters, so closer and earlier matches score higher; and a one-typo match for
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
//
// Speed. prepareEntries normalises every field once and builds a vocabulary: each distinct word of
// every field with the entries (and the positions) it occurs in. A query word has no spaces, so it
// occurs in a field exactly when it occurs in one of the field's words: one search through the
// vocabulary gives the exact, prefix, word-prefix and substring tiers of every entry at once, and
// typos are looked for once per vocabulary word. Per entry there remain array reads and, only where
// letter masks allow a match, the fuzzy scan of title and keywords.
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
import { normalizeText } from './normalize-text';

const VANISHING = /^[\p{M}'‘’`´]+$/u;

/** Longer queries are cut: nobody types more into a palette, and it bounds the work per keystroke. */
export const MAX_QUERY_CHARS = 120;
/** Words beyond this many are ignored, for the same reason (and each word gets one bit of a byte). */
export const MAX_QUERY_WORDS = 8;
/** Words spread over several fields count this much of their mean (one phrase counts in full). */
const SPREAD_WORDS_FACTOR = 0.9;
/** How much a fuzzy match starting FUZZY_POSITION_RANGE or more characters in loses. */
const FUZZY_POSITION_PENALTY = 0.2;
const FUZZY_POSITION_RANGE = 40;
/** A fuzzy match's letters must lie within this many times their count ("mktg" in "marketing"). */
const FUZZY_MAX_SPREAD = 2.5;
/** Word starts tried per field: enough to pass an early loose match for a later tight one. */
const FUZZY_MAX_ATTEMPTS = 6;
const STOP_WORDS = new Set('a an and at by for in of on or the to'.split(' '));

// Fields by number, heaviest first; weights are divided by the largest so scores stay in [0, 1].
const TITLE = 0;
const KEYWORDS = 1;
const DESCRIPTION = 2;
const CATEGORY = 3;
const FIELD_COUNT = 4;
const MAX_WEIGHT = Math.max(...Object.values(FIELD_WEIGHTS));
const WEIGHTS = [
  FIELD_WEIGHTS.title / MAX_WEIGHT,
  FIELD_WEIGHTS.keywords / MAX_WEIGHT,
  FIELD_WEIGHTS.description / MAX_WEIGHT,
  FIELD_WEIGHTS.category / MAX_WEIGHT,
];
const W_TITLE = WEIGHTS[TITLE]!;
const W_KEYWORDS = WEIGHTS[KEYWORDS]!;
const W_CATEGORY = WEIGHTS[CATEGORY]!;
const POPULAR_UPLIFT = POPULAR_BONUS + POPULAR_TIE_WINDOW;
// Plain locals: the hot loop reads these for every entry, cheaper than object properties.
const FUZZY_MAX = TIER.fuzzyMax;
const TYPO = TIER.typo;
const TYPO_PREFIX = TIER.typoPrefix;
const WHOLE_WORD = TIER.wholeWord;
const MIN_TYPO_LENGTH = TYPO_MIN_WORD_LENGTH;

/** Tier codes stored per entry and field (a byte each): their scores, by code. */
const NONE = 0;
const IN_WORD = 1;
const WORD_START = 2;
const FIELD_START = 3;
const WHOLE_FIELD = 4;
const TIER_OF_CODE = [0, TIER.substring, TIER.wordPrefix, TIER.prefix, TIER.exact];

// Prepared fields are wrapped and separated by '|', which normalised text never contains, so a
// search for '|word|', '|word' or ' word' tells exact, prefix and word prefix apart.
const PIPE = 124;
const SPACE = 32;

/** A bit per letter (and per pair of digits) present: a cheap test that a match is possible. */
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

/** The letters that start a word in a wrapped field: a fuzzy match must begin with one of them. */
function wordStartMask(field: string): number {
  let mask = 0;
  for (let i = 1; i < field.length; i++) {
    const before = field.charCodeAt(i - 1);
    if (before === PIPE || before === SPACE) mask |= letterMask(field[i]!);
  }
  return mask;
}

/** Whether at most one bit of the mask is set. */
const atMostOneBit = (mask: number): boolean => (mask & (mask - 1)) === 0;

const isBoundary = (code: number): boolean => code === SPACE || code === PIPE || Number.isNaN(code);

interface TitleMap {
  text: string;
  /** For each character of `text`, where its source starts and ends in the original title. */
  from: number[];
  to: number[];
}

interface PreparedEntry {
  entry: PaletteEntry;
  order: number;
  popular: boolean;
  /** The four fields, normalised and wrapped: '|title|', '|keyword|keyword|', ... */
  fields: string[];
  /** All four fields in one string, to rule out a phrase with a single search. */
  all: string;
  /** Letters present in title, keywords and category, for the fuzzy test. */
  masks: [number, number, number];
  /** Letters starting a word in title, keywords and category. */
  startMasks: [number, number, number];
  /** The title normalised with a map back to the original, built the first time it is highlighted. */
  titleMap: TitleMap | undefined;
}

// Where a vocabulary word occurs in one field of one entry (3 bits per field in a posting).
const AT_FIELD_START = 1; // first word of the field or of a keyword
const AS_WHOLE_FIELD = 2; // the whole field or a whole keyword
const AFTER_FIELD_START = 4; // a later word

/**
 * Every distinct word of every field, once, with the entries it occurs in and where: the index a
 * query word is looked up in, instead of being searched for in every entry.
 */
interface Vocabulary {
  words: string[];
  /** Letters of each word, to rule typos out cheaply. */
  masks: Int32Array;
  /** The words, each preceded by a newline (which normalised text never contains). */
  text: string;
  /** Where each word starts in `text`, ascending, plus one item marking the end. */
  starts: Int32Array;
  /** For each word, the entries it occurs in, and the matching position bits for each field. */
  entries: Int32Array[];
  places: Uint16Array[];
}

/** Entries normalised once; build it with prepareEntries and reuse it for every query. */
export interface PaletteIndex {
  readonly prepared: readonly PreparedEntry[];
  readonly vocabulary: Vocabulary;
  /** Letters of each entry's title, keywords and category, side by side for a fast first test. */
  readonly masks: Int32Array;
  /** Buffers for each query word's hits, reused by every search (search runs synchronously). */
  readonly scratch: WordHits[];
}

const wrap = (parts: readonly string[]): string =>
  `|${parts.map(normalizeText).filter(Boolean).join('|')}|`;

function prepareOne(entry: PaletteEntry, order: number): PreparedEntry {
  const fields = [
    wrap([entry.title]),
    wrap(entry.keywords),
    wrap(entry.description ? [entry.description] : []),
    wrap([entry.category]),
  ];
  const masks: [number, number, number] = [
    letterMask(fields[TITLE]!),
    letterMask(fields[KEYWORDS]!),
    letterMask(fields[CATEGORY]!),
  ];
  return {
    entry,
    order,
    popular: entry.popular === true,
    fields,
    all: fields.join(''),
    masks,
    startMasks: [
      wordStartMask(fields[TITLE]!),
      wordStartMask(fields[KEYWORDS]!),
      wordStartMask(fields[CATEGORY]!),
    ],
    titleMap: undefined,
  };
}

function buildVocabulary(prepared: readonly PreparedEntry[]): Vocabulary {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const entries: number[][] = [];
  const places: number[][] = [];
  const lastEntry: number[] = []; // per word, the last entry given a posting, to merge repeats
  for (let index = 0; index < prepared.length; index++) {
    const fields = prepared[index]!.fields;
    for (let field = 0; field < FIELD_COUNT; field++) {
      for (const part of fields[field]!.slice(1, -1).split('|')) {
        const partWords = part.split(' ');
        for (let position = 0; position < partWords.length; position++) {
          const word = partWords[position]!;
          if (!word) continue;
          const place =
            (position > 0
              ? AFTER_FIELD_START
              : partWords.length === 1
                ? AT_FIELD_START | AS_WHOLE_FIELD
                : AT_FIELD_START) <<
            (3 * field);
          let id = ids.get(word);
          if (id === undefined) {
            id = words.length;
            ids.set(word, id);
            words.push(word);
            entries.push([]);
            places.push([]);
            lastEntry.push(-1);
          }
          const list = places[id]!;
          if (lastEntry[id] === index) {
            list[list.length - 1]! |= place;
          } else {
            lastEntry[id] = index;
            entries[id]!.push(index);
            list.push(place);
          }
        }
      }
    }
  }
  const starts = new Int32Array(words.length + 1);
  let offset = 0;
  for (let id = 0; id < words.length; id++) {
    starts[id] = offset + 1;
    offset += words[id]!.length + 1;
  }
  starts[words.length] = offset + 1;
  return {
    words,
    masks: Int32Array.from(words, letterMask),
    text: words.map((word) => `\n${word}`).join(''),
    starts,
    entries: entries.map((list) => Int32Array.from(list)),
    places: places.map((list) => Uint16Array.from(list)),
  };
}

/** Normalises every entry once so that each query only reads prepared data. */
export function prepareEntries(entries: readonly PaletteEntry[]): PaletteIndex {
  const prepared = entries.map(prepareOne);
  return {
    prepared,
    vocabulary: buildVocabulary(prepared),
    masks: Int32Array.from(prepared, ({ masks }) => masks[0] | masks[1] | masks[2]),
    scratch: [],
  };
}

// How a query word relates to a vocabulary word containing it.
const SAME = 0;
const STARTS = 1;
const INSIDE = 2;

/** The tier code of a query word related to a vocabulary word as `relation`, at `place`. */
function codeFor(relation: number, place: number): number {
  if (relation === SAME && place & AS_WHOLE_FIELD) return WHOLE_FIELD;
  if (relation !== INSIDE && place & AT_FIELD_START) return FIELD_START;
  if (relation !== INSIDE && place & AFTER_FIELD_START) return WORD_START;
  return IN_WORD;
}
const CODE_TABLE = Uint8Array.from({ length: 3 * 8 }, (_, i) =>
  i % 8 ? codeFor(i >> 3, i % 8) : NONE,
);

/** Where one query word matches, in every entry. */
interface WordHits {
  /** Tier code per entry and field: codes[entry * 4 + field]. */
  codes: Uint8Array;
  /** Per entry, a bit per field in which the word is a whole word. */
  whole: Uint8Array;
  /** Per entry, a bit per field in which the word occurs. */
  found: Uint8Array;
  /** Per entry, the code of the word's best one-typo match (TYPO_SCORE_OF_CODE), 0 when none. */
  typos: Uint8Array;
}

function emptyHits(count: number): WordHits {
  return {
    codes: new Uint8Array(count * FIELD_COUNT),
    whole: new Uint8Array(count),
    found: new Uint8Array(count),
    typos: new Uint8Array(count),
  };
}

/** Looks the word up in the vocabulary and records its tier in every field of every entry. */
function findWord(vocabulary: Vocabulary, word: QueryWord, hits: WordHits): void {
  const { codes, whole, found } = hits;
  codes.fill(0);
  whole.fill(0);
  found.fill(0);
  const { text, starts } = vocabulary;
  const length = word.text.length;
  for (let at = text.indexOf(word.text); at >= 0;) {
    // The vocabulary word holding this occurrence: the last one starting at or before it.
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    const start = starts[low]!;
    const relation = at > start ? INSIDE : starts[low + 1]! - start - 1 === length ? SAME : STARTS;
    const entries = vocabulary.entries[low]!;
    const places = vocabulary.places[low]!;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      const place = places[i]!;
      for (let field = 0; field < FIELD_COUNT; field++) {
        const bits = (place >> (3 * field)) & 7;
        if (!bits) continue;
        found[entry]! |= 1 << field;
        const code = CODE_TABLE[relation * 8 + bits]!;
        const slot = entry * FIELD_COUNT + field;
        if (code > codes[slot]!) codes[slot] = code;
        if (relation === SAME) whole[entry]! |= 1 << field;
      }
    }
    // The first occurrence in a vocabulary word is its best (earliest); go on to the next word.
    at = text.indexOf(word.text, starts[low + 1]!);
  }
  findTypos(vocabulary, word, hits.typos);
}

// Typo codes, by field (category, keywords, title) and, within one, start of a word before whole
// word: their scores rise with the code, so the larger code is always the better match.
const TYPO_SCORE_OF_CODE = [
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
function findTypos(vocabulary: Vocabulary, word: QueryWord, typos: Uint8Array): void {
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

/** A query word or phrase with the strings that find each tier in a wrapped field. */
interface Needle {
  text: string;
  /** `|text|`: the whole field or a whole keyword. */
  exact: string;
  /** `|text`: the start of the field or of a keyword. */
  prefix: string;
  /** ` text`: the start of a later word. */
  wordStart: string;
}

const needle = (text: string): Needle => ({
  text,
  exact: `|${text}|`,
  prefix: `|${text}`,
  wordStart: ` ${text}`,
});

/** Tier code of the needle in a wrapped field, by string search (for phrases and highlighting). */
function codeInField(field: string, query: Needle): number {
  if (field.indexOf(query.text) < 0) return NONE;
  if (field.indexOf(query.exact) >= 0) return WHOLE_FIELD;
  if (field.indexOf(query.prefix) >= 0) return FIELD_START;
  if (field.indexOf(query.wordStart) >= 0) return WORD_START;
  return IN_WORD;
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
function fuzzyScore(field: string, letters: readonly string[]): number {
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

interface QueryWord extends Needle {
  mask: number;
  /** The bit of the word's first letter, which a fuzzy match must find at a word start. */
  firstMask: number;
  /** The word's characters, one string each, for the fuzzy scan. */
  letters: string[];
}

interface ParsedQuery {
  phrase: Needle;
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
    .map((text) => ({
      ...needle(text),
      mask: letterMask(text),
      firstMask: letterMask(text[0]!),
      letters: [...text],
    }));
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
function wordScore(
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

/** The entry's match score for the query before the popularity pass; 0 when it does not match. */
function matchScore(
  entry: PreparedEntry,
  index: number,
  query: ParsedQuery,
  hits: WordHits[],
): number {
  const { words, phrase } = query;
  let product = 1;
  let wholeIn = (1 << FIELD_COUNT) - 1;
  let allIn = wholeIn;
  for (let k = 0; k < words.length; k++) {
    const hit = hits[k]!;
    const typo = TYPO_SCORE_OF_CODE[hit.typos[index]!]!;
    const score = wordScore(entry, words[k]!, hit.codes, index * FIELD_COUNT, typo);
    if (score === 0) return 0;
    product *= score;
    wholeIn &= hit.whole[index]!;
    allIn &= hit.found[index]!;
  }
  if (words.length === 1 && phrase.text === words[0]!.text) return product;
  let best = product ** (1 / words.length) * SPREAD_WORDS_FACTOR;
  // Fields in descending weight: once the score reaches a field's weight, no later field can help.
  // The phrase can only be in a field that holds every word, so only those are searched.
  for (let field = 0; field < FIELD_COUNT && best < WEIGHTS[field]!; field++) {
    const code = allIn & (1 << field) ? codeInField(entry.fields[field]!, phrase) : NONE;
    const tier = code ? TIER_OF_CODE[code]! : wholeIn & (1 << field) ? WHOLE_WORD : 0;
    best = Math.max(best, tier * WEIGHTS[field]!);
  }
  return best;
}

/** Maps positions in the normalised title back to the UTF-16 indices of the original title. */
function normalizeWithMap(title: string): TitleMap {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let pendingSpace = false;
  let index = 0;
  for (const char of title) {
    // ASCII letters and digits need only lower-casing; everything else takes the full path.
    const piece =
      char.charCodeAt(0) < 128
        ? /[a-z0-9]/i.test(char)
          ? char.toLowerCase()
          : ''
        : normalizeText(char);
    if (!piece) {
      // Marks and apostrophes vanish without splitting the word; anything else separates words.
      if (text && !VANISHING.test(char)) pendingSpace = true;
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

/** Tier codes of the word in the entry's four fields, by string search. */
function codesByString(entry: PreparedEntry, word: Needle): Uint8Array {
  return Uint8Array.from(entry.fields, (field) => codeInField(field, word));
}

/** Ranges of the normalised title (wrapped as `field`) to highlight for the query. */
function normalisedTitleRanges(
  field: string,
  query: ParsedQuery,
  prepared: PreparedEntry,
): TextRange[] {
  const ranges: TextRange[] = [];
  const add = (start: number, end: number) => ranges.push([start - 1, end - 1]);
  const phraseAt = field.indexOf(query.phrase.text);
  if (query.words.length > 1 && phraseAt >= 0) {
    add(phraseAt, phraseAt + query.phrase.text.length);
    return ranges;
  }
  for (const queryWord of query.words) {
    const word = queryWord.text;
    let at = field.indexOf(word);
    const first = at;
    while (at >= 0 && !isBoundary(field.charCodeAt(at - 1))) at = field.indexOf(word, at + 1);
    if (first >= 0) {
      add(at >= 0 ? at : first, (at >= 0 ? at : first) + word.length);
      continue;
    }
    // Letters scattered through the title are marked only when the title is where the word matched
    // best; otherwise a keyword carried the match and the scattered letters would mislead.
    const bestAnywhere = wordScore(prepared, queryWord, codesByString(prepared, queryWord), 0, 0);
    // Scored last, so that fuzzyStart and fuzzyEnd describe the span in the title.
    const fuzzy = word.length >= 2 ? fuzzyScore(field, queryWord.letters) : 0;
    if (fuzzy > 0 && fuzzy * W_TITLE >= bestAnywhere) {
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
    for (const candidate of field.slice(1, -1).split(' ')) {
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
  const mapped = normalisedTitleRanges(`|${text}|`, query, prepared)
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

const isEntryList = (
  source: PaletteIndex | readonly PaletteEntry[],
): source is readonly PaletteEntry[] => Array.isArray(source);

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

/** Builds and caches an entry list's index ahead of its first search (when the palette opens). */
export function warmIndex(entries: readonly PaletteEntry[]): void {
  indexFor(entries);
}

interface Candidate {
  prepared: PreparedEntry;
  match: number;
  score: number;
}

/** Whether a ranks before b: higher score, then popular, then the better match, then input order. */
const ranksBefore = (a: Candidate, b: Candidate): boolean =>
  a.score !== b.score
    ? a.score > b.score
    : a.prepared.popular !== b.prepared.popular
      ? a.prepared.popular
      : a.match !== b.match
        ? a.match > b.match
        : a.prepared.order < b.prepared.order;

/** Inserts the candidate into `top` (best first) when it makes the cut, keeping `limit` at most. */
function keepTop(top: Candidate[], prepared: PreparedEntry, match: number, limit: number): void {
  const score = prepared.popular ? Math.min(1, match + POPULAR_UPLIFT) : match;
  const last = top[limit - 1];
  // Entries come in input order, so one that only ties the last kept result ranks after it.
  if (
    last &&
    (score < last.score || (score === last.score && !ranksBefore({ prepared, match, score }, last)))
  ) {
    return;
  }
  const candidate = { prepared, match, score };
  let low = 0;
  let high = top.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ranksBefore(candidate, top[mid]!)) high = mid;
    else low = mid + 1;
  }
  top.splice(low, 0, candidate);
  if (top.length > limit) top.pop();
}

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
  const index = indexFor(entries);
  const { prepared: list, vocabulary, masks, scratch } = index;
  const { words } = parsed;
  while (scratch.length < words.length) scratch.push(emptyHits(list.length));
  const hits = words.map((word, k) => {
    findWord(vocabulary, word, scratch[k]!);
    return scratch[k]!;
  });
  // Only the best `limit` are kept as they come: no array of every match, no full sort.
  const top: Candidate[] = [];
  entries: for (let at = 0; at < list.length; at++) {
    // A word the entry does not contain can still match fuzzily or with a typo, but only if the
    // entry has all its letters but one: tested on flat arrays before the entry is touched.
    for (let k = 0; k < words.length; k++) {
      if (!hits[k]!.found[at] && !atMostOneBit(words[k]!.mask & ~masks[at]!)) continue entries;
    }
    const prepared = list[at]!;
    if (only && !only.has(prepared.entry.category)) continue;
    const match = matchScore(prepared, at, parsed, hits);
    if (match >= PALETTE_MIN_SCORE) keepTop(top, prepared, match, limit);
  }
  return top.map(({ prepared, score }) => ({
    entry: prepared.entry,
    score,
    titleMatches: titleRangesFor(prepared, parsed),
  }));
}
