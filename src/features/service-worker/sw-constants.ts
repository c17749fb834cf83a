// The service worker's script URL and the session flag that prevents a reload loop (SPEC.md 7).
export const SW_URL = '/sw.js';
export const SW_CHECK_HEADERS = { 'Service-Worker': 'script' } as const;
export const SW_RELOADED_KEY = 'reachmark:sw-reloaded';
