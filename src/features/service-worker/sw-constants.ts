// The service worker's script URL, the session flag that prevents a reload loop (SPEC.md 7), and the
// names the worker and the offline page share: the cache of visited pages and the offline document.
export const SW_URL = '/sw.js';
export const SW_CHECK_HEADERS = { 'Service-Worker': 'script' } as const;
export const SW_RELOADED_KEY = 'site:sw-reloaded';
/** The runtime cache every visited page is kept in (network first). */
export const PAGES_CACHE = 'pages';
/** The prerendered offline page, precached and shown for pages never visited. */
export const OFFLINE_DOCUMENT = 'offline.html';
/** The offline document's <html data-fallback> value, which tells main.tsx what it is. */
export const OFFLINE_MARKER = 'offline';
