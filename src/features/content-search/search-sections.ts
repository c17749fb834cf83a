// Searches inside the pages: asks Pagefind for the query's terms, reads the data of the best pages
// it found and ranks their sections (rank-sections.ts). The Pagefind module is passed in, so the
// same code runs in the browser (load-pagefind.ts) and in Node for the relevance bench.
import type { Category } from '../../content/page-entry';
import { contentQuery } from './query-terms';
import { rankSections, type FoundPage } from './rank-sections';
import { CATEGORY_FILTER } from './searchable-page';
import type { SectionHit } from './section-hit';

/** Pages whose sections are read per query: each costs one small fragment file. */
export const PAGES_READ = 8;
/** With fewer pages than this holding every word, pages holding all words but one are added. */
const MIN_PAGES_BEFORE_RELAXING = 3;
/** Queries of more words than this are not relaxed (each relaxed query is one more search). */
const MAX_RELAXED_WORDS = 5;

/** The query without each one of its words in turn (nothing for one word or very long queries). */
function leaveOneOut(term: string): string[] {
  const words = term.split(' ');
  if (words.length < 2 || words.length > MAX_RELAXED_WORDS) return [];
  return words.map((_, skip) => words.filter((_word, k) => k !== skip).join(' '));
}

/** Words around the match in a snippet. */
export const EXCERPT_WORDS = 16;

/**
 * Pagefind's page ranking, tuned on the content relevance list (`npm run bench:palette`): long
 * pages (service pages, the guide) hold the fullest answers, so page length weighs little (default
 * 0.75), and a word repeated in a page counts a little sooner as enough (default 1.4). Top-3 went
 * from 41 to 44 of 48 questions, top-1 from 36 to 39.
 */
export const PAGEFIND_RANKING = { pageLength: 0.1, termSaturation: 0.8 } as const;

/** The options content search gives Pagefind, in the browser and in the bench. */
export const PAGEFIND_OPTIONS = { excerptLength: EXCERPT_WORDS, ranking: PAGEFIND_RANKING };

/** The part of Pagefind's JS API (pagefind.js) content search uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, unknown> },
  ): Promise<{ results: { id: string; data(): Promise<FoundPage> }[] } | null>;
}

export async function searchSections(
  pagefind: PagefindApi,
  typed: string,
  categories: readonly Category[] = [],
): Promise<SectionHit[]> {
  const query = contentQuery(typed);
  if (!query) return [];
  const filters = categories.length ? { [CATEGORY_FILTER]: { any: [...categories] } } : {};
  let searches = await Promise.all(
    query.pagefind.map((term) => pagefind.search(term, { filters })),
  );
  // Pagefind wants every word in a page: when that leaves too few pages ("field data vs lab data",
  // "health insurance for employees"), each query is tried again without one of its words.
  const pagesFound = searches.reduce((sum, found) => sum + (found?.results.length ?? 0), 0);
  if (pagesFound < MIN_PAGES_BEFORE_RELAXING) {
    const relaxed = query.pagefind.flatMap((term) => leaveOneOut(term));
    searches = [
      ...searches,
      ...(await Promise.all(relaxed.map((term) => pagefind.search(term, { filters })))),
    ];
  }
  // Pages in rank order, taking turns between the spellings, each page once.
  const seen = new Set<string>();
  const best: { id: string; data(): Promise<FoundPage> }[] = [];
  for (let rank = 0; best.length < PAGES_READ; rank++) {
    const round = searches
      .map((found) => found?.results[rank])
      .filter((page) => page !== undefined);
    if (round.length === 0) break;
    for (const page of round) {
      if (best.length < PAGES_READ && !seen.has(page.id)) {
        seen.add(page.id);
        best.push(page);
      }
    }
  }
  const pages = await Promise.all(best.map((page) => page.data()));
  return rankSections(pages, query.terms, { places: query.places });
}
