// In the browser the first page hydrates from the slice of the page index its HTML embeds, and the
// full index takes effect only once that page has hydrated (docs/decisions/0020): a full index
// installed while hydration still runs changed what the parts hydrated later rendered (React error
// 418 on /sitemap).
import { describe, expect, it } from 'vitest';
import { packedPages } from 'virtual:reachmark/page-index';
import {
  firstPageHydrated,
  fullIndexLoaded,
  installSlice,
  loadFullIndex,
  pageIndex,
  whenFirstPageHydrated,
} from '../../src/site/page-index';
import { navSections } from '../../src/site/outlines/nav-sections';

const sliceOf = (ids: string[]) =>
  packedPages.flatMap((row, at) =>
    ids.includes(row[0]) ? [[at, row] as [number, typeof row]] : [],
  );

describe('the full page index in a hydrating browser', () => {
  it('is held back until the first page has hydrated, and the menus follow the index installed', async () => {
    installSlice(sliceOf(['home', 'about', 'service:seo']));
    const services = () => navSections().find((section) => section.label === 'Services')!.items;
    expect(services()).toEqual(['service:seo']);

    let loaded = false;
    const loading = loadFullIndex().then(() => {
      loaded = true;
    });
    // The chunk arrives, but hydration may still be reading the index: nothing changes.
    await import('../../src/site/full-page-index');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    expect(fullIndexLoaded()).toBe(false);
    expect(pageIndex.pages).toHaveLength(3);

    firstPageHydrated();
    await loading;
    await whenFirstPageHydrated();
    expect(loaded).toBe(true);
    expect(pageIndex.pages).toHaveLength(packedPages.length);
    expect(services().length).toBeGreaterThan(1);
  });
});
