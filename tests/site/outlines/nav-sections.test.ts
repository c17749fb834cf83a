// The header and footer menus link each page at its canonical address: a menu never points at a
// duplicate whose canonical is another page (as /resources/seo-tools is of /tools/seo-tools); the
// header's menus end with their full list on /sitemap and Locations names the head office's city.
import { describe, expect, it } from 'vitest';
import { footerSections, navLinks, navSections } from '../../../src/site/outlines/nav-sections';
import { registryPages } from '../../../src/site/registry-pages';
import { pageIndex } from '../../../src/site/page-index';
import { brandFacts } from '../../../shared/facts/brand-facts';
import { sitemapGroups } from '../../../src/site/outlines/sitemap-groups';

const menuIds = [...navSections(), ...footerSections()].flatMap((section) => [
  ...(section.hub ? [section.hub] : []),
  ...section.items,
]);

describe('navigation menus', () => {
  it('link only canonical pages', () => {
    const duplicates = [...menuIds, ...navLinks].filter((id) => registryPages.byId(id).canonicalOf);
    expect(duplicates).toEqual([]);
  });

  it('end Services, Locations, Industries and Tools with their full list on /sitemap', () => {
    const all = Object.fromEntries(navSections().map((section) => [section.label, section.all]));
    expect(all).toMatchObject({
      Services: 'services',
      Locations: 'locations',
      Industries: 'industries',
      Tools: 'tools',
    });
    const groups = sitemapGroups(pageIndex).map((group) => group.id);
    for (const id of Object.values(all).filter(Boolean)) expect(groups).toContain(id);
  });

  it('list the head office city (Gurugram, by the facts) under Locations', () => {
    const locations = navSections().find((section) => section.label === 'Locations')!;
    expect(brandFacts.office.locality).toBe('Gurugram');
    expect(locations.items[0]).toBe('location:haryana/gurgaon');
    expect(new Set(locations.items).size).toBe(locations.items.length);
  });

  it('offer the free SEO tools hub under Resources at its canonical address', () => {
    const resources = navSections().find((section) => section.label === 'Resources')!;
    expect(resources.items).toContain('tool:seo-tools');
    expect(registryPages.byId('tool:seo-tools').path).toBe('/tools/seo-tools');
  });
});
