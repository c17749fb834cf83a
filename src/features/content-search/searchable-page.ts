// Which pages content search indexes, and the tag that gives the index each page's category. One rule, used by the build (build/search-index.ts): indexable, canonical pages of the
// families with text of their own (families.ts searchable). Demo and not-found pages (noindex),
// canonical duplicates and the HTML sitemap (a list of every link) stay out.
import { FAMILIES } from '../../content/families';
import type { PageEntry } from '../../content/page-entry';

/** The Pagefind filter that holds a page's palette category (the palette's filter chips). */
export const CATEGORY_FILTER = 'category';

export const isSearchablePage = (
  entry: Pick<PageEntry, 'noindex' | 'canonicalOf' | 'template'>,
): boolean => !entry.noindex && !entry.canonicalOf && FAMILIES[entry.template].searchable;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head tag that gives Pagefind the page's category filter. (Its title is the page's h1, which
 * is the registry title.) A meta element needs a name to be valid HTML.
 */
export function searchMetaHtml(entry: Pick<PageEntry, 'category'>): string {
  return `<meta name="${CATEGORY_FILTER}" data-pagefind-filter="${CATEGORY_FILTER}[content]" content="${escapeAttribute(entry.category)}">`;
}
