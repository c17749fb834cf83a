// The /sitemap page's outline covers every public page exactly once, and nothing that search
// engines are told to skip.
import { describe, expect, it } from 'vitest';
import { pageIndex } from '../../../src/site/page-index';
import { isPublic } from '../../../src/site/pages';
import { sitemapGroups } from '../../../src/site/outlines/sitemap-groups';

const groups = sitemapGroups(pageIndex);
const listed = groups.flatMap((group) => group.sections.flatMap((section) => section.pages));

describe('sitemapGroups', () => {
  it('lists every public page exactly once', () => {
    const ids = listed.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(
      pageIndex.pages
        .filter(isPublic)
        .map((page) => page.id)
        .sort(),
    );
  });

  it('leaves out noindex demo pages and duplicates of canonical pages', () => {
    const ids = new Set(listed.map((page) => page.id));
    for (const id of ['routing-test', 'accessibility-demo', 'resource:blog', 'special:delhi-ppc']) {
      expect(ids.has(id), id).toBe(false);
    }
  });

  it('orders the groups from company pages to tools', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Company',
      'Services',
      'Services by city',
      'Locations',
      'Industries',
      'Resources',
      'Blog',
      'Case studies',
      'Free tools',
    ]);
  });

  it('splits city service pages by service, named after the service page', () => {
    const cityServices = groups.find((group) => group.id === 'city-services')!;
    const seo = cityServices.sections.find((section) => section.title === 'SEO Services by city');
    expect(seo?.pages.every((page) => page.id.startsWith('city-service:seo:'))).toBe(true);
    expect(cityServices.sections.length).toBeGreaterThanOrEqual(6);
  });

  it('puts hubs before their children and cities before their districts', () => {
    const blog = groups.find((group) => group.id === 'blog')!;
    expect(blog.sections[0]!.pages[0]!.id).toBe('blog');
    const locations = groups.find((group) => group.id === 'locations')!;
    expect(locations.sections[0]!.title).toBe('Cities and states');
  });

  it('puts Haryana cities under Haryana and Delhi districts under Delhi', () => {
    const locations = groups.find((group) => group.id === 'locations')!;
    const haryana = locations.sections.find((section) => section.title === 'In Haryana');
    expect(haryana?.pages.map((page) => page.id)).toContain('location:haryana/gurgaon');
    const delhi = locations.sections.find((section) => section.title === 'In Delhi');
    expect(delhi?.pages.map((page) => page.id)).toContain('location:delhi/south-delhi');
  });
});
