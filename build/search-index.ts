// Builds the content-search index (Pagefind) from the prerendered pages into dist/pagefind/. Only
// the pages handed in are indexed (the prerender passes the public pages of searchable families), and of
// each only <main data-pagefind-body>, minus what is marked data-pagefind-ignore. Pagefind's
// browser bundle comes with it; the UI bundles it also writes are never used and are removed.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Pagefind writes its own UIs; the palette drives pagefind.js directly and needs none of them. */
const UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

export const SEARCH_INDEX_DIR = 'pagefind';

export interface IndexedPage {
  /** The page's URL path, which search results link to. */
  path: string;
  /** Its prerendered HTML file. */
  file: string;
}

/** Indexes the pages, writes dist/pagefind/ and returns how many pages and words it holds. */
export async function buildSearchIndex(
  distDir: string,
  indexed: readonly IndexedPage[],
): Promise<{ pages: number; words: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let words = 0;
  try {
    for (const page of indexed) {
      const added = await index.addHTMLFile({
        url: page.path,
        content: await readFile(page.file, 'utf8'),
      });
      if (added.errors.length) throw new Error(`Indexing ${page.path}: ${added.errors.join('; ')}`);
      words += added.file.uniqueWords;
    }
    const output = join(distDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(`Writing the index: ${written.errors.join('; ')}`);
    await Promise.all(UNUSED_FILES.map((file) => rm(join(output, file), { force: true })));
  } finally {
    await pagefind.close();
  }
  return { pages: indexed.length, words };
}
