// Every number the command palette runs on (SPEC.md sections 5 and 9) and its two storage keys,
// each named once here so the scorer, the storage and the UI cannot drift apart.
import { STORAGE_PREFIX } from '../../../shared/site';

/** Delay between the last keystroke and the search running. */
export const PALETTE_DEBOUNCE_MS = 150;
/** Most results a search returns. */
export const PALETTE_RESULT_LIMIT = 50;
/** Results whose match score is below this are dropped. */
export const PALETTE_MIN_SCORE = 0.15;

/** How many recent choices are stored. */
export const RECENTS_STORED = 5;
/** How many recent choices the 'Recent Searches' group shows. */
export const RECENTS_SHOWN = 3;
/** Length of the computed popular list. */
export const POPULAR_COMPUTED = 8;
/** How many popular entries the 'Popular Actions' group shows. */
export const POPULAR_SHOWN = 4;
/** An entry counts as popular by usage when it was chosen more than this many times. */
export const POPULAR_USE_THRESHOLD = 2;

/** Maximum height of the results list, in CSS pixels. */
export const PALETTE_LIST_MAX_HEIGHT_PX = 500;

/** How much a match in each field counts (SPEC.md 5). The scorer divides by the largest. */
export const FIELD_WEIGHTS = {
  title: 2,
  keywords: 1.5,
  description: 0.8,
  category: 0.5,
} as const;

/** Score of each kind of match in one field, before the field's weight (SPEC.md 5 and issue 3). */
export const MATCH_TIER_SCORES = {
  /** The field equals the query. */
  exact: 1,
  /** The field starts with the query. */
  prefix: 0.95,
  /** A word inside the field starts with the query. */
  wordPrefix: 0.9,
  /** Every word of a several-word query is a whole word of the field, in any order. */
  wholeWord: 0.85,
  /** The query appears inside a word of the field. */
  substring: 0.75,
  /** Ceiling of an ordered, gapped match of the query's letters (tighter and earlier is higher). */
  fuzzyMax: 0.8,
  /** A query word of 4+ letters one typo away from a whole word of the field. */
  typo: 0.7,
  /** A query word of 4+ letters one typo away from the start of a word of the field. */
  typoPrefix: 0.65,
} as const;

/** Shortest query word that may match with one typo. */
export const TYPO_MIN_WORD_LENGTH = 4;

/** Score added to popular entries in the popularity pass: the spec's "small bonus". */
export const POPULAR_BONUS = 0.05;
/** After the bonus, a popular entry still wins a tie against a score up to this much higher. */
export const POPULAR_TIE_WINDOW = 0.05;

/** localStorage key of the recent choices (ids, newest first). */
export const PALETTE_RECENTS_KEY = `${STORAGE_PREFIX}palette-recents`;
/** localStorage key of the usage counts (id to number of uses). */
export const PALETTE_USAGE_KEY = `${STORAGE_PREFIX}palette-usage`;
/** localStorage key of the entries of recently chosen page sections (content search hits). */
export const PALETTE_SECTIONS_KEY = `${STORAGE_PREFIX}palette-sections`;
