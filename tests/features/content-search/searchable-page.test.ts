// Which pages content search indexes, and the head tag that gives the index their category.
import { describe, expect, it } from 'vitest';
import { pages } from '../../../src/content/registry';
import {
  isSearchablePage,
  searchMetaHtml,
} from '../../../src/features/content-search/searchable-page';

describe('isSearchablePage', () => {
  it('leaves out demo and not-found pages, canonical duplicates and the HTML sitemap', () => {
    const left = pages.filter((page) => !isSearchablePage(page));
    expect(
      left.every((page) => page.noindex || page.canonicalOf || page.template === 'sitemap'),
    ).toBe(true);
    expect(left.map((page) => page.template)).toEqual(
      expect.arrayContaining(['routing-test', 'breadcrumb-demo', 'accessibility-demo', 'sitemap']),
    );
    expect(pages.filter(isSearchablePage).length).toBeGreaterThan(200);
  });
});

describe('searchMetaHtml', () => {
  it('gives Pagefind the category filter in a valid, escaped meta element', () => {
    expect(searchMetaHtml({ category: 'Services' })).toBe(
      '<meta name="category" data-pagefind-filter="category[content]" content="Services">',
    );
    expect(searchMetaHtml({ category: 'A & "B" <c>' as 'Services' })).toContain(
      'content="A &amp; &quot;B&quot; <c>"',
    );
  });
});
