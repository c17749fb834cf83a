// Finding pages in the registry: by id, by path, the breadcrumb trail and the canonical URL.
// Every internal href is built here from an id, so no component types a path by hand.
import { SITE_URL } from '../config/site';
import type { PageEntry } from './page-entry';
import { pages } from './registry';

const byId = new Map(pages.map((entry) => [entry.id, entry]));
const byPath = new Map(pages.map((entry) => [entry.path, entry]));

/** The page with this id; an unknown id is a programming error. */
export function getPage(id: string): PageEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No page with id "${id}"`);
  return entry;
}

/** The path of the page with this id. */
export const hrefOf = (id: string): string => getPage(id).path;

/** The page at exactly this path (no trailing slash, case-sensitive), if any. */
export const findPageByPath = (path: string): PageEntry | undefined => byPath.get(path);

/** The pages from home down to this one, for breadcrumbs. */
export function breadcrumbTrail(entry: PageEntry): PageEntry[] {
  const trail: PageEntry[] = [entry];
  let parent = entry.parent;
  while (parent) {
    const next = getPage(parent);
    trail.unshift(next);
    parent = next.parent;
  }
  return trail;
}

/** The absolute canonical URL: the page's own, or that of the page it duplicates. */
export function canonicalUrl(entry: PageEntry): string {
  const target = entry.canonicalOf ? getPage(entry.canonicalOf) : entry;
  return target.path === '/' ? `${SITE_URL}/` : `${SITE_URL}${target.path}`;
}

/** Pages whose parent is this id, in registry order. */
export const childrenOf = (id: string): PageEntry[] => pages.filter((entry) => entry.parent === id);

/** Whether the page belongs in sitemap.xml: indexable and canonical. */
export const isIndexable = (entry: PageEntry): boolean => !entry.noindex && !entry.canonicalOf;
