// vite-plugin-pwa's settings: the manifest, the icons generated from public/logo.svg at build time
// (@vite-pwa/assets-generator), and the Workbox worker. Vite builds the manifest and the icons;
// build/prerender.ts writes the pages, then asks the plugin for the worker (api.generateSW()),
// so it can precache prerendered pages. See docs/decisions/0003-service-worker.md.
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { Preset } from '@vite-pwa/assets-generator/config';
import { webAppManifest, SHORTCUT_ICON_SIZE, THEME_COLOURS } from './web-app-manifest.ts';
import { OFFLINE_DOCUMENT, PAGES_CACHE } from '../src/features/service-worker/sw-constants.ts';

/**
 * The logo is a rounded indigo square: plain icons keep its transparent corners; the maskable and
 * Apple icons fill the square with the brand colour (the platform cuts their shape), the maskable
 * one with the logo inside the safe zone.
 */
const ICONS: Preset = {
  transparent: { sizes: [SHORTCUT_ICON_SIZE, 192, 512], favicons: [[48, 'favicon.ico']] },
  maskable: {
    sizes: [512],
    padding: 0.3,
    resizeOptions: { background: THEME_COLOURS.light.theme },
  },
  apple: { sizes: [180], padding: 0.1, resizeOptions: { background: THEME_COLOURS.light.theme } },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  // src/features/service-worker/sw.ts registers the worker after SPEC.md 7's check.
  injectRegister: false,
  manifest: webAppManifest,
  pwaAssets: {
    image: 'public/logo.svg',
    preset: ICONS,
    includeHtmlHeadLinks: true,
    overrideManifestIcons: true,
    injectThemeColor: false,
  },
  workbox: {
    // What the client build writes: the shell's styles and the logo. The pages precached (the most
    // visited and the offline page) and the code of the shell, the palette and every template are
    // added by build/generate-service-worker.ts once the prerender has written them: globbed here,
    // they would match nothing when the client build runs Workbox first. Everything else (other
    // pages, per-page content chunks) is cached as it is visited.
    globPatterns: ['assets/index-*.css', 'logo.svg'],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    clientsClaim: true,
    skipWaiting: false,
    // No navigation is answered with another page's HTML.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Every visited page is kept, so it reloads offline. A page never visited gets the offline
        // page, which says so and offers the visited pages and the palette.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 150 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: OFFLINE_DOCUMENT },
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
        urlPattern: ({ url }) => /\.(svg|png|webp|avif|ico)$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 60 } },
      },
    ],
  },
};
