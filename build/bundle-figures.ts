// Reads the build output (dist/.vite/manifest.json, the prerendered HTML, dist/pages.json) and
// measures, in gzip bytes: each page's initial JavaScript (the entry script and every chunk its HTML
// modulepreloads, which is all the code a page loads before hydrating; the crawl checks that), its
// stylesheets and the critical CSS it inlines (uncompressed), and every JavaScript file the build
// emitted, the worker included.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles, readManifest, type Manifest } from './vite-manifest';
import { CRITICAL_STYLE_ATTRIBUTE } from '../shared/inline-scripts/stylesheet-loader-script';

export interface PageFigures {
  template: string;
  path: string;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  /** Bytes of critical CSS inlined in the page, uncompressed. */
  criticalCss: number;
}

export interface ChunkFigures {
  file: string;
  gzip: number;
  /** Part of the entry (loaded by every page) rather than loaded on demand. */
  initial: boolean;
}

const distDir = join(process.cwd(), 'dist');
const gzipCache = new Map<string, number>();

async function gzipSize(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** The entry chunks and everything they import statically: what every page loads. */
const entryFiles = (manifest: Manifest): Set<string> =>
  new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => chunkFiles(manifest, key)),
  );

const CRITICAL_STYLE = new RegExp(`<style ${CRITICAL_STYLE_ATTRIBUTE}>([\\s\\S]*?)</style>`, 'g');

const assetsIn = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));

async function pageFigures(
  template: string,
  path: string,
  known: ReadonlySet<string>,
): Promise<PageFigures> {
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  const html = await readFile(join(distDir, file), 'utf8');
  const js = [
    ...new Set([
      ...assetsIn(html, /<script type="module"[^>]*src="([^"]+)"/g),
      ...assetsIn(html, /<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]),
  ];
  const stale = js.find((asset) => !known.has(asset));
  if (stale) throw new Error(`${file} loads ${stale}, which the build manifest does not list`);
  // The full stylesheet is named twice: loaded without blocking, and in <noscript>.
  const css = [...new Set(assetsIn(html, /<link rel="stylesheet"[^>]*href="([^"]+)"/g))];
  const critical = [...html.matchAll(CRITICAL_STYLE)].reduce(
    (total, match) => total + Buffer.byteLength(match[1]!),
    0,
  );
  const sum = async (files: string[]) =>
    (await Promise.all(files.map(gzipSize))).reduce((total, size) => total + size, 0);
  return {
    template,
    path,
    jsFiles: js.length,
    jsGzip: await sum(js),
    cssGzip: await sum(css),
    criticalCss: critical,
  };
}

/** Every prerendered page (dist/pages.json), in registry order. */
export async function allPageFigures(): Promise<PageFigures[]> {
  const { pages } = JSON.parse(await readFile(join(distDir, 'pages.json'), 'utf8')) as {
    pages: { path: string; template: string }[];
  };
  const known = new Set(Object.values(await readManifest(distDir)).map((chunk) => chunk.file));
  const figures: PageFigures[] = [];
  for (const page of pages) figures.push(await pageFigures(page.template, page.path, known));
  return figures;
}

/** Every JavaScript file in dist/assets (the SEO tools' worker too), largest first. */
export async function chunkFigures(): Promise<ChunkFigures[]> {
  const initial = entryFiles(await readManifest(distDir));
  const files = (await readdir(join(distDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const asset = `assets/${file}`;
      return { file: asset, gzip: await gzipSize(asset), initial: initial.has(asset) };
    }),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip);
}
