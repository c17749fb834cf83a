// The audit tool's crawl in the browser when robots.txt stops it: with no page read, the server's
// statement is the message the visitor sees; after the start page, it travels with the outcome
// for the report, with the pages robots.txt kept the crawl from. Each page is graded once, and a
// start page that answers with an error is said to, not graded. `fetch` is replaced by a stand-in answering with NDJSON: nothing leaves the test.
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
      'We couldn’t read this site’s robots.txt, the file that tells search engines which pages they may visit (it answered with error 503). Google doesn’t crawl a site whose robots.txt it can’t read, so we checked no pages. Check that https://shop.example/robots.txt opens in a browser, then try again.';
    serverStreams([
      ...crawlStart('unreadable', 'HTTP 503'),
      { type: 'done', found: 1, checked: 0, limitReached: false, stopped },
    ]);
    expect(await run()).toEqual({ ok: false, message: stopped });
  });

  it('keeps the statement with the pages when the crawl stopped after the start page', async () => {
    const stopped =
      'The start page redirects to https://www.shop.example. We couldn’t read that site’s robots.txt, the file that tells search engines which pages they may visit (it answered with error 502). Google doesn’t crawl a site whose robots.txt it can’t read, so we checked only the start page. Check that https://www.shop.example/robots.txt opens in a browser, then try again.';
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

  it('keeps the pages robots.txt kept the crawl from, and grades a canonicalised address once', async () => {
    const page = (path: string, canonical?: string) => ({
      url: `${SITE}${path}`,
      finalUrl: `${SITE}${path}`,
      status: 200,
      redirects: [],
      noindex: false,
      links: [],
      html: '<title>Blog</title>',
      ...(canonical ? { canonical } : {}),
    });
    serverStreams([
      ...crawlStart('missing', 'HTTP 404'),
      { type: 'page', page: page('/blog'), found: 3, checked: 1 },
      { type: 'sitemap', files: [], urls: [`${SITE}/blog`, `${SITE}/forms/quote`] },
      {
        type: 'disallowed',
        url: `${SITE}/forms/quote`,
        rule: { line: 2, text: 'Disallow: /forms/' },
      },
      { type: 'page', page: page('/blog?tag=a', `${SITE}/blog`), found: 3, checked: 2 },
      { type: 'page', page: page('/Blog'), found: 3, checked: 3 },
      { type: 'done', found: 3, checked: 3, limitReached: false },
    ]);
    const result = await run();
    expect(result.ok && result.outcome.disallowed).toEqual([
      { url: `${SITE}/forms/quote`, rule: { line: 2, text: 'Disallow: /forms/' } },
    ]);
    expect(result.ok && result.outcome.audit.pages.map((item) => item.name)).toEqual([
      `${SITE}/blog`,
    ]);
  });

  it('says the start page answered with an error instead of grading it', async () => {
    serverStreams([
      ...crawlStart('missing', 'HTTP 404'),
      {
        type: 'page',
        page: {
          url: `${SITE}/`,
          finalUrl: `${SITE}/`,
          status: 404,
          redirects: [],
          noindex: false,
          links: [],
          html: '<title>Not found</title>',
        },
        found: 1,
        checked: 1,
      },
      { type: 'done', found: 1, checked: 1, limitReached: false },
    ]);
    expect(await run()).toEqual({
      ok: false,
      message:
        'Your start page answered with error 404 instead of a page, so there was nothing to check. Check the address opens in a browser, or start from your home page.',
    });
  });
});
