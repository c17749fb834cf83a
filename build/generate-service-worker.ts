// Generates dist/sw.js after prerendering, through vite-plugin-pwa's API for static-site generators
// (as vite-ssg does): the plugin, resolved from vite.config.ts, runs Workbox with its settings
// (build/pwa-options.ts) over dist/ as it now is, with the prerendered pages and the code they need
// added, so the worker can precache them. It replaces the worker the client build wrote before the
// pages existed, and logs what it precaches. See docs/decisions/0003-service-worker.md.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { chunkFiles, readManifest } from './vite-manifest';
import { OFFLINE_DOCUMENT } from '../src/features/service-worker/sw-constants';

/** The offline page and the pages visitors open most: precached on the first visit. */
const PAGES = [
  OFFLINE_DOCUMENT,
  'index.html',
  'services/index.html',
  'contact/index.html',
  'quote/index.html',
  'about/index.html',
];

/**
 * The shell, the palette, the offline document's router and the full page index; the quote's
 * second step with the validation both its steps use (lazily loaded, so a quote can be completed
 * offline); with every template (src/pages/*-page.tsx), the code pages need.
 */
const SHELL = [
  'index.html',
  'src/features/palette/palette-dialog.tsx',
  'src/features/service-worker/document-router.tsx',
  'src/site/full-page-index.ts',
  'src/features/leads/quote-details-form.tsx',
  'src/features/leads/validate-lead.ts',
];
const TEMPLATE = /^src\/pages\/[\w-]+-page\.tsx$/;

/**
 * A prerendered page's precache entry: requested as '/about', not '/about/index.html'; revised, as
 * Workbox revises the files it globs, by the MD5 of its content. Throws if the page is missing.
 */
async function pageEntry(distDir: string, page: string) {
  const html = await readFile(join(distDir, page));
  return {
    url: page === 'index.html' ? '/' : page.replace(/\/index\.html$/, ''),
    revision: createHash('md5').update(html).digest('hex'),
  };
}

export async function generateServiceWorker(): Promise<void> {
  const config = await resolveConfig({}, 'build', 'production');
  const api = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as
    VitePluginPWAAPI | undefined;
  if (!api || api.disabled) throw new Error('vite-plugin-pwa is missing from vite.config.ts');
  const manifest = await readManifest(config.build.outDir);
  // Each with everything it imports statically, so a saved page (and the offline page) opens
  // offline; a page's own content is embedded in its HTML. Hashed file names: the name is the
  // revision.
  const sources = [...SHELL, ...Object.keys(manifest).filter((key) => TEMPLATE.test(key))];
  const files = new Set(sources.flatMap((key) => chunkFiles(manifest, key)));
  const pages = await Promise.all(PAGES.map((page) => pageEntry(config.build.outDir, page)));
  // Pages, then the web app manifest, then code: the order the worker has always listed them in,
  // so an unchanged site keeps a byte-identical worker (a changed one offers open pages a reload).
  api.extendManifestEntries((entries) => [
    ...pages,
    ...entries,
    ...[...files].map((url) => ({ url, revision: null })),
  ]);
  await api.generateSW();
}
