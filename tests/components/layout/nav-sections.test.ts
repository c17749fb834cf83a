// The header and footer menus link each page at its canonical address: a menu never points at a
// duplicate whose canonical is another page (as /resources/seo-tools is of /tools/seo-tools).
import { describe, expect, it } from 'vitest';
import { footerSections, navLinks, navSections } from '../../../src/components/layout/nav-sections';
import { getPage } from '../../../src/content/page-lookup';

const menuIds = [...navSections, ...footerSections].flatMap((section) => [
  ...(section.hub ? [section.hub] : []),
  ...section.items,
]);

describe('navigation menus', () => {
  it('link only canonical pages', () => {
    const duplicates = [...menuIds, ...navLinks].filter((id) => getPage(id).canonicalOf);
    expect(duplicates).toEqual([]);
  });

  it('offer the free SEO tools hub under Resources at its canonical address', () => {
    const resources = navSections.find((section) => section.label === 'Resources')!;
    expect(resources.items).toContain('tool:seo-tools');
    expect(getPage('tool:seo-tools').path).toBe('/tools/seo-tools');
  });
});
