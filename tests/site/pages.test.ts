// One page lookup over any list of pages: the browser's page index and the full registry answer
// alike, and one rule says which pages are public (sitemap.xml, /sitemap, content search).
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/content/families';
import { pages } from '../../src/content/registry';
import { pageIndex } from '../../src/site/page-index';
import { createPageLookup, isPublic } from '../../src/site/pages';
import { registryPages } from '../../src/site/registry-pages';

const node = (id: string, path: string, parent?: string, canonicalOf?: string) => ({
  id,
  path,
  parent,
  canonicalOf,
  noindex: false,
});

describe('createPageLookup', () => {
  const lookup = createPageLookup([
    node('home', '/'),
    node('guides', '/guides', 'home'),
    node('guide:seo', '/guides/seo', 'guides'),
    node('copy', '/copy', 'home', 'guide:seo'),
  ]);

  it('finds pages by id and by exact path', () => {
    expect(lookup.byId('guides').path).toBe('/guides');
    expect(lookup.findById('nowhere')).toBeUndefined();
    expect(() => lookup.byId('nowhere')).toThrow('No page with id "nowhere"');
    expect(lookup.atPath('/guides/seo')?.id).toBe('guide:seo');
    expect(lookup.atPath('/guides/seo/')).toBeUndefined();
  });

  it('walks the trail from home down', () => {
    expect(lookup.trail(lookup.byId('guide:seo')).map((page) => page.id)).toEqual([
      'home',
      'guides',
      'guide:seo',
    ]);
  });

  it('names the canonical page: the one a duplicate copies, else the page itself', () => {
    expect(lookup.canonical(lookup.byId('copy')).id).toBe('guide:seo');
    expect(lookup.canonical(lookup.byId('guides')).id).toBe('guides');
  });
});

describe('the page index and the registry', () => {
  it('hold the same pages with the same trails and canonical pages', () => {
    expect(pageIndex.pages.map((page) => page.id)).toEqual(pages.map((page) => page.id));
    for (const entry of pages) {
      const summary = pageIndex.byId(entry.id);
      expect(pageIndex.trail(summary).map((page) => page.id)).toEqual(
        registryPages.trail(entry).map((page) => page.id),
      );
      expect(pageIndex.canonical(summary).id).toBe(registryPages.canonical(entry).id);
      expect(isPublic(summary), entry.id).toBe(isPublic(entry));
    }
  });
});

describe('isPublic', () => {
  it('leaves out demo pages and canonical duplicates, and nothing else', () => {
    const left = pages.filter((page) => !isPublic(page));
    expect(left.every((page) => page.noindex || page.canonicalOf)).toBe(true);
    expect(left.map((page) => page.template)).toEqual(
      expect.arrayContaining(['routing-test', 'breadcrumb-demo', 'accessibility-demo']),
    );
    expect(pages.filter(isPublic).length).toBeGreaterThan(200);
  });

  it('with the families table, keeps only the HTML sitemap of the public pages out of search', () => {
    const unsearched = pages.filter(
      (page) => isPublic(page) && !FAMILIES[page.template].searchable,
    );
    expect(unsearched.map((page) => page.template)).toEqual(['sitemap']);
  });
});
