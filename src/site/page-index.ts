// The browser's page lookup (pages.ts) over the page index, the registry's summary generated at
// build time; every internal href is built from an id through it. Also the two pages that stand in
// for another address, which have no path of their own.
import { packedNotFound, packedOffline, packedPages } from 'virtual:reachmark/page-index';
import { createPageLookup } from './pages';
import { unpack, type PageSummary } from './page-summary';

export const pageIndex = createPageLookup(packedPages.map(unpack));
export const notFoundSummary: PageSummary = unpack(packedNotFound);
export const offlineSummary: PageSummary = unpack(packedOffline);
