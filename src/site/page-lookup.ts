// Finding full registry entries, for the build, head tags and the palette (never the first load):
// by id and path, the breadcrumb trail, the canonical URL and whether a page is indexable.
import { SITE_URL } from '../../shared/site';
import type { PageEntry } from '../content/page-entry';
import { pages } from '../content/registry';

const byId = new Map(pages.map((entry) => [entry.id, entry]));
const byPath = new Map(pages.map((entry) => [entry.path, entry]));

/** The page with this id; an unknown id is a programming error. */
export function getPage(id: string): PageEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No page with id "${id}"`);
  return entry;
}

/** The page with this id, if any. */
export const findPageById = (id: string): PageEntry | undefined => byId.get(id);

/** The page at exactly this path, if any. */
export const findPageByPath = (path: string): PageEntry | undefined => byPath.get(path);

/** The pages from home down to this one. */
export function breadcrumbTrail(entry: PageEntry): PageEntry[] {
  const trail = [entry];
  for (let parent = entry.parent; parent; parent = trail[0]!.parent) trail.unshift(getPage(parent));
  return trail;
}

/** The absolute canonical URL: the page's own, or that of the page it duplicates. */
export function canonicalUrl(entry: PageEntry): string {
  const target = entry.canonicalOf ? getPage(entry.canonicalOf) : entry;
  return target.path === '/' ? `${SITE_URL}/` : `${SITE_URL}${target.path}`;
}

/** Whether the page belongs in sitemap.xml: indexable and canonical. */
export const isIndexable = (entry: PageEntry): boolean => !entry.noindex && !entry.canonicalOf;
