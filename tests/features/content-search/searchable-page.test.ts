// Which pages content search indexes, and the head tags that give the index their title and
// category.
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
  it('gives Pagefind the palette title and the category filter, escaped', () => {
    expect(searchMetaHtml({ title: 'Tom & "Jerry" <b>', category: 'Services' })).toBe(
      '<meta data-pagefind-meta="title[content]" content="Tom &amp; &quot;Jerry&quot; &lt;b>">\n' +
        '    <meta data-pagefind-filter="category[content]" content="Services">',
    );
  });
});
