// Generates dist/sw.js after prerendering, through vite-plugin-pwa's API for static-site generators
// (as vite-ssg does): the plugin, resolved from vite.config.ts, runs Workbox with its settings
// (build/pwa-options.ts) over dist/ as it now is, so the worker can precache prerendered pages.
// It replaces the worker the client build wrote before the pages existed, and logs what it
// precaches. See docs/decisions/0003-service-worker.md.
import { resolveConfig } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { chunkFiles, readManifest } from './vite-manifest';

/**
 * The shell, the palette, the offline document's router, and the quote's second step with the
 * validation both its steps use (lazily loaded, so a quote can be completed offline); with every
 * template (src/pages/*-page.tsx), the code pages need.
 */
const SHELL = [
  'index.html',
  'src/features/palette/palette-dialog.tsx',
  'src/features/service-worker/document-router.tsx',
  'src/features/leads/quote-details-form.tsx',
  'src/features/leads/validate-lead.ts',
];
const TEMPLATE = /^src\/pages\/[\w-]+-page\.tsx$/;

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
  api.extendManifestEntries((entries) => [
    ...entries,
    ...[...files].map((url) => ({ url, revision: null })),
  ]);
  await api.generateSW();
}
