// The ids of the /sitemap page's groups that menus and breadcrumbs link to ('/sitemap#locations'):
// the full lists of pages the site has no hub page for (SPEC: /locations, /industries and /tools
// are not pages). sitemap-groups.ts names its groups the same (a test holds them equal); it does
// not import them, so the menus' few bytes stay out of a chunk of their own.
export const SITEMAP_GROUP = {
  services: 'services',
  locations: 'locations',
  industries: 'industries',
  tools: 'tools',
} as const;
