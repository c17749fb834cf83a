// The tag that gives the content search index each page's category. Which pages the build indexes
// is build/prerender.ts's: the public pages (src/site/pages.ts isPublic) of the families with text
// of their own (families.ts searchable: not the HTML sitemap, a list of every link).
import { escapeAttribute } from 'entities/escape';
import type { PageEntry } from '../../content/page-entry';

/** The Pagefind filter that holds a page's palette category (the palette's filter chips). */
export const CATEGORY_FILTER = 'category';

/**
 * The head tag that gives Pagefind the page's category filter. (Its title is the page's h1, which
 * is the registry title.) A meta element needs a name to be valid HTML.
 */
export function searchMetaHtml(entry: Pick<PageEntry, 'category'>): string {
  return `<meta name="${CATEGORY_FILTER}" data-pagefind-filter="${CATEGORY_FILTER}[content]" content="${escapeAttribute(entry.category)}">`;
}
