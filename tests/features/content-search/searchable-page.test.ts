// The head tag that gives the content search index each page's category.
import { describe, expect, it } from 'vitest';
import { searchMetaHtml } from '../../../src/features/content-search/searchable-page';

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
