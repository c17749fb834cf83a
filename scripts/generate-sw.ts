// Generates dist/sw.js with Workbox after prerendering, so it can precache the prerendered pages as
// well as the hashed assets. See docs/decisions/0003-service-worker.md.
import { generateSW } from 'workbox-build';

const KEY_PAGES = [
  'index.html',
  'services/index.html',
  'contact/index.html',
  'quote/index.html',
  'about/index.html',
];

/** Writes sw.js into distDir; returns the number of precached files and their total size. */
export async function generateServiceWorker(
  distDir: string,
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    swDest: `${distDir}/sw.js`,
    // The shell's assets, the template chunks, styles and the most visited pages; everything else
    // (other pages, per-page content chunks) is cached as it is visited.
    globPatterns: ['assets/index-*.{js,css}', 'assets/*-page-*.js', 'favicon.svg', ...KEY_PAGES],
    // Precached pages are requested as '/about', not '/about/index.html'.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url === 'index.html' ? '/' : entry.url.replace(/\/index\.html$/, ''),
        })),
        warnings: [],
      }),
    ],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    dontCacheBustURLsMatching: /^assets\//,
    runtimeCaching: [
      {
        // Every visited page is kept, so it reloads offline. No navigation falls back to another
        // page's HTML: a page never visited is simply unavailable offline.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 150 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Content search (Pagefind): what the visitor's queries fetched is kept, so searching the
        // pages works offline for those words. Network first, as pagefind.js and its entry file
        // keep their names from build to build; its cache-busting '?ts=' query is ignored.
        urlPattern: ({ url }) => url.pathname.startsWith('/pagefind/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'search-index',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreSearch: true },
        },
      },
      {
        urlPattern: ({ url }) => /\.(svg|png|webp|ico)$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 60 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`sw.js: ${warning}`);
  return { count, size };
}
