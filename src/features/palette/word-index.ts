// The palette's word index: every entry's fields normalised and wrapped once ('|title|',
// '|keyword|keyword|'), letter masks for cheap rejections, and a vocabulary of every distinct word
// with the entries and field positions it occurs in. findWord looks a query word up in it and
// gives the match tier of every entry and field at once (see scorer.ts for the semantics).
import { FIELD_WEIGHTS, MATCH_TIER_SCORES as TIER } from './palette-constants';
import type { PaletteEntry } from './palette-entry';
import { normalizeText } from './normalize-text';

// Fields by number, heaviest first; weights are divided by the largest so scores stay in [0, 1].
export const TITLE = 0;
export const KEYWORDS = 1;
export const DESCRIPTION = 2;
export const CATEGORY = 3;
export const FIELD_COUNT = 4;
const MAX_WEIGHT = Math.max(...Object.values(FIELD_WEIGHTS));
export const WEIGHTS = [
  FIELD_WEIGHTS.title / MAX_WEIGHT,
  FIELD_WEIGHTS.keywords / MAX_WEIGHT,
  FIELD_WEIGHTS.description / MAX_WEIGHT,
  FIELD_WEIGHTS.category / MAX_WEIGHT,
];
export const W_TITLE = WEIGHTS[TITLE]!;
export const W_KEYWORDS = WEIGHTS[KEYWORDS]!;
export const W_CATEGORY = WEIGHTS[CATEGORY]!;

/** Tier codes stored per entry and field (a byte each): their scores, by code. */
export const NONE = 0;
export const IN_WORD = 1;
export const WORD_START = 2;
export const FIELD_START = 3;
export const WHOLE_FIELD = 4;
export const TIER_OF_CODE = [0, TIER.substring, TIER.wordPrefix, TIER.prefix, TIER.exact];

// Prepared fields are wrapped and separated by '|', which normalised text never contains, so a
// search for '|word|', '|word' or ' word' tells exact, prefix and word prefix apart.
export const PIPE = 124;
export const SPACE = 32;

/** A bit per letter (and per pair of digits) present: a cheap test that a match is possible. */
export function letterMask(text: string): number {
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
export const atMostOneBit = (mask: number): boolean => (mask & (mask - 1)) === 0;

export const isBoundary = (code: number): boolean =>
  code === SPACE || code === PIPE || Number.isNaN(code);

export interface TitleMap {
  text: string;
  /** For each character of `text`, where its source starts and ends in the original title. */
  from: number[];
  to: number[];
}

export interface PreparedEntry {
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
export const AT_FIELD_START = 1; // first word of the field or of a keyword
export const AS_WHOLE_FIELD = 2; // the whole field or a whole keyword
export const AFTER_FIELD_START = 4; // a later word

/**
 * Every distinct word of every field, once, with the entries it occurs in and where: the index a
 * query word is looked up in, instead of being searched for in every entry.
 */
export interface Vocabulary {
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
  /** The buffer for a word's English word (search-synonyms.ts), made on first use. */
  english?: WordHits;
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
export interface WordHits {
  /** Tier code per entry and field: codes[entry * 4 + field]. */
  codes: Uint8Array;
  /** Per entry, a bit per field in which the word is a whole word. */
  whole: Uint8Array;
  /** Per entry, a bit per field in which the word occurs. */
  found: Uint8Array;
  /** Per entry, the code of the word's best one-typo match (TYPO_SCORE_OF_CODE), 0 when none. */
  typos: Uint8Array;
}

export function emptyHits(count: number): WordHits {
  return {
    codes: new Uint8Array(count * FIELD_COUNT),
    whole: new Uint8Array(count),
    found: new Uint8Array(count),
    typos: new Uint8Array(count),
  };
}

/** Adds `other`'s matches to `hits`: each entry and field keeps the better tier of the two. */
export function mergeHits(hits: WordHits, other: WordHits): void {
  const { codes, whole, found } = hits;
  for (let i = 0; i < codes.length; i++)
    if (other.codes[i]! > codes[i]!) codes[i] = other.codes[i]!;
  for (let i = 0; i < whole.length; i++) {
    whole[i]! |= other.whole[i]!;
    found[i]! |= other.found[i]!;
  }
}

/**
 * Looks the word up in the vocabulary and records its tier in every field of every entry (its typos
 * are found by typo-match.ts's findTypos, into hits.typos).
 */
export function findWord(vocabulary: Vocabulary, word: Needle, hits: WordHits): void {
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
}

/** A query word or phrase with the strings that find each tier in a wrapped field. */
export interface Needle {
  text: string;
  /** `|text|`: the whole field or a whole keyword. */
  exact: string;
  /** `|text`: the start of the field or of a keyword. */
  prefix: string;
  /** ` text`: the start of a later word. */
  wordStart: string;
}

export const needle = (text: string): Needle => ({
  text,
  exact: `|${text}|`,
  prefix: `|${text}`,
  wordStart: ` ${text}`,
});

/** Tier code of the needle in a wrapped field, by string search (for phrases and highlighting). */
export function codeInField(field: string, query: Needle): number {
  if (field.indexOf(query.text) < 0) return NONE;
  if (field.indexOf(query.exact) >= 0) return WHOLE_FIELD;
  if (field.indexOf(query.prefix) >= 0) return FIELD_START;
  if (field.indexOf(query.wordStart) >= 0) return WORD_START;
  return IN_WORD;
}
