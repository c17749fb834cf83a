// Writes dist/<path>/index.html for every registry page (full HTML, head tags, the template chunk
// and any code the page loads before hydrating modulepreloaded, the page's content embedded as a
// JSON data block), dist/not-found.html, dist/offline.html, sitemap.xml and robots.txt; then has
// vite-plugin-pwa generate the service worker, which precaches some of those pages, and precompresses
// text files. It draws the social images (dist/og/*.png) from the business facts meanwhile
// (social-images.ts). Runs after the client build (dist/) and the SSR build of src/app/entry-server.tsx
// (dist-server/).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { precompressDirectory } from './precompress';
import { generateServiceWorker } from './generate-service-worker';
import { addHeadingIds } from './heading-ids-html';
import { buildSearchIndex, type IndexedPage } from './search-index';
import { chunkFiles, readManifest } from './vite-manifest';
import { createCriticalCss } from './critical-css';
import { STYLESHEET_LINK, deferScripts, stylesheetHtml } from './page-loading-html';
import { OFFLINE_DOCUMENT, OFFLINE_MARKER } from '../src/features/service-worker/sw-constants';
import { searchMetaHtml } from '../src/features/content-search/searchable-page';
import { FAMILIES } from '../src/content/families';
import { businessFacts } from '../shared/facts/business-facts';
import { pickBrandFacts } from '../shared/facts/brand-fact-keys';
import { writeSocialImages } from './social-images';
import { clientResults, resultsLeftOut } from './client-results';
import { sampleWordsFor, sampleWordsSummary } from './sample-agency-words';
import { isPublic } from '../src/site/pages';
import type * as EntryServerModule from '../src/app/entry-server';

type EntryServer = typeof EntryServerModule;

const root = process.cwd();
const STYLES_PLACEHOLDER = '<!--styles-->';
const distDir = join(root, 'dist');

/** Content search indexes the public pages of families with text of their own (families.ts). */
const searchable = (entry: EntryServer['pages'][number]): boolean =>
  isPublic(entry) && FAMILIES[entry.template].searchable;

async function main(): Promise<void> {
  const started = performance.now();
  // Started first and awaited last: resvg rasterises off the main thread while pages render.
  const socialImages = writeSocialImages(distDir, pickBrandFacts(businessFacts)).then((count) => ({
    count,
    seconds: (performance.now() - started) / 1000,
  }));
  const server = (await import(
    pathToFileURL(join(root, 'dist-server/entry-server.js')).href
  )) as EntryServer;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const stylesheet = STYLESHEET_LINK.exec(template);
  if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
  const stylesheetHref = stylesheet[1]!;
  const criticalCss = createCriticalCss({
    distDir,
    fullCss: await readFile(join(distDir, stylesheetHref), 'utf8'),
  });
  const manifest = await readManifest(distDir);
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));

  const document = async (
    entry: (typeof server.pages)[number],
    renderPath: string,
  ): Promise<string> => {
    const { html, payload } = await server.renderPage(renderPath, entry);
    // Embedded content must survive JSON unchanged, or hydration would render something else.
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(payload.content)), payload.content))
      throw new Error(`The content of ${renderPath} is not plain JSON data and cannot be embedded`);
    const sources = [server.templateSource(entry.template), ...payload.modules];
    const preloads = [...new Set(sources.flatMap((source) => chunkFiles(manifest, source)))]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const search = searchable(entry) ? [searchMetaHtml(entry)] : [];
    const head = [
      server.headTagsHtml(server.headTags(entry)),
      ...search,
      STYLES_PLACEHOLDER,
      ...preloads,
    ].join('\n    ');
    const data =
      Object.keys(payload.content).length > 0 ? server.pageDataHtml(payload.content) : '';
    // Replacer functions, so a '$' in the content is never read as a replacement pattern.
    const page = template
      .replace('<!--theme-script-->', () => `<script>${server.THEME_SCRIPT}</script>`)
      .replace('<!--head-tags-->', () => head)
      .replace('<!--app-html-->', () => addHeadingIds(html))
      .replace('</body>', () => `${data}</body>`);
    const { css } = await criticalCss(page);
    return deferScripts(
      page
        .replace(STYLESHEET_LINK, '')
        .replace(STYLES_PLACEHOLDER, () => stylesheetHtml(stylesheetHref, css)),
    );
  };

  const indexed: IndexedPage[] = [];
  for (const entry of server.pages) {
    const file =
      entry.path === '/' ? join(distDir, 'index.html') : join(distDir, entry.path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await document(entry, entry.path));
    if (searchable(entry)) indexed.push({ path: entry.path, file });
  }
  await writeFile(
    join(distDir, 'not-found.html'),
    await document(server.notFoundPage, '/__not-found__'),
  );
  // Marked, so the browser renders the offline page at whatever address the worker answered.
  const offline = await document(server.offlinePage, '/__offline__');
  await writeFile(
    join(distDir, OFFLINE_DOCUMENT),
    offline.replace(/<html\b/, () => `<html data-fallback="${OFFLINE_MARKER}"`),
  );

  await writeFile(join(distDir, 'sitemap.xml'), server.sitemapXml(server.pages));
  await writeFile(join(distDir, 'robots.txt'), server.robotsTxt());
  await writeFile(
    join(distDir, 'pages.json'),
    JSON.stringify({ pages: server.pages.map(({ path, template }) => ({ path, template })) }),
  );
  const seconds = (performance.now() - started) / 1000;
  // For `npm run bench` (outside dist/, so it is never served).
  await writeFile(
    join(root, 'dist-server/prerender-stats.json'),
    JSON.stringify({ pages: server.pages.length + 1, seconds }),
  );
  const searchIndex = await buildSearchIndex(distDir, indexed);
  await generateServiceWorker();
  const drawn = await socialImages;
  const compressed = await precompressDirectory(distDir);
  console.log(
    `Prerendered ${server.pages.length} pages, the not-found and the offline page in ${seconds.toFixed(1)} s; ` +
      `drew ${drawn.count} social images in dist/og/ (done ${drawn.seconds.toFixed(1)} s after the start); ` +
      `indexed ${searchIndex.pages} pages (${searchIndex.words} words counted once per page) for content search; ` +
      `generated sw.js; precompressed ${compressed} files.`,
  );
  // Client results without a basis: marked while the facts are sample data, left out once they
  // are real (shared/facts/result-claims.ts); `npm run facts` lists each one.
  console.log(resultsLeftOut(await clientResults(), businessFacts.sample).join('\n'));
  // With another agency's facts, how many lines still speak of the sample agency's office city,
  // street, founders or clients (build/sample-agency-words.ts); `npm run facts` lists each one.
  for (const line of sampleWordsSummary(await sampleWordsFor(businessFacts))) console.log(line);
}

await main();
