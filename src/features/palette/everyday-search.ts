// The palette's search as everyday questions need it (issue 24), around the scorer, whose ranking,
// weights and threshold are unchanged. A query that asks for a price, for someone 'near me' or for
// a website (search-synonyms.ts's INTENTS) is ranked as typed, and the entries that answer the
// request come right after its best result (first when nothing else matched). When the query as
// typed matches nothing ('website for clinic', 'instagram ads for restaurant'), its words other
// than the request's are searched instead, and failing that each word is left out in turn (every
// word must match in the scorer), the best score of each entry kept.
import { normalizeText } from './normalize-text';
import { PALETTE_RESULT_LIMIT } from './palette-constants';
import type { PaletteEntry, SearchResult } from './palette-entry';
import { search, type SearchOptions } from './scorer';
import { ENGLISH_OF, FILLER_WORDS, INTENTS } from './search-synonyms';
import type { PaletteIndex } from './word-index';

/** Longer queries are not relaxed: each word left out is one more search. */
const MAX_LEFT_OUT_WORDS = 4;

/** The entries that answer the query's requests, and the query without the words asking for them. */
export function intentsOf(query: string): { answers: string[]; rest: string } {
  const answers: string[] = [];
  const rest: string[] = [];
  for (const word of normalizeText(query).split(' ')) {
    const english = ENGLISH_OF.get(word) ?? word;
    const intent = INTENTS.find(({ words }) => words.includes(english) || words.includes(word));
    if (intent) answers.push(...intent.answers);
    else if (!FILLER_WORDS.has(word)) rest.push(word);
  }
  return { answers: [...new Set(answers)], rest: rest.join(' ') };
}

/** Results of the query without each of its words in turn, each entry at its best score. */
function leavingOneOut(
  entries: PaletteIndex | readonly PaletteEntry[],
  query: string,
  options: SearchOptions,
): SearchResult[] {
  const words = query.split(' ');
  if (words.length < 2 || words.length > MAX_LEFT_OUT_WORDS) return [];
  const best = new Map<string, SearchResult>();
  for (let skip = 0; skip < words.length; skip++) {
    const shorter = words.filter((_, k) => k !== skip).join(' ');
    for (const result of search(entries, shorter, options)) {
      const kept = best.get(result.entry.id);
      if (!kept || result.score > kept.score) best.set(result.entry.id, result);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

export function searchEveryday(
  entries: PaletteIndex | readonly PaletteEntry[],
  query: string,
  options: SearchOptions = {},
): SearchResult[] {
  const typed = search(entries, query, options);
  const { answers, rest } = intentsOf(query);
  let found =
    typed.length > 0 || !rest || answers.length === 0 ? typed : search(entries, rest, options);
  if (found.length === 0 && rest) found = leavingOneOut(entries, rest, options);
  if (answers.length === 0) return found;
  const list = Array.isArray(entries)
    ? (entries as readonly PaletteEntry[])
    : (entries as PaletteIndex).prepared.map(({ entry }) => entry);
  const only = options.categories?.length ? new Set(options.categories) : undefined;
  const score = found[0]?.score ?? 1;
  const answering = answers
    .map((id) => list.find((entry) => entry.id === id))
    .filter((entry): entry is PaletteEntry => !!entry && (!only || only.has(entry.category)))
    .filter((entry) => !found.slice(0, 3).some((result) => result.entry.id === entry.id))
    .map((entry): SearchResult => ({ entry, score, titleMatches: [] }));
  const merged = [...found.slice(0, 1), ...answering, ...found.slice(1)];
  const seen = new Set<string>();
  return merged
    .filter(({ entry }) => !seen.has(entry.id) && seen.add(entry.id))
    .slice(0, Math.min(options.limit ?? PALETTE_RESULT_LIMIT, PALETTE_RESULT_LIMIT));
}
