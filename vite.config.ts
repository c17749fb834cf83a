// Vite: React, Tailwind, the build manifest the prerender script reads, the site's data as modules
// (build/content-plugins.ts: the business facts from content/business.yaml, Markdown, the figures
// the build draws, the tools' screenshots, the owner's media), the theme script
// injected into index.html in development (the prerender script does it for built pages),
// vite-plugin-pwa (web app manifest and icons; the prerender script asks it for the worker), and
// the logo files drawn with the brand name (build/brand-logos.ts) and the map of India's base maps
// (build/vite-plugin-india-map.ts).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_SCRIPT } from './shared/inline-scripts/theme-script.ts';
import { contentPlugins } from './build/content-plugins.ts';
import { leanReactRouterPlugin } from './build/vite-plugin-lean-react-router.ts';
import { verifiedPreloadPlugin } from './build/vite-plugin-verified-preload.ts';
import { pwaOptions } from './build/pwa-options.ts';
import { brandLogosPlugin } from './build/brand-logos.ts';
import { indiaMapPlugin } from './build/vite-plugin-india-map.ts';

const themeScriptInDev = (): Plugin => ({
  name: 'reachmark:theme-script-dev',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('<!--theme-script-->', `<script>${THEME_SCRIPT}</script>`),
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    ...contentPlugins(),
    themeScriptInDev(),
    leanReactRouterPlugin(),
    verifiedPreloadPlugin(),
    brandLogosPlugin(),
    indiaMapPlugin(),
    VitePWA(pwaOptions),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Rolldown warns when plugins take long, which a busy machine makes happen in any build:
      // noise, not a problem in the build (bench/ measures its time).
      checks: { bundlerTimings: false },
      // Imported constants are written where they are used: a module of plain strings shared by the
      // entry and lazy chunks (shared/visitor-words.ts) then leaves each word in the chunk that
      // shows it instead of putting them all in the entry (0.17 KB gzip less on every page).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // React, React DOM, the scheduler and React Router load on every page: one chunk instead
        // of four compresses better and saves requests (1.3 KB gzip less on every page).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown\/runtime/,
            },
            {
              // What the SEO tools' forms share (the form shell, the address field, field errors,
              // the results panel, lazy views, input limits): one chunk instead of four, 0.2 KB
              // gzip less on the audit, analyzer and speed pages, which the budget holds tightest
              // (the keyword planner, far under it, loads 0.8 KB it does not use). Dependencies
              // are React only (the job runner stays apart: its worker client would bring the
              // entry's preload helper into this chunk, and with it onto every page).
              name: 'tool-form',
              test: /src[\\/]features[\\/]seo-tools[\\/]ui[\\/](tool-form|address-field|field-error|tool-results|lazy-view|input-limits)\.tsx?$/,
            },
            {
              // What the three tools that read a page's HTML (audit, analyzer, competitor) share
              // on their first view: the HTML field and its checks, the typed address, counted
              // nouns. One chunk instead of three (the speed test loads them later, with its
              // report).
              name: 'html-tools',
              test: /src[\\/]features[\\/]seo-tools[\\/]ui[\\/](html-source-field|html-problem|typed-address)\.tsx?$|src[\\/]lib[\\/]plural\.ts$/,
            },
            {
              // The brand facts and the promises made of them are read together by the shell's
              // footer and most templates: one small chunk instead of two (0.2 KB gzip).
              name: 'brand-facts',
              test: /shared[\\/]facts[\\/](brand-facts|promise-phrases)\.ts$/,
            },
            {
              // What every page needs to route and link: the lookup over the page index (whose
              // full list is a lazy chunk, src/site/full-page-index.ts: docs/decisions/0020), the
              // shell's pages and the /sitemap group ids the menus link to. One chunk, though lazy
              // modules use the lookup and the ids too (each was a chunk of its own: 0.1 KB gzip
              // more per page).
              name: 'page-index',
              test: /src[\\/]site[\\/](page-index|pages|page-summary|outlines[\\/]sitemap-group-ids)\.ts$|^\0virtual:reachmark\/shell-pages$/,
            },
          ],
        },
      },
    },
  },
});
