// The slice of the page index a prerendered page embeds (docs/decisions/0020): the pages its render
// found, with the title or label of those it showed, in registry order.
import { afterEach, describe, expect, it } from 'vitest';
import { packedPages } from 'virtual:reachmark/page-index';
import {
  PAGE_INDEX_SLICE,
  fullIndexLoaded,
  installFullIndex,
  installSlice,
  keepInSlice,
  pageIndex,
} from '../../src/site/page-index';
import { startPagePayload, takePagePayload } from '../../src/site/loading/page-payload';
import type { PackedPage } from '../../src/site/page-summary';

type SliceEntry = [number, PackedPage];

/** What a render that does `read` embeds. */
function sliceOf(read: () => void): Record<string, SliceEntry> {
  installFullIndex(packedPages, true);
  startPagePayload();
  read();
  return (takePagePayload().content[PAGE_INDEX_SLICE] ?? {}) as Record<string, SliceEntry>;
}

afterEach(() => installFullIndex(packedPages));

describe('the slice of the page index', () => {
  it('holds the pages a render found, without the text it did not show', () => {
    const slice = sliceOf(() => void pageIndex.byId('service:seo').path);
    const [, seo] = slice['service:seo']!;
    expect(seo[0]).toBe('service:seo');
    expect(seo[1]).toBe('/services/seo');
    expect(seo[3]).toBe('');
  });

  it('holds the title of a page the render showed, and its breadcrumb trail', () => {
    const slice = sliceOf(() => {
      const page = pageIndex.byId('location:haryana/gurgaon');
      for (const crumb of pageIndex.trail(page)) void crumb.title;
    });
    expect(Object.keys(slice).sort()).toEqual(
      ['home', 'location:haryana', 'location:haryana/gurgaon'].sort(),
    );
    expect(slice['location:haryana']![1][3]).toContain('Haryana');
  });

  it('records pages found by iterating the index only when the render reads what they show', () => {
    const slice = sliceOf(() => {
      for (const page of pageIndex.pages.filter((entry) => entry.template === 'tool'))
        void page.label;
    });
    const tools = packedPages.filter((row) => row[2] === 'tool').map((row) => row[0]);
    expect(Object.keys(slice).sort()).toEqual([...tools].sort());
  });

  it('keeps the pages a view may show after hydration, with no text it did not show', () => {
    const slice = sliceOf(() =>
      keepInSlice(['post:local-seo-checklist-indian-businesses', 'nope']),
    );
    expect(Object.keys(slice)).toEqual(['post:local-seo-checklist-indian-businesses']);
    const [, post] = slice['post:local-seo-checklist-indian-businesses']!;
    expect(post[1]).toBe('/blog/local-seo-checklist-indian-businesses');
    expect(post[3]).toBe('');
  });

  it('lists the same pages in registry order once installed, and filters alike', () => {
    const slice = sliceOf(() => {
      for (const page of pageIndex.pages.filter((entry) => entry.template === 'service'))
        void page.title;
    });
    const full = pageIndex.pages.filter((page) => page.template === 'service').map((p) => p.id);
    installSlice(Object.values(slice).reverse(), false);
    expect(fullIndexLoaded()).toBe(false);
    expect(pageIndex.pages.filter((page) => page.template === 'service').map((p) => p.id)).toEqual(
      full,
    );
    expect(() => pageIndex.byId('about')).toThrow('No page with id "about"');
  });
});
