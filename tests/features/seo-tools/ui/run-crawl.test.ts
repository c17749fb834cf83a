// The audit tool's crawl in the browser when robots.txt stops it: with no page read, the server's
// statement is the message the visitor sees; after the start page, it travels with the outcome
// for the report. `fetch` is replaced by a stand-in answering with NDJSON: nothing leaves the test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrawlEvent } from '../../../../shared/tools-api-contract';
import { runCrawl } from '../../../../src/features/seo-tools/ui/run-crawl';

const SITE = 'https://shop.example';

function serverStreams(events: CrawlEvent[]) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      }),
    ),
  );
}

/** The first two events of every crawl: its start, then what robots.txt said. */
const crawlStart = (status: 'missing' | 'unreadable', reason: string): CrawlEvent[] => [
  { type: 'start', url: `${SITE}/`, maxPages: 100 },
  { type: 'robots', url: `${SITE}/robots.txt`, status, reason, sitemaps: [] },
];

const run = () => runCrawl(`${SITE}/`, new AbortController().signal, () => undefined);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runCrawl and robots.txt', () => {
  it('shows why nothing was crawled when robots.txt could not be read', async () => {
    const stopped =
      'robots.txt could not be read (HTTP 503), so, as Google does, nothing was crawled.';
    serverStreams([
      ...crawlStart('unreadable', 'HTTP 503'),
      { type: 'done', found: 1, checked: 0, limitReached: false, stopped },
    ]);
    expect(await run()).toEqual({ ok: false, message: stopped });
  });

  it('keeps the statement with the pages when the crawl stopped after the start page', async () => {
    const stopped =
      'The start page leads to https://www.shop.example, whose robots.txt could not be read (HTTP 502), so, as Google does, nothing past the start page was crawled.';
    serverStreams([
      ...crawlStart('missing', 'HTTP 404'),
      {
        type: 'page',
        page: {
          url: `${SITE}/`,
          finalUrl: 'https://www.shop.example/',
          status: 200,
          redirects: [],
          noindex: false,
          links: [],
          html: '<title>Shop</title>',
        },
        found: 2,
        checked: 1,
      },
      {
        type: 'robots',
        url: 'https://www.shop.example/robots.txt',
        status: 'unreadable',
        reason: 'HTTP 502',
        sitemaps: [],
      },
      { type: 'done', found: 2, checked: 1, limitReached: false, stopped },
    ]);
    const result = await run();
    expect(result.ok && result.outcome.stopped).toBe(stopped);
    expect(result.ok && result.outcome.audit.pages.map((page) => page.name)).toEqual([
      'https://www.shop.example/',
    ]);
  });
});
