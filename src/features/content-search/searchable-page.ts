// Which pages content search indexes, and the tags that give the index each page's title and
// category. One rule, used by the build (scripts/search-index.ts): indexable, canonical pages with
// text of their own. Demo and not-found pages (noindex), canonical duplicates and the HTML sitemap
// (a list of every link) stay out.
import type { PageEntry } from '../../content/page-entry';

/** The Pagefind filter that holds a page's palette category (the palette's filter chips). */
export const CATEGORY_FILTER = 'category';

export const isSearchablePage = (
  entry: Pick<PageEntry, 'noindex' | 'canonicalOf' | 'template'>,
): boolean => !entry.noindex && !entry.canonicalOf && entry.template !== 'sitemap';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Head tags that tell Pagefind the page's title (the palette title, not the first heading) and its
 * category filter.
 */
export function searchMetaHtml(entry: Pick<PageEntry, 'title' | 'category'>): string {
  return [
    `<meta data-pagefind-meta="title[content]" content="${escapeAttribute(entry.title)}">`,
    `<meta data-pagefind-filter="${CATEGORY_FILTER}[content]" content="${escapeAttribute(entry.category)}">`,
  ].join('\n    ');
}
