// Turns what the visitor typed into the query content search sends to Pagefind and the terms its
// sections are ranked by. Text is normalised as the palette normalises page titles; grammar words
// ("how", "does", "the") are dropped, as they match almost every section; a city's other spellings
// (places.ts: Bengaluru for Bangalore, Gurugram for Gurgaon) are searched too, one query per
// spelling as Pagefind wants every word of a query in a page, and a section that holds either
// spelling counts as holding the word. Everyday and Hindi words (palette/search-synonyms.ts) are
// searched as the English word the pages use too (Hinglish 'vigyapan' as 'ads'; not everyday English,
// which the pages use as typed, nor Devanagari, which they quote), and Hindi grammar words
// ('kaise', 'hai') are dropped like English ones.
import { places } from '../../content/places';
import { normalizeText } from '../palette/normalize-text';
import { ENGLISH_OF_HINDI, FILLER_WORDS } from '../palette/search-synonyms';

/** Fewer letters than this are not searched inside the pages (the page titles still are). */
export const CONTENT_SEARCH_MIN_CHARS = 3;

/** Spellings of one word of the query: a section matches the word when it holds any of them. */
export type QueryTerm = readonly string[];

export interface ContentQuery {
  /** What Pagefind is asked for: the query once per spelling (the typed one first). */
  pagefind: string[];
  terms: QueryTerm[];
  /** Bit k set when term k names a city: a section elsewhere answers another city's question. */
  places: number;
}

const MIN_SPELLING_LETTERS = 4;
const LATIN = /^[a-z0-9]+$/;
/**
 * Words that carry the grammar of a question, not its topic. Kept short on purpose: "own", "new"
 * or "use" are topics in a question ("do we own the accounts").
 */
const GRAMMAR_WORDS = new Set(
  `a an and are as at be by can could did do does for from has have how i if in is it its me my of
  on or our per should so than that the their them then there these they this to us vs versus was
  we were what when where which who why will with would you your`.split(/\s+/),
);
/** Queries per search at most: a query naming two cities with three spellings each stops here. */
const MAX_SPELLING_QUERIES = 3;

/** Each city's names of one word, normalised: [bangalore, bengaluru, bangaluru], [gurgaon, gurugram, ggn]. */
const cityNames: readonly (readonly string[])[] = places
  .filter((place) => place.kind === 'city')
  .map((place) =>
    [place.name, ...place.aliases].map(normalizeText).filter((name) => !name.includes(' ')),
  );

/** Every one-word name of a city ('pune', 'poona', 'ggn'). */
const cityWords: ReadonlySet<string> = new Set(cityNames.flat());

/** Each city's names of 4+ letters, by every one of them: bangalore -> [bangalore, bengaluru, bangaluru]. */
const spellingsOf: ReadonlyMap<string, readonly string[]> = new Map(
  cityNames
    .map((names) => names.filter((name) => name.length >= MIN_SPELLING_LETTERS))
    .filter((names) => names.length >= 2)
    .flatMap((names) => names.map((name) => [name, names] as const)),
);

/** The query to search the pages for, or undefined when it is too short or only grammar words. */
export function contentQuery(typed: string): ContentQuery | undefined {
  const text = normalizeText(typed);
  if (text.replace(/ /g, '').length < CONTENT_SEARCH_MIN_CHARS) return undefined;
  const words = [...new Set(text.split(' '))];
  const content = words.filter((word) => !GRAMMAR_WORDS.has(word) && !FILLER_WORDS.has(word));
  const kept = content.length ? content : words;
  const terms = kept.map((word): QueryTerm => {
    // Words in Devanagari are searched as typed: the pages quote Hindi search terms ('अस्पताल'),
    // and those sections answer such a query best; the palette's page results translate them.
    const english = LATIN.test(word) ? ENGLISH_OF_HINDI.get(word) : undefined;
    return spellingsOf.get(word) ?? (english ? [word, english] : [word]);
  });
  const queries = [kept.join(' ')];
  kept.forEach((word, k) => {
    for (const spelling of terms[k]!) {
      if (spelling === word || queries.length >= MAX_SPELLING_QUERIES) continue;
      queries.push(kept.map((other, j) => (j === k ? spelling : other)).join(' '));
    }
  });
  const placeBits = kept.reduce(
    (bits, word, k) => (cityWords.has(word) ? bits | (1 << k) : bits),
    0,
  );
  return { pagefind: queries, terms, places: placeBits };
}
