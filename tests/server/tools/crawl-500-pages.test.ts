// A crawl at the full page limit through the site server: a 520-page site on loopback, every page
// in the sitemap and linked from others, crawled through POST /api/tools/crawl with no maxPages.
// The crawl checks exactly 500 pages, each once, says the limit cut it short, and the progress
// never claims more found pages than the site has.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { createToolsService } from '../../../server/tools/tools-service';
import { MAX_CRAWL_PAGES, type CrawlEvent } from '../../../shared/tools-api-contract';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const SITE_PAGES = 520;
/** Page 0 is the home page, "/"; the others are /p/1 to /p/519. */
const pathOf = (index: number) => (index === 0 ? '/' : `/p/${index}`);

let app: FastifyInstance;
let site: LoopbackServer;
const requested: string[] = [];

beforeAll(async () => {
  site = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const origin = `http://localhost:${site.port}`;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    }
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      const urls = Array.from({ length: SITE_PAGES }, (_, index) => `${origin}${pathOf(index)}`);
      return response.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
          .map((url) => `<url><loc>${url}</loc></url>`)
          .join('')}</urlset>`,
      );
    }
    const index = path === '/' ? 0 : Number(/^\/p\/([1-9]\d*)$/.exec(path)?.[1] ?? NaN);
    if (!(index >= 0 && index < SITE_PAGES)) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<title>Not found</title>');
    }
    const links = [1, 2, 3].map(
      (step) => `<a href="${pathOf((index * 3 + step) % SITE_PAGES)}">next</a>`,
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Page ${index}</title></head><body><h1>Page ${index}</h1>${links.join('')}</body></html>`,
    );
  });
  const tools = createToolsService({
    config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
  });
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: tools.register });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await site?.close();
});

it('crawls up to 500 pages by default, each once, and says the limit stopped it', async () => {
  expect(MAX_CRAWL_PAGES).toBe(500);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/tools/crawl',
    payload: { url: `http://localhost:${site.port}/` },
  });
  const elapsedMs = performance.now() - started;
  expect(response.statusCode).toBe(200);
  const events = response.payload
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CrawlEvent);
  expect(events[0]).toMatchObject({ type: 'start', maxPages: 500 });
  const pages = events.flatMap((event) => (event.type === 'page' ? [event.page] : []));
  expect(pages).toHaveLength(500);
  expect(new Set(pages.map((page) => page.url)).size).toBe(500);
  expect(pages.every((page) => page.status === 200 && page.html !== undefined)).toBe(true);
  const progress = events.flatMap((event) => (event.type === 'page' ? [event.found] : []));
  expect(Math.max(...progress)).toBeLessThanOrEqual(SITE_PAGES);
  expect(events.at(-1)).toMatchObject({ type: 'done', checked: 500, limitReached: true });
  // Pages were fetched once each: robots.txt, the sitemap and 500 pages.
  expect(requested.filter((path) => path.startsWith('/p/') || path === '/')).toHaveLength(500);
  // Far inside the crawl's 3-minute deadline on loopback, even on a loaded machine.
  expect(elapsedMs).toBeLessThan(60_000);
}, 90_000);
