// Content-search figures for `npm run bench:palette`: relevance of the section ranking on
// tests/features/content-search/content-relevance-queries.ts (top-1, top-3), the index's size on
// disk and gzipped, and the bytes a first query and the next ten fetch. Runs Pagefind's own browser
// bundle from dist/pagefind/ in Node, its fetches answered from disk and counted. Needs a build.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  PAGEFIND_OPTIONS,
  searchSections,
  type PagefindApi,
} from '../src/features/content-search/search-sections';
import { contentRelevanceQueries } from '../tests/features/content-search/content-relevance-queries';

const INDEX_DIR = join(process.cwd(), 'dist/pagefind');

export interface ContentSearchFigures {
  queries: number;
  top1: number;
  top3: number;
  misses: { query: string; expected: string; got: string[] }[];
  diskBytes: number;
  gzipBytes: number;
  firstQueryBytes: number;
  nextTenBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/** Bytes fetched so far; files are counted once, as a browser's cache would. */
let fetched = 0;
const seen = new Set<string>();

function serveIndexFromDisk(): void {
  globalThis.fetch = (async (input: string | URL) => {
    const path = String(input)
      .replace(/^.*\/pagefind\//, '')
      .split('?')[0]!;
    const body = await readFile(join(INDEX_DIR, path));
    if (!seen.has(path)) {
      seen.add(path);
      // The server sends .js files compressed; Pagefind's own files are compressed already.
      fetched += path.endsWith('.js') ? gzipSync(body).length : body.length;
    }
    return new Response(body);
  }) as typeof fetch;
}

export async function measureContentSearch(): Promise<ContentSearchFigures> {
  const files = await filesUnder(INDEX_DIR);
  let diskBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    diskBytes += (await stat(file)).size;
    const body = await readFile(file);
    gzipBytes +=
      file.endsWith('.js') || file.endsWith('.json') ? gzipSync(body).length : body.length;
  }
  serveIndexFromDisk();
  const pagefind = (await import(
    pathToFileURL(join(INDEX_DIR, 'pagefind.js')).href
  )) as PagefindApi;
  await pagefind.options({ basePath: '/pagefind/', ...PAGEFIND_OPTIONS });
  const bytesFor = async (query: string) => {
    const before = fetched;
    const hits = await searchSections(pagefind, query);
    return { hits, bytes: fetched - before };
  };
  let top1 = 0;
  let top3 = 0;
  let firstQueryBytes = 0;
  let nextTenBytes = 0;
  const misses: ContentSearchFigures['misses'] = [];
  for (const [index, { query, expected }] of contentRelevanceQueries.entries()) {
    const { hits, bytes } = await bytesFor(query);
    if (index === 0) firstQueryBytes = bytes;
    else if (index <= 10) nextTenBytes += bytes;
    const at = hits.findIndex((hit) => hit.url === expected);
    if (at === 0) top1++;
    if (at >= 0 && at < 3) top3++;
    else misses.push({ query, expected, got: hits.slice(0, 3).map((hit) => hit.url) });
  }
  return {
    queries: contentRelevanceQueries.length,
    top1,
    top3,
    misses,
    diskBytes,
    gzipBytes,
    firstQueryBytes,
    nextTenBytes,
  };
}
