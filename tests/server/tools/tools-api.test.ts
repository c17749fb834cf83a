// The SEO tools' address checks inside the whole site server (the fixture build and the tools
// service), against local servers only: a fixture site allowed by TOOLS_ALLOW_HOSTS, loopback
// spellings and ports off the allow list refused before any connection, and a crawl streamed as
// NDJSON that honours robots.txt, reads the sitemap index, and stops when the client leaves.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createToolsService } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import type { CrawlEvent, PageResponse } from '../../../shared/tools-api-contract';
import { makeFixtureDist } from '../fixture-dist';
import { startFixtureSite, type FixtureSite } from './fixture-site';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

let app: FastifyInstance;
let site: FixtureSite;
let offList: LoopbackServer;

beforeAll(async () => {
  site = await startFixtureSite();
  offList = await startLoopbackServer((_request, response) => response.end('<p>off the list</p>'));
  const tools = createToolsService({
    config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'], 'site.test': ['127.0.0.1'] }),
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
  });
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: tools.register });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await site?.close();
  await offList?.close();
});

const post = (url: string, body: unknown) =>
  app.inject({ method: 'POST', url, payload: body as object });

const events = (payload: string): CrawlEvent[] =>
  payload
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CrawlEvent);

describe('POST /api/tools/page', () => {
  it('answers with the page as fetched: final URL, status, timing, headers, redirects, HTML', async () => {
    const response = await post('/api/tools/page', { url: `${site.origin}/old` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<PageResponse>();
    expect(page.finalUrl).toBe(`${site.origin}/c`);
    expect(page.status).toBe(200);
    expect(page.redirects.map((hop) => [hop.status, hop.location])).toEqual([
      [301, `${site.origin}/older`],
      [302, `${site.origin}/c`],
    ]);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<title>Page C</title>');
    expect(page.responseMs).toBeGreaterThanOrEqual(0);
  });

  it('passes on the x-robots-tag header', async () => {
    const page = (
      await post('/api/tools/page', { url: `${site.origin}/noindex-header` })
    ).json<PageResponse>();
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it.each([
    '127.1',
    '2130706433',
    '0x7f.1',
    '127.0.0.1',
    '[::1]',
    '[::ffff:127.0.0.1]',
    'site.test',
    'localhost',
  ])('refuses http://%s on a port off the allow list, with no connection made', async (host) => {
    const response = await post('/api/tools/page', { url: `http://${host}:${offList.port}/` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^We can only check public websites on the usual web ports \(80 and 443\)\. This address asks for port \d+/,
    );
    expect(offList.connections()).toBe(0);
  });

  it.each(['127.1', '2130706433', '0x7f.1', '[::1]', '[::ffff:127.0.0.1]', 'site.test'])(
    'refuses http://%s on port 80, a local address, with a reason',
    async (host) => {
      const response = await post('/api/tools/page', { url: `http://${host}/` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^We can only check public websites, and \S+ (is|points to \S+,) (an address that means “this computer”|another way of writing the address 127\.0\.0\.1)/,
      );
    },
  );

  it('refuses the allowed site under another spelling of its host', async () => {
    const response = await post('/api/tools/page', { url: `http://127.0.0.1:${site.port}/` });
    expect(response.statusCode).toBe(400);
  });

  it('answers bad requests with a message', async () => {
    expect((await post('/api/tools/page', { address: 'x' })).statusCode).toBe(400);
    expect((await post('/api/tools/page', { url: 'ftp://example.com/' })).json()).toEqual({
      message:
        'We can only check web pages, whose addresses start with http:// or https://, not ftp: addresses.',
    });
    const big = await post('/api/tools/page', { url: `https://example.com/${'a'.repeat(5000)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toMatch(/^This address is too long to check\./);
  });
});

describe('POST /api/tools/speed', () => {
  it('says plainly that speed tests are not available on a server without Chromium', async () => {
    const response = await post('/api/tools/speed', {
      url: `${site.origin}/`,
      formFactor: 'mobile',
    });
    expect(response.statusCode).toBe(501);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Speed tests from an address are not available on this server/,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'says how to fix a root server that has no user to run Chromium as',
    async () => {
      const tools = createToolsService({
        config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
        resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
        // Never started: the run is refused before Chromium is.
        chromiumPath: '/nonexistent/chromium',
        lighthouseUser: 'no-such-user',
      });
      const server = await buildApp({ distDir: makeFixtureDist(), extend: tools.register });
      const response = await server.inject({
        method: 'POST',
        url: '/api/tools/speed',
        payload: { url: `${site.origin}/`, formFactor: 'mobile' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toMatch(
        /it runs as root, and Chromium would run as "no-such-user", which is not in \/etc\/passwd\. Set LIGHTHOUSE_USER/,
      );
      await server.close();
    },
  );
});

describe('POST /api/tools/crawl', () => {
  it('streams the crawl as NDJSON: robots.txt, start page, sitemap index, then pages', async () => {
    const response = await post('/api/tools/crawl', { url: `${site.origin}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const stream = events(response.payload);
    expect(stream.map((event) => event.type).slice(0, 4)).toEqual([
      'start',
      'robots',
      'page',
      'sitemap',
    ]);
    expect(stream.at(-1)).toMatchObject({ type: 'done', limitReached: false });

    const robots = stream.find((event) => event.type === 'robots');
    expect(robots).toMatchObject({
      status: 'read',
      sitemaps: [`${site.origin}/sitemap-index.xml`],
    });
    const sitemap = stream.find((event) => event.type === 'sitemap');
    expect(sitemap?.type === 'sitemap' && sitemap.urls).toEqual(
      ['/', '/a', '/c', '/orphan'].map((path) => `${site.origin}${path}`),
    );
    expect(stream).toContainEqual({
      type: 'disallowed',
      url: `${site.origin}/private/x`,
      rule: { line: 2, text: 'Disallow: /private/' },
    });
    expect(site.requested).not.toContain('/private/x');
    expect(site.requested).not.toContain('/file.pdf');

    const pages = new Map(
      stream.flatMap((event) =>
        event.type === 'page' ? [[event.page.url.replace(site.origin, ''), event.page]] : [],
      ),
    );
    expect([...pages.keys()].sort()).toEqual(
      [
        '/',
        '/a',
        '/b',
        '/c',
        '/missing',
        '/noindex-header',
        '/noindex-meta',
        '/old',
        '/orphan',
        '/slow',
      ].sort(),
    );
    expect(pages.get('/missing')?.status).toBe(404);
    expect(pages.get('/old')?.redirects).toHaveLength(2);
    expect(pages.get('/noindex-meta')?.noindex).toBe(true);
    expect(pages.get('/noindex-header')?.noindex).toBe(true);
    expect(pages.get('/a')?.noindex).toBe(false);
    expect(pages.get('/c')?.links).toEqual([`${site.origin}/a`]);
    expect(pages.get('/')?.links).not.toContain('https://example.com/');
    expect(pages.get('/a')?.html).toContain('<title>Same title</title>');
  });

  it('stops at maxPages', async () => {
    const stream = events(
      (await post('/api/tools/crawl', { url: `${site.origin}/`, maxPages: 3 })).payload,
    );
    expect(stream.filter((event) => event.type === 'page')).toHaveLength(3);
    expect(stream.at(-1)).toMatchObject({ type: 'done', checked: 3, limitReached: true });
  });

  it('refuses a local start address before streaming', async () => {
    const response = await post('/api/tools/crawl', { url: `http://127.1:${offList.port}/` });
    expect(response.statusCode).toBe(400);
    expect(offList.connections()).toBe(0);
  });

  it('keeps streaming past the server’s whole-request timeout, which covers receiving only', async () => {
    const slowSite = await startFixtureSite({ slowMs: 1_500 });
    const tools = createToolsService({
      config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${slowSite.port}` }),
      resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    });
    const server = await buildApp({
      distDir: makeFixtureDist(),
      extend: tools.register,
      timeouts: { requestMs: 1_000, headersMs: 500, checkIntervalMs: 100 },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/tools/crawl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${slowSite.origin}/` }),
    });
    const stream = events(await response.text());
    expect(stream.at(-1)).toMatchObject({ type: 'done', checked: 10 });
    await server.close();
    await slowSite.close();
  });

  it('stops fetching when the client cancels', async () => {
    const slowSite = await startFixtureSite({ slowMs: 1_500 });
    const tools = createToolsService({
      config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${slowSite.port}` }),
      resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    });
    const server = await buildApp({ distDir: makeFixtureDist(), extend: tools.register });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/tools/crawl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${slowSite.origin}/` }),
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('"type":"sitemap"')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const seenAtCancel = slowSite.requested.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(slowSite.requested.length).toBe(seenAtCancel);
    expect(slowSite.requested.length).toBeLessThan(10);
    await server.close();
    await slowSite.close();
  });
});
