import { describe, expect, it } from 'vitest';
import { crawlSite, type CrawlOptions } from '../../../server/tools/crawler';
import type { FetchKind, FetchResult } from '../../../server/tools/page-fetcher';
import type { CrawlEvent } from '../../../shared/tools-api-contract';

const ORIGIN = 'https://shop.example';

/** A site of `size` pages, each linking to the next two, fetched without any network. */
function fakeFetcher(size: number, delayMs = 0) {
  const fetched: string[] = [];
  return {
    fetched,
    async fetch(url: string, kind: FetchKind): Promise<FetchResult> {
      fetched.push(url);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const path = new URL(url).pathname;
      if (kind !== 'html')
        return {
          ok: true,
          requestedUrl: url,
          finalUrl: url,
          status: 404,
          responseMs: 1,
          totalMs: 1,
          headers: {},
          redirects: [],
        };
      const index = path === '/' ? 0 : Number(path.slice(3));
      const links = [index + 1, index + 2]
        .filter((next) => next < size)
        .map((next) => `<a href="/p/${next}">x</a>`);
      return {
        ok: true,
        requestedUrl: url,
        finalUrl: url,
        status: 200,
        responseMs: 1,
        totalMs: 1,
        headers: { 'content-type': 'text/html' },
        redirects: [],
        body: `<title>Page ${index}</title>${links.join('')}`,
      };
    },
  };
}

async function collect(events: AsyncIterable<CrawlEvent>): Promise<CrawlEvent[]> {
  const all: CrawlEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

/** Crawls the fake site from its home page to the end, up to 100 pages. */
const crawl = (fetcher: CrawlOptions['fetcher'], options: Partial<CrawlOptions> = {}) =>
  collect(
    crawlSite(`${ORIGIN}/`, {
      fetcher,
      maxPages: 100,
      signal: new AbortController().signal,
      ...options,
    }),
  );

describe('crawlSite', () => {
  it('reports a missing robots.txt and sitemap, then crawls links breadth-first to the end', async () => {
    const fetcher = fakeFetcher(6);
    const events = await crawl(fetcher);
    expect(events.find((event) => event.type === 'robots')).toMatchObject({
      status: 'missing',
      reason: 'HTTP 404',
    });
    expect(events.find((event) => event.type === 'sitemap')).toMatchObject({ urls: [] });
    const titles = events.flatMap((event) => (event.type === 'page' ? [event.page.title] : []));
    expect(titles).toEqual(['Page 0', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    expect(events.at(-1)).toEqual({ type: 'done', found: 6, checked: 6, limitReached: false });
  });

  it('starts no page after its deadline and says the crawl was cut short', async () => {
    const fetcher = fakeFetcher(50, 20);
    const events = await crawl(fetcher, { concurrency: 1, deadlineMs: 100 });
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', limitReached: true });
    expect(done?.type === 'done' && done.checked).toBeLessThan(10);
  });

  it('starts no page once the pages read hold its HTML cap, and says why', async () => {
    const fetcher = fakeFetcher(50);
    // Each page's HTML is 50-70 bytes: the fourth page read passes 200.
    const events = await crawl(fetcher, { concurrency: 1, maxHtmlBytes: 200 });
    const pages = events.filter((event) => event.type === 'page');
    expect(pages).toHaveLength(4);
    expect(events.at(-1)).toEqual({
      type: 'done',
      found: expect.any(Number),
      checked: 4,
      limitReached: true,
      stopped:
        'We stopped after 4 pages: together they hold 0 MB of HTML, as much as one crawl reads. The report covers those pages, the ones nearest your start page.',
    });
    expect(fetcher.fetched.filter((url) => url.includes('/p/'))).toHaveLength(3);
  });

  it('stops when its signal aborts', async () => {
    const fetcher = fakeFetcher(50, 5);
    const controller = new AbortController();
    const events: CrawlEvent[] = [];
    for await (const event of crawlSite(`${ORIGIN}/`, {
      fetcher,
      maxPages: 100,
      signal: controller.signal,
      concurrency: 1,
    })) {
      events.push(event);
      if (event.type === 'page' && event.checked === 3) controller.abort();
    }
    expect(events.filter((event) => event.type === 'page')).toHaveLength(3);
    expect(fetcher.fetched.filter((url) => url.includes('/p/'))).toHaveLength(2);
  });
});
