// The items of a breadcrumb trail as shown and as given to search engines: the pages from home down,
// with the list a city or an industry belongs to named after Home ("Home › Locations › Mumbai"),
// linking to that list's section of /sitemap (the site has no /locations or /industries page).
import { SITEMAP_GROUP } from './outlines/sitemap-group-ids.ts';
import type { PageEntry } from '../content/page-entry';

type Crumbable = Pick<PageEntry, 'id' | 'path' | 'template' | 'title' | 'label'>;

export interface BreadcrumbItem {
  /** The page the crumb links to. */
  id: string;
  name: string;
  /** Its path, with the section for a list on /sitemap ('/sitemap#locations'). */
  path: string;
  /** The section of the page, for a list on /sitemap ('#locations'). */
  hash?: string;
}

const LISTS: Partial<Record<PageEntry['template'], { name: string; group: string }>> = {
  location: { name: 'Locations', group: SITEMAP_GROUP.locations },
  industry: { name: 'Industries', group: SITEMAP_GROUP.industries },
};

/** The items of `trail` (home first); `sitemap` is the /sitemap page, home of the lists. */
export function breadcrumbItems(
  trail: readonly Crumbable[],
  sitemap: Pick<PageEntry, 'id' | 'path'>,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = trail.map((page) => ({
    id: page.id,
    name: page.label ?? page.title,
    path: page.path,
  }));
  const list = trail.length > 1 ? LISTS[trail[1]!.template] : undefined;
  if (list) {
    const hash = `#${list.group}`;
    items.splice(1, 0, { id: sitemap.id, name: list.name, path: sitemap.path + hash, hash });
  }
  return items;
}
