// The ids of the /sitemap page's groups that menus and breadcrumbs link to ('/sitemap#locations'):
// the full lists of pages the site has no hub page for (SPEC: /locations, /industries and /tools
// are not pages).
export const SITEMAP_GROUP = {
  services: 'services',
  locations: 'locations',
  industries: 'industries',
  tools: 'tools',
} as const;
