// The full page index, a chunk of its own that the browser loads after the first paint or on
// demand (page-index.ts, docs/decisions/0020); it grows with every page, so no page's first load
// carries it.
export { packedPages } from 'virtual:reachmark/page-index';
