// Measures what each page loads before it is idle, from the build output: the scripts and module
// preloads its prerendered HTML names (gzip sizes), its stylesheets, and the largest lazy chunk.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageFigures {
  template: string;
  path: string;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
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

const assetsIn = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));

/** Initial JavaScript and CSS of one prerendered page. */
export async function pageFigures(template: string, path: string): Promise<PageFigures> {
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  const html = await readFile(join(distDir, file), 'utf8');
  const js = [
    ...assetsIn(html, /<script type="module"[^>]*src="([^"]+)"/g),
    ...assetsIn(html, /<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = assetsIn(html, /<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const unique = [...new Set(js)];
  const jsGzip = (await Promise.all(unique.map(gzipSize))).reduce((sum, size) => sum + size, 0);
  const cssGzip = (await Promise.all(css.map(gzipSize))).reduce((sum, size) => sum + size, 0);
  return { template, path, jsFiles: unique.length, jsGzip, cssGzip };
}

/** One page of every template, from dist/pages.json written by the prerender script. */
export async function figuresPerTemplate(): Promise<PageFigures[]> {
  const { pages } = JSON.parse(await readFile(join(distDir, 'pages.json'), 'utf8')) as {
    pages: { path: string; template: string }[];
  };
  const firstOfEach = new Map<string, string>();
  for (const page of pages)
    if (!firstOfEach.has(page.template)) firstOfEach.set(page.template, page.path);
  return Promise.all([...firstOfEach].map(([template, path]) => pageFigures(template, path)));
}

/** The largest JavaScript chunk in dist/assets, gzip. */
export async function largestChunk(): Promise<{ file: string; gzip: number }> {
  const files = (await readdir(join(distDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (file) => ({ file, gzip: await gzipSize(join('assets', file)) })),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip)[0]!;
}
