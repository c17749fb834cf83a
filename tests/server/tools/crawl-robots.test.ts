// The crawl reads robots.txt as Google does, against sites served on loopback (two names, one
// server: site.test and www.site.test, both allowed and mapped to 127.0.0.1): robots.txt before
// the start page, its first 500 KiB only, nothing crawled when it cannot be read (5xx, 429, no
// answer, a refused redirect), everything when it is missing (4xx, a redirect loop), the start
// page left alone when disallowed, the robots.txt of the origin the start page leads to, and
// refused sitemaps that do not crowd out the real one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createPageFetcher } from '../../../server/tools/page-fetcher';
import { MAX_SITEMAP_ADDRESSES } from '../../../server/tools/sitemap-files';
import { readToolsConfig } from '../../../server/tools/tools-config';
import type { CrawlEvent } from '../../../shared/tools-api-contract';
import { crawlToEnd } from './crawl-to-end';
import { loopbackResolver, startLoopbackServer } from './loopback-server';

type Answer =
  { status?: number; type?: string; body?: string; location?: string } | 'no answer' | 'hang up';

interface Origins {
  /** http://site.test:port */
  origin: string;
  /** http://www.site.test:port */
  www: string;
  port: number;
}

const html = (links: string[]): Answer => ({
  type: 'text/html; charset=utf-8',
  body: `<title>Page</title>${links.map((href) => `<a href="${href}">x</a>`).join('')}`,
});
const text = (body: string, status = 200): Answer => ({ status, type: 'text/plain', body });

function answer(response: ServerResponse, request: IncomingMessage, found: Answer | undefined) {
  if (found === 'no answer') return;
  if (found === 'hang up') return request.socket.destroy();
  const {
    status = 200,
    type = 'text/html',
    body = '',
    location,
  } = found ?? {
    status: 404,
    body: '<title>Not found</title>',
  };
  response.writeHead(status, { 'content-type': type, ...(location ? { location } : {}) });
  response.end(body);
}

/**
 * Serves `routes` (full addresses to answers; anything else is a 404 page), crawls the start page
 * of site.test with the real fetcher, and gives the events and every address asked for, in order.
 */
async function crawl(
  routes: (origins: Origins) => Record<string, Answer>,
  options: { timeoutMs?: number; start?: string } = {},
) {
  const requested: string[] = [];
  let table: Record<string, Answer> = {};
  const server = await startLoopbackServer((request, response) => {
    const url = `http://${request.headers.host ?? ''}${request.url ?? '/'}`;
    requested.push(url);
    answer(response, request, table[url]);
  });
  const { port } = server;
  const origins = { origin: `http://site.test:${port}`, www: `http://www.site.test:${port}`, port };
  table = routes(origins);
  const fetcher = createPageFetcher({
    config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `site.test:${port},www.site.test:${port}` }),
    resolve: loopbackResolver({ 'site.test': ['127.0.0.1'], 'www.site.test': ['127.0.0.1'] }),
    timeoutMs: options.timeoutMs,
  });
  const events = await crawlToEnd(options.start ?? `${origins.origin}/`, fetcher, server);
  const pages = events.flatMap((event) => (event.type === 'page' ? [event.page.url] : []));
  return { ...origins, events, requested, pages, connections: server.connections() };
}

const eventOf = <T extends CrawlEvent['type']>(events: CrawlEvent[], type: T) =>
  events.find((event): event is Extract<CrawlEvent, { type: T }> => event.type === type);

describe('the crawl and robots.txt', () => {
  it('reads robots.txt before the start page, and honours it', async () => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text('User-agent: *\nDisallow: /private/\n'),
      [`${origin}/`]: html(['/a', '/private/x']),
      [`${origin}/a`]: html(['/']),
    }));
    expect(run.requested.slice(0, 2)).toEqual([`${run.origin}/robots.txt`, `${run.origin}/`]);
    expect(run.events.map((event) => event.type).slice(0, 3)).toEqual(['start', 'robots', 'page']);
    expect(eventOf(run.events, 'robots')).toEqual({
      type: 'robots',
      url: `${run.origin}/robots.txt`,
      status: 'read',
      sitemaps: [],
    });
    expect(run.events).toContainEqual({
      type: 'disallowed',
      url: `${run.origin}/private/x`,
      rule: { line: 2, text: 'Disallow: /private/' },
    });
    expect(run.requested).not.toContain(`${run.origin}/private/x`);
    expect(run.pages).toEqual([`${run.origin}/`, `${run.origin}/a`]);
  });

  it('counts only pages it will check as found, and names each disallowed page once with its rule', async () => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text(
        `User-agent: *\nDisallow: /forms/ # the contact forms\nSitemap: ${origin}/map.xml\n`,
      ),
      [`${origin}/map.xml`]: {
        type: 'application/xml',
        body: ['/', '/a', '/forms/quote', '/forms/call']
          .map((path) => `${origin}${path}`)
          .join('\n'),
      },
      [`${origin}/`]: html(['/a', '/forms/quote']),
      [`${origin}/a`]: html(['/forms/quote', '/forms/call']),
    }));
    const blocked = run.events.filter((event) => event.type === 'disallowed');
    expect(blocked).toEqual(
      ['/forms/quote', '/forms/call'].map((path) => ({
        type: 'disallowed',
        url: `${run.origin}${path}`,
        rule: { line: 2, text: 'Disallow: /forms/' },
      })),
    );
    const progress = run.events.flatMap((event) => (event.type === 'page' ? [event.found] : []));
    expect(progress).toEqual([1, 2]);
    expect(run.events.at(-1)).toEqual({ type: 'done', found: 2, checked: 2, limitReached: false });
  });

  it('reads the first 500 KiB of a larger robots.txt and ignores the rules after them', async () => {
    const head = 'User-agent: *\nDisallow: /early/\n';
    const filler = '# filler to push the next rule past 500 KiB\n'.repeat(12_000);
    const body = `${head}${filler}Disallow: /late/\n`;
    expect(Buffer.byteLength(head + filler)).toBeGreaterThan(512_000);
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text(body),
      [`${origin}/`]: html(['/early/x', '/late/y']),
      [`${origin}/late/y`]: html(['/']),
    }));
    expect(eventOf(run.events, 'robots')).toMatchObject({
      status: 'read',
      reason: expect.stringMatching(/larger than 500 KiB/) as string,
    });
    expect(run.events).toContainEqual({
      type: 'disallowed',
      url: `${run.origin}/early/x`,
      rule: { line: 2, text: 'Disallow: /early/' },
    });
    expect(run.pages).toEqual([`${run.origin}/`, `${run.origin}/late/y`]);
  });

  it.each([
    [
      503,
      /^We couldn’t read this site’s robots\.txt, the file that tells search engines which pages they may visit \(it answered with error 503\)\. Google doesn’t crawl a site whose robots\.txt it can’t read, so we checked no pages\. Check that http:\/\/\S+\/robots\.txt opens in a browser, then try again\.$/,
    ],
    [500, /\(it answered with error 500\)/],
    [429, /\(it answered with error 429\)/],
  ])('fetches no page when robots.txt answers %i, and says why', async (status, statement) => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text('Server trouble', status),
      [`${origin}/`]: html(['/a']),
    }));
    expect(run.requested).toEqual([`${run.origin}/robots.txt`]);
    expect(eventOf(run.events, 'robots')).toEqual({
      type: 'robots',
      url: `${run.origin}/robots.txt`,
      status: 'unreadable',
      reason: `HTTP ${status}`,
      sitemaps: [],
    });
    expect(run.events.at(-1)).toEqual({
      type: 'done',
      found: 1,
      checked: 0,
      limitReached: false,
      stopped: expect.stringMatching(statement) as string,
    });
    expect(run.pages).toEqual([]);
  });

  it.each([
    ['hangs up', 'hang up' as const, /robots\.txt, the file .* \(we couldn’t reach the site\)\./],
    [
      'does not answer in time',
      'no answer' as const,
      /robots\.txt, the file .* \(the site took longer than 0\.5 seconds to send the page, so we stopped waiting\)\./,
    ],
  ])('fetches no page when robots.txt %s', async (_what, robots, statement) => {
    const run = await crawl(({ origin }) => ({ [`${origin}/robots.txt`]: robots }), {
      timeoutMs: 500,
    });
    expect(eventOf(run.events, 'robots')).toMatchObject({ status: 'unreadable' });
    expect(run.events.at(-1)).toMatchObject({
      checked: 0,
      stopped: expect.stringMatching(statement),
    });
    expect(run.requested).toEqual([`${run.origin}/robots.txt`]);
  });

  it('fetches no page when robots.txt redirects to an address that is refused', async () => {
    const run = await crawl(({ origin, port }) => ({
      [`${origin}/robots.txt`]: { status: 301, location: `http://127.0.0.1:${port}/robots.txt` },
    }));
    expect(eventOf(run.events, 'robots')).toMatchObject({
      status: 'unreadable',
      reason: expect.stringMatching(
        /^the address redirects to http:\/\/127\.0\.0\.1:\d+\/robots\.txt, which we can’t check$/,
      ) as string,
    });
    expect(run.requested).toEqual([`${run.origin}/robots.txt`]);
  });

  it.each([
    ['a 404', (): Answer => text('Not here', 404)],
    [
      'a redirect loop',
      (origin: string): Answer => ({ status: 302, location: `${origin}/robots.txt` }),
    ],
  ])('crawls everything when robots.txt is missing (%s)', async (_what, robots) => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: robots(origin),
      [`${origin}/`]: html(['/a', '/private/x']),
      [`${origin}/a`]: html(['/']),
      [`${origin}/private/x`]: html(['/']),
    }));
    expect(eventOf(run.events, 'robots')).toMatchObject({ status: 'missing' });
    expect(run.pages).toEqual([`${run.origin}/`, `${run.origin}/a`, `${run.origin}/private/x`]);
    expect(run.events.at(-1)).toEqual({ type: 'done', found: 3, checked: 3, limitReached: false });
  });

  it('does not fetch a start page robots.txt disallows, and says so', async () => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text('User-agent: Reachmark-SEO-Tools\nDisallow: /\n'),
      [`${origin}/`]: html(['/a']),
    }));
    expect(run.requested).toEqual([`${run.origin}/robots.txt`]);
    expect(run.events.slice(2)).toEqual([
      { type: 'disallowed', url: `${run.origin}/`, rule: { line: 2, text: 'Disallow: /' } },
      {
        type: 'done',
        found: 1,
        checked: 0,
        limitReached: false,
        stopped:
          'This site’s robots.txt, the file that tells search engines which pages they may visit, asks them not to visit this page, so we checked neither it nor the pages it links to. If that is a mistake, remove the “Disallow” line that covers it.',
      },
    ]);
  });

  it('reads the robots.txt of the origin the start page leads to, and follows it', async () => {
    const run = await crawl(({ origin, www }) => ({
      [`${origin}/robots.txt`]: text('User-agent: *\nAllow: /\n'),
      [`${origin}/`]: { status: 301, location: `${www}/` },
      [`${www}/robots.txt`]: text(`User-agent: *\nDisallow: /private/\nSitemap: ${www}/map.xml\n`),
      [`${www}/`]: html(['/private/x', '/a']),
      [`${www}/a`]: html(['/']),
      [`${www}/map.xml`]: { type: 'application/xml', body: `${www}/listed\n` },
      [`${www}/listed`]: html(['/']),
    }));
    expect(run.requested.slice(0, 4)).toEqual([
      `${run.origin}/robots.txt`,
      `${run.origin}/`,
      `${run.www}/`,
      `${run.www}/robots.txt`,
    ]);
    const robots = run.events.filter((event) => event.type === 'robots');
    expect(robots.map((event) => [event.url, event.status])).toEqual([
      [`${run.origin}/robots.txt`, 'read'],
      [`${run.www}/robots.txt`, 'read'],
    ]);
    expect(run.events).toContainEqual({
      type: 'disallowed',
      url: `${run.www}/private/x`,
      rule: { line: 2, text: 'Disallow: /private/' },
    });
    expect(run.pages).toEqual([`${run.origin}/`, `${run.www}/a`, `${run.www}/listed`]);
  });

  it('stops after the start page when the origin it leads to has an unreadable robots.txt', async () => {
    const run = await crawl(({ origin, www }) => ({
      [`${origin}/robots.txt`]: text('User-agent: *\nAllow: /\n'),
      [`${origin}/`]: { status: 301, location: `${www}/` },
      [`${www}/robots.txt`]: text('Down', 502),
      [`${www}/`]: html(['/a']),
    }));
    expect(run.pages).toEqual([`${run.origin}/`]);
    expect(run.requested).not.toContain(`${run.www}/a`);
    expect(run.events.at(-1)).toMatchObject({
      checked: 1,
      stopped: `The start page redirects to ${run.www}. We couldn’t read that site’s robots.txt, the file that tells search engines which pages they may visit (it answered with error 502). Google doesn’t crawl a site whose robots.txt it can’t read, so we checked only the start page. Check that ${run.www}/robots.txt opens in a browser, then try again.`,
    });
  });

  it('reads the real sitemap after ten refused ones, which use up none of the ten files', async () => {
    const run = await crawl(({ origin, port }) => {
      const refused = [
        ...Array.from({ length: 5 }, (_, index) => `http://10.0.0.${index + 1}/sitemap.xml`),
        ...Array.from({ length: 5 }, (_, index) => `http://127.0.0.1:${port}/map-${index}.xml`),
      ];
      return {
        [`${origin}/robots.txt`]: text(
          `User-agent: *\nAllow: /\n${[...refused, `${origin}/sitemap.xml`].map((url) => `Sitemap: ${url}`).join('\n')}\n`,
        ),
        [`${origin}/`]: html([]),
        [`${origin}/sitemap.xml`]: {
          type: 'application/xml',
          body: `<?xml version="1.0"?><urlset><url><loc>${origin}/orphan</loc></url></urlset>`,
        },
        [`${origin}/orphan`]: html(['/']),
      };
    });
    const sitemap = eventOf(run.events, 'sitemap');
    expect(sitemap?.files).toHaveLength(11);
    expect(sitemap?.files.slice(0, 10).every((file) => file.error !== undefined)).toBe(true);
    expect(sitemap?.files.at(-1)).toEqual({ url: `${run.origin}/sitemap.xml`, pages: 1 });
    expect(sitemap?.urls).toEqual([`${run.origin}/orphan`]);
    expect(run.pages).toEqual([`${run.origin}/`, `${run.origin}/orphan`]);
    expect(run.requested.filter((url) => url.includes('127.0.0.1'))).toEqual([]);
  });

  it('looks at no more than 50 of the thousands of sitemaps a robots.txt lists', async () => {
    const run = await crawl(({ origin }) => ({
      [`${origin}/robots.txt`]: text(
        Array.from(
          { length: 5_000 },
          (_, index) => `Sitemap: http://10.0.${index >> 8}.${index & 255}/s.xml`,
        ).join('\n'),
      ),
      [`${origin}/`]: html([]),
    }));
    expect(eventOf(run.events, 'robots')?.sitemaps).toHaveLength(5_000);
    expect(eventOf(run.events, 'sitemap')?.files).toHaveLength(MAX_SITEMAP_ADDRESSES);
  });
});
