// Loads Pagefind's browser bundle (dist/pagefind/, written by build/search-index.ts) the first
// time the visitor types into the palette, never before. A failed load is forgotten, so the next
// query tries again (after the connection returns, or once the service worker holds the files).
import { PAGEFIND_OPTIONS, type PagefindApi } from './search-sections';

/** Where the build writes the index; outside /assets/ as Pagefind names its own files. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | undefined;

export function loadPagefind(): Promise<PagefindApi> {
  const current = (loading ??= import(/* @vite-ignore */ PAGEFIND_URL).then(
    async (module: PagefindApi) => {
      await module.options(PAGEFIND_OPTIONS);
      return module;
    },
  ));
  current.catch(() => {
    if (loading === current) loading = undefined;
  });
  return current;
}
