// The page families: one row per template (src/pages/<template>-page.tsx), holding everything the
// site derives from a page's family: its palette category, its group on /sitemap, its header menu
// section, when its content was last reviewed, the JSON-LD and social image its pages carry,
// whether content search indexes them and the folder its content lives in. Adding a family is adding a row here, its
// content and its template (docs/architecture.md, "Adding a page family").
import type { Category } from './page-entry';

/** The groups of the /sitemap page (src/site/outlines/sitemap-groups.ts titles and orders them). */
export type SitemapGroupId =
  | 'company'
  | 'services'
  | 'city-services'
  | 'locations'
  | 'industries'
  | 'resources'
  | 'blog'
  | 'case-studies'
  | 'tools';

/** The header menu's sections (src/site/outlines/nav-sections.ts orders them). */
export type NavSectionLabel = 'Services' | 'Locations' | 'Industries' | 'Resources' | 'Tools';

/**
 * The JSON-LD a family's pages carry besides their breadcrumb list (src/site/head/structured-data.ts):
 * Organization and WebSite, Service, ProfessionalService for a place, or Article (og:type article).
 */
export type JsonLdKind = 'organization' | 'service' | 'local-business' | 'article';

/**
 * The 1200x630 images in dist/og/ besides default.png, drawn at build time from the business facts
 * (build/social-card.tsx sets each one's wording and accent).
 */
export type SocialImage =
  'services' | 'locations' | 'industries' | 'blog' | 'case-studies' | 'tools' | 'resources';

export interface Family {
  /** The palette category of its pages; a registry entry may set another (the /resources copies). */
  category: Category;
  /** The /sitemap group listing its public pages; none for families with no public page. */
  sitemapGroup?: SitemapGroupId;
  /** The header menu section listing its pages. */
  navSection?: NavSectionLabel;
  /**
   * When its content was last reviewed or changed (ISO date), sitemap.xml's <lastmod> for its pages
   * (src/site/outlines/content-dates.ts). Whoever changes a family's content moves this date.
   */
  reviewed: string;
  jsonLd?: JsonLdKind;
  /** The Open Graph and Twitter image of its pages; default.png when none. */
  socialImage?: SocialImage;
  /**
   * Content search indexes its public pages: they have text of their own. Not the HTML sitemap (a
   * list of every link), nor families whose pages are never public (demos, not found, offline).
   */
  searchable: boolean;
  /** Its content's folder under src/content/, which its template loads from. */
  contentFolder?: string;
}

const rows = {
  home: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-25',
    jsonLd: 'organization',
    searchable: true,
    contentFolder: 'home',
  },
  'services-index': {
    category: 'Navigation',
    sitemapGroup: 'services',
    reviewed: '2026-11-21',
    socialImage: 'services',
    searchable: true,
  },
  service: {
    category: 'Services',
    sitemapGroup: 'services',
    navSection: 'Services',
    reviewed: '2026-11-21',
    socialImage: 'services',
    jsonLd: 'service',
    searchable: true,
    contentFolder: 'service-content',
  },
  'city-service': {
    category: 'Locations',
    sitemapGroup: 'city-services',
    reviewed: '2026-11-25',
    socialImage: 'locations',
    jsonLd: 'local-business',
    searchable: true,
    contentFolder: 'city-services',
  },
  location: {
    category: 'Locations',
    sitemapGroup: 'locations',
    navSection: 'Locations',
    reviewed: '2026-11-21',
    socialImage: 'locations',
    jsonLd: 'local-business',
    searchable: true,
    contentFolder: 'locations',
  },
  industry: {
    category: 'Industries',
    sitemapGroup: 'industries',
    navSection: 'Industries',
    reviewed: '2026-11-21',
    socialImage: 'industries',
    searchable: true,
    contentFolder: 'industries',
  },
  'industry-city': {
    category: 'Industries',
    sitemapGroup: 'industries',
    reviewed: '2026-11-21',
    socialImage: 'industries',
    searchable: true,
    contentFolder: 'industries/by-city',
  },
  resource: {
    category: 'Resources',
    sitemapGroup: 'resources',
    navSection: 'Resources',
    reviewed: '2026-11-26',
    socialImage: 'resources',
    searchable: true,
    contentFolder: 'resources',
  },
  'tools-hub': {
    category: 'Tools',
    sitemapGroup: 'tools',
    reviewed: '2026-11-22',
    socialImage: 'tools',
    searchable: true,
  },
  tool: {
    category: 'Tools',
    sitemapGroup: 'tools',
    navSection: 'Tools',
    reviewed: '2026-11-22',
    socialImage: 'tools',
    searchable: true,
  },
  'blog-index': {
    category: 'Navigation',
    sitemapGroup: 'blog',
    reviewed: '2026-11-21',
    socialImage: 'blog',
    searchable: true,
    contentFolder: 'blog',
  },
  'blog-post': {
    category: 'Resources',
    sitemapGroup: 'blog',
    reviewed: '2026-11-21',
    socialImage: 'blog',
    jsonLd: 'article',
    searchable: true,
    contentFolder: 'blog',
  },
  'case-study-index': {
    category: 'Navigation',
    sitemapGroup: 'case-studies',
    reviewed: '2026-11-21',
    socialImage: 'case-studies',
    searchable: true,
    contentFolder: 'case-studies',
  },
  'case-study': {
    category: 'Resources',
    sitemapGroup: 'case-studies',
    reviewed: '2026-11-21',
    socialImage: 'case-studies',
    searchable: true,
    contentFolder: 'case-studies',
  },
  about: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-25',
    searchable: true,
    contentFolder: 'company',
  },
  contact: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-21',
    searchable: true,
  },
  quote: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-25',
    searchable: true,
  },
  portfolio: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-21',
    searchable: true,
    contentFolder: 'company',
  },
  testimonials: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-25',
    searchable: true,
    contentFolder: 'company',
  },
  awards: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-24',
    searchable: true,
    contentFolder: 'company',
  },
  careers: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-21',
    searchable: true,
    contentFolder: 'company',
  },
  logo: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-21',
    searchable: true,
    contentFolder: 'company',
  },
  legal: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-24',
    searchable: true,
    contentFolder: 'legal',
  },
  sitemap: {
    category: 'Navigation',
    sitemapGroup: 'company',
    reviewed: '2026-11-21',
    searchable: false,
  },
  'routing-test': { category: 'Navigation', reviewed: '2026-11-21', searchable: false },
  'breadcrumb-demo': { category: 'Navigation', reviewed: '2026-11-21', searchable: false },
  'accessibility-demo': { category: 'Navigation', reviewed: '2026-11-21', searchable: false },
  'not-found': { category: 'Navigation', reviewed: '2026-11-21', searchable: false },
  offline: { category: 'Navigation', reviewed: '2026-11-25', searchable: false },
} satisfies Record<string, Family>;

/** One lazily loaded module in src/pages per template: `src/pages/<template>-page.tsx`. */
export type TemplateKey = keyof typeof rows;

/** Every family, by its template. */
export const FAMILIES: Readonly<Record<TemplateKey, Family>> = rows;
