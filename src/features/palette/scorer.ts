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
//
// Modules, by job: normalize-text.ts (the text form), word-index.ts (prepared entries, vocabulary,
// word lookup), typo-match.ts (fuzzy and one-typo matches), query-words.ts (the parsed query and
// one word's score), highlight.ts (title ranges to mark), and this file, the ranking.
import type { Category } from '../../content/page-entry';
import {
  MATCH_TIER_SCORES as TIER,
  PALETTE_MIN_SCORE,
  PALETTE_RESULT_LIMIT,
  POPULAR_BONUS,
  POPULAR_TIE_WINDOW,
} from './palette-constants';
import type { PaletteEntry, SearchResult } from './palette-entry';
import { titleRangesFor } from './highlight';
import { parseQuery, wordScore, type ParsedQuery } from './query-words';
import { findTypos, TYPO_SCORE_OF_CODE } from './typo-match';
import {
  atMostOneBit,
  codeInField,
  emptyHits,
  FIELD_COUNT,
  mergeHits,
  findWord,
  NONE,
  prepareEntries,
  TIER_OF_CODE,
  WEIGHTS,
  type PaletteIndex,
  type PreparedEntry,
  type WordHits,
} from './word-index';

/** Words spread over several fields count this much of their mean (one phrase counts in full). */
const SPREAD_WORDS_FACTOR = 0.9;
const POPULAR_UPLIFT = POPULAR_BONUS + POPULAR_TIE_WINDOW;
const WHOLE_WORD = TIER.wholeWord;

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
    findTypos(vocabulary, word, scratch[k]!.typos);
    if (word.english) {
      index.english ??= emptyHits(list.length);
      findWord(vocabulary, word.english, index.english);
      mergeHits(scratch[k]!, index.english);
    }
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
