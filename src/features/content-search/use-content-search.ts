// The palette's search inside the pages: once the (debounced) query has 3 or more characters, it
// loads Pagefind (never before) and finds the matching sections, restricted to the chosen
// categories. While a search runs the previous hits stay, so the list does not flicker. When the
// index cannot be reached (offline, and the service worker does not hold what the query needs)
// the status says so and the page results still work.
import { useEffect, useState } from 'react';
import type { Category } from '../../content/page-entry';
import { loadPagefind } from './load-pagefind';
import { contentQuery } from './query-terms';
import { searchSections } from './search-sections';
import type { SectionHit } from './section-hit';

export type ContentSearchStatus = 'idle' | 'searching' | 'done' | 'unavailable';

export interface ContentSearch {
  status: ContentSearchStatus;
  hits: SectionHit[];
  /** The query the hits answer. */
  query: string;
}

const IDLE: ContentSearch = { status: 'idle', hits: [], query: '' };

export function useContentSearch(query: string, categories: readonly Category[]): ContentSearch {
  const [answer, setAnswer] = useState<ContentSearch & { key: string }>();
  const wanted = contentQuery(query) !== undefined;
  const key = `${categories.join('|')}\n${query}`;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const [filterKey = '', typed = ''] = key.split('\n');
    const chosen = filterKey ? (filterKey.split('|') as Category[]) : [];
    // Started after the next frame: the page results this query also updated are painted first,
    // never held up by the search's own work (Pagefind runs on the main thread).
    const start = () =>
      void loadPagefind()
        .then((pagefind) => searchSections(pagefind, typed, chosen))
        .then(
          (hits) => current && setAnswer({ key, status: 'done', hits, query: typed }),
          () => current && setAnswer({ key, status: 'unavailable', hits: [], query: typed }),
        );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted, key]);
  if (!wanted) return IDLE;
  if (answer?.key === key) return answer;
  return { status: 'searching', hits: answer?.hits ?? [], query };
}
