import { describe, expect, it } from 'vitest';
import { pages } from '../../../src/content/registry';
import { headTags, headTagsHtml } from '../../../src/site/head/head-tags';
import { registryPages } from '../../../src/site/registry-pages';
import { sitemapXml, robotsTxt } from '../../../src/site/outlines/sitemap-xml';
import { SITE_URL } from '../../../shared/site';

describe('head tags', () => {
  const all = pages.map((page) => ({ page, tags: headTags(page) }));

  it('give every page a unique title of at most 60 characters', () => {
    for (const { page, tags } of all) expect(tags.title.length, page.path).toBeLessThanOrEqual(60);
    expect(new Set(all.map(({ tags }) => tags.title)).size).toBe(pages.length);
  });

  it('give every page a unique description of at most 160 characters', () => {
    for (const { page } of all) {
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.description.length, page.path).toBeGreaterThan(50);
    }
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it('point duplicates at their canonical page', () => {
    expect(headTags(registryPages.byId('special:delhi-ppc')).canonical).toBe(
      `${SITE_URL}/services/ppc/delhi`,
    );
    expect(headTags(registryPages.byId('resource:blog')).canonical).toBe(`${SITE_URL}/blog`);
    expect(headTags(registryPages.byId('home')).canonical).toBe(`${SITE_URL}/`);
  });

  it('escape markup in values and inside JSON-LD', () => {
    const html = headTagsHtml({
      title: 'A <b> & "c"',
      meta: [{ key: 'name', name: 'description', content: '</script><script>alert(1)</script>' }],
      canonical: `${SITE_URL}/`,
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
  });

  it('describe home as an Organization and WebSite, and posts as Articles', () => {
    const types = (id: string) =>
      headTags(registryPages.byId(id)).jsonLd.map((data) => (data as { '@type': string })['@type']);
    expect(types('home')).toEqual(['Organization', 'WebSite']);
    expect(types('service:seo')).toEqual(['Service', 'BreadcrumbList']);
    expect(types('city-service:seo:mumbai')).toEqual(['ProfessionalService', 'BreadcrumbList']);
    expect(types('post:local-seo-checklist-indian-businesses')).toEqual([
      'Article',
      'BreadcrumbList',
    ]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = sitemapXml(pages);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('list absolute URLs of canonical, indexable pages only', () => {
    expect(locs).toContain(`${SITE_URL}/`);
    expect(locs).toContain(`${SITE_URL}/services/ppc/delhi`);
    expect(locs).not.toContain(`${SITE_URL}/services/delhi/ppc`);
    expect(locs).not.toContain(`${SITE_URL}/resources/blog`);
    expect(locs).not.toContain(`${SITE_URL}/routing-test`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc!.startsWith(`${SITE_URL}/`))).toBe(true);
  });

  it('allow everything and name the sitemap', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });
});
