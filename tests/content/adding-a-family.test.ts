// Adding a page family touches src/content/ and src/pages/ only (docs/architecture.md): a family
// that exists only as a row of the families table, here "webinar", is placed by every outline
// without a change to src/site/: its /sitemap group, sitemap.xml date, JSON-LD, social image,
// palette category and whether content search indexes it all follow from the row.
import { describe, expect, it, vi } from 'vitest';
import { jsonLdOf, metaOf } from '../site/head/head-tag-values';
import { FAMILIES, type Family, type TemplateKey } from '../../src/content/families';
import type { PageEntry } from '../../src/content/page-entry';
import { headTags } from '../../src/site/head/head-tags';
import { contentDate } from '../../src/site/outlines/content-dates';
import { sitemapGroups } from '../../src/site/outlines/sitemap-groups';
import { pageIndex } from '../../src/site/page-index';
import { createPageLookup, isPublic } from '../../src/site/pages';

const { webinar } = vi.hoisted(() => ({
  webinar: {
    category: 'Resources',
    sitemapGroup: 'resources',
    navSection: 'Resources',
    reviewed: '2026-12-01',
    jsonLd: 'service',
    socialImage: 'resources',
    searchable: true,
    contentFolder: 'webinars',
  } satisfies Family,
}));

vi.mock('../../src/content/families', async (importOriginal) => {
  const actual = await importOriginal<{ FAMILIES: Record<string, Family> }>();
  return { ...actual, FAMILIES: { ...actual.FAMILIES, webinar } };
});

const template = 'webinar' as TemplateKey;
const entry: PageEntry = {
  id: 'webinar:local-seo-live',
  path: '/webinars/local-seo-live',
  template,
  title: 'Local SEO, Live',
  description: 'A recorded webinar on local SEO for Indian businesses.',
  category: FAMILIES[template].category,
  keywords: ['webinar'],
  icon: 'video',
  parent: 'home',
  palette: true,
  noindex: false,
  params: { webinar: 'local-seo-live' },
};

describe('a family added as a row of the families table', () => {
  it('is listed on /sitemap in the group its row names', () => {
    const index = createPageLookup([...pageIndex.pages, entry]);
    const resources = sitemapGroups(index).find((group) => group.id === 'resources')!;
    const listed = resources.sections.flatMap((section) => section.pages.map((page) => page.id));
    expect(listed).toContain(entry.id);
  });

  it("dates its pages in sitemap.xml by the row's review", () => {
    expect(contentDate(entry)).toBe('2026-12-01');
  });

  it('carries the JSON-LD and social image its row names', () => {
    const tags = headTags(entry);
    expect(jsonLdOf(tags).map((data) => (data as { '@type': string })['@type'])).toEqual([
      'Service',
      'BreadcrumbList',
    ]);
    expect(metaOf(tags, 'og:image')).toMatch(/\/og\/resources\.png$/);
  });

  it('is indexed by content search when public and its row says searchable', () => {
    expect(isPublic(entry) && FAMILIES[template].searchable).toBe(true);
  });
});
