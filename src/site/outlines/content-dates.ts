// The date each page's content last changed, for <lastmod> in sitemap.xml: a blog post's own date
// (its update, else its publication), the newest post for the blog index, otherwise the reviewed
// date of the page's family below, or of the page itself where it changed apart from its family.
// Whoever changes a family's content moves its date here; the build day is never used.
import { posts } from '../../content/blog/posts';
import type { PageEntry, TemplateKey } from '../../content/page-entry';

/** When each family's content was last reviewed or changed (ISO dates). */
export const FAMILY_REVIEWED: Record<TemplateKey, string> = {
  home: '2026-11-25',
  'services-index': '2026-11-21',
  service: '2026-11-21',
  'city-service': '2026-11-25',
  location: '2026-11-21',
  industry: '2026-11-21',
  'industry-city': '2026-11-21',
  resource: '2026-11-21',
  'tools-hub': '2026-11-22',
  tool: '2026-11-22',
  'blog-index': '2026-11-21',
  'blog-post': '2026-11-21',
  'case-study-index': '2026-11-21',
  'case-study': '2026-11-21',
  about: '2026-11-25',
  contact: '2026-11-21',
  quote: '2026-11-25',
  portfolio: '2026-11-21',
  testimonials: '2026-11-25',
  awards: '2026-11-24',
  careers: '2026-11-21',
  logo: '2026-11-21',
  legal: '2026-11-24',
  sitemap: '2026-11-21',
  'routing-test': '2026-11-21',
  'breadcrumb-demo': '2026-11-21',
  'accessibility-demo': '2026-11-21',
  'not-found': '2026-11-21',
  offline: '2026-11-25',
};

/** Pages whose content changed after their family's date, by registry id. */
export const PAGE_REVIEWED: Record<string, string> = {
  'service:seo/local': '2026-11-25',
  'service:local-business-seo': '2026-11-25',
  'service:seo/ecommerce': '2026-11-25',
  'service:ecommerce-seo': '2026-11-25',
  'service:seo': '2026-11-25',
  'service:content': '2026-11-25',
  'service:youtube-marketing': '2026-11-25',
  'location:uttar-pradesh/noida': '2026-11-25',
  'location:surat': '2026-11-25',
  'location:haryana/yamunanagar': '2026-11-25',
  'location:haryana/rohtak': '2026-11-25',
  'location:haryana/karnal': '2026-11-25',
  'location:haryana/sirsa': '2026-11-25',
  'location:haryana/ambala': '2026-11-25',
  'location:kolkata': '2026-11-25',
  'industry-city:manufacturing:haryana': '2026-11-25',
  'resource:digital-marketing-guide': '2026-11-25',
};

const newest = (dates: string[]): string => dates.reduce((a, b) => (a > b ? a : b));

/** The ISO date a page's content last changed. */
export function contentDate(page: PageEntry): string {
  if (page.template === 'blog-post') {
    const post = posts.find((candidate) => candidate.slug === page.params?.post);
    if (post) return post.updated ?? post.date;
  }
  if (page.template === 'blog-index')
    return newest([
      FAMILY_REVIEWED['blog-index'],
      ...posts.map((post) => post.updated ?? post.date),
    ]);
  return PAGE_REVIEWED[page.id] ?? FAMILY_REVIEWED[page.template];
}
