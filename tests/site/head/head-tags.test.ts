import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../src/content/registry';
import { headTags } from '../../../src/site/head/head-tags';
import { headTagsHtml } from '../../../src/site/head/head-tags-html';
import { registryPages } from '../../../src/site/registry-pages';
import { sitemapXml, robotsTxt } from '../../../src/site/outlines/sitemap-xml';
import { SITE_URL } from '../../../shared/site';
import { canonicalOf, jsonLdOf, titleOf } from './head-tag-values';

interface ParsedElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** The elements of an HTML fragment as a parser reads them: name, attributes and text. */
function parsedElements(html: string): ParsedElement[] {
  const elements: ParsedElement[] = [];
  let open: ParsedElement | undefined;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        open = { name, attributes, text: '' };
        elements.push(open);
      },
      ontext: (text) => {
        if (open) open.text += text;
      },
      onclosetag: () => {
        open = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return elements;
}

describe('head tags', () => {
  const all = pages.map((page) => ({ page, title: titleOf(headTags(page)) }));

  it('give every page a unique title of at most 60 characters', () => {
    for (const { page, title } of all) expect(title?.length, page.path).toBeLessThanOrEqual(60);
    expect(new Set(all.map(({ title }) => title)).size).toBe(pages.length);
  });

  it('give every page a unique description of at most 160 characters', () => {
    for (const { page } of all) {
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.description.length, page.path).toBeGreaterThan(50);
    }
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it('point duplicates at their canonical page', () => {
    expect(canonicalOf(headTags(registryPages.byId('special:delhi-ppc')))).toBe(
      `${SITE_URL}/services/ppc/delhi`,
    );
    expect(canonicalOf(headTags(registryPages.byId('resource:blog')))).toBe(`${SITE_URL}/blog`);
    expect(canonicalOf(headTags(registryPages.byId('home')))).toBe(`${SITE_URL}/`);
  });

  it('write HTML that a parser reads back as exactly the tags, markup in values included', () => {
    const hostile = '</script><script>alert(1)</script> <b> & "c"';
    const tags = headTags({
      ...registryPages.byId('service:seo'),
      title: hostile,
      description: hostile,
    });
    expect(jsonLdOf(tags)[0]).toMatchObject({ name: hostile, description: hostile });
    const html = headTagsHtml(tags);
    expect(parsedElements(html)).toEqual(
      tags.map(({ tag, attributes, text }) => ({ name: tag, attributes, text: text ?? '' })),
    );
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;');
  });

  it('describe home as an Organization and WebSite, and posts as Articles', () => {
    const types = (id: string) =>
      jsonLdOf(headTags(registryPages.byId(id))).map(
        (data) => (data as { '@type': string })['@type'],
      );
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
