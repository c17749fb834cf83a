// sitemap.xml's <lastmod> is each page's content date: a post's own date, the newest post for the
// blog index, a family's or a page's reviewed date otherwise; never the day of the build.
import { describe, expect, it } from 'vitest';
import { posts } from '../../../src/content/blog/posts';
import { FAMILIES } from '../../../src/content/families';
import { contentDate, PAGE_REVIEWED } from '../../../src/site/outlines/content-dates';
import { registryPages } from '../../../src/site/registry-pages';
import { pages } from '../../../src/content/registry';
import { sitemapXml } from '../../../src/site/outlines/sitemap-xml';

const lastmods = new Map(
  [...sitemapXml(pages).matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(
    (match) => [new URL(match[1]!).pathname, match[2]!],
  ),
);

describe('content dates', () => {
  it('give every sitemap entry a real calendar date', () => {
    expect(lastmods.size).toBeGreaterThan(200);
    for (const [path, date] of lastmods) {
      expect(date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(date);
    }
  });

  it('date a blog post by its update or publication, and the blog index by the newest post', () => {
    for (const post of posts)
      expect(lastmods.get(`/blog/${post.slug}`), post.slug).toBe(post.updated ?? post.date);
    const newest = posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1)!;
    expect(contentDate(registryPages.byId('blog'))).toBe(
      newest > FAMILIES['blog-index'].reviewed ? newest : FAMILIES['blog-index'].reviewed,
    );
  });

  it('differ between pages, as content dates do, instead of one build-day stamp', () => {
    expect(new Set(lastmods.values()).size).toBeGreaterThan(3);
  });

  it('date other pages by their family, or by their own review where it is later', () => {
    expect(contentDate(registryPages.byId('city-service:seo:itanagar'))).toBe(
      FAMILIES['city-service'].reviewed,
    );
    for (const [id, date] of Object.entries(PAGE_REVIEWED)) {
      const page = registryPages.byId(id);
      expect(contentDate(page)).toBe(date);
      expect(date > FAMILIES[page.template].reviewed, id).toBe(true);
    }
  });
});
