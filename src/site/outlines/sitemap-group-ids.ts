// The ids of the /sitemap page's groups that menus and breadcrumbs link to ('/sitemap#locations'):
// the full lists of pages the site has no hub page for (SPEC: /locations, /industries and /tools
// are not pages). Typed by families.ts, which names each family's group; sitemap-groups.ts is not
// imported here, so the menus' few bytes stay out of a chunk of their own.
import type { SitemapGroupId } from '../../content/families';

export const SITEMAP_GROUP = {
  services: 'services',
  locations: 'locations',
  industries: 'industries',
  tools: 'tools',
} as const satisfies Record<string, SitemapGroupId>;
