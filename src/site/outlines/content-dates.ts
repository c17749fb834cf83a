// The date each page's content last changed, for <lastmod> in sitemap.xml: a blog post's own date
// (its update, else its publication), the newest post for the blog index, otherwise the date the
// page itself changed apart from its family (below), else its family's reviewed date (families.ts).
// Whoever changes content moves its date; the build day is never used.
import { posts } from '../../content/blog/posts';
import { FAMILIES } from '../../content/families';
import type { PageEntry } from '../../content/page-entry';

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
      FAMILIES['blog-index'].reviewed,
      ...posts.map((post) => post.updated ?? post.date),
    ]);
  return PAGE_REVIEWED[page.id] ?? FAMILIES[page.template].reviewed;
}
