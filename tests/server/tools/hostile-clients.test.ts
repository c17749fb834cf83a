// The tools API against hostile clients, on loopback: crawls whose clients never read their answer
// give their slots back (a fourth visitor's crawl then runs), dripping pages hold at most two fetch
// places per visitor (a fourth visitor's check runs at once, and a visitor over its share waits a
// bounded time for a 503 with Retry-After), and nothing is left connected afterwards. Visitors are
// told apart by X-Forwarded-For from a trusted loopback proxy, so IPv6 networks can be used.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neverRead, postAs } from '../../support/hostile-requests';
import { listenWithTools } from './hostile-tools-app';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

const BIG_PAGE = `<!doctype html><title>Big</title>${'<p>word</p>'.repeat(400_000)}`;

let app: FastifyInstance;
let site: LoopbackServer;
/** Another site: the one a normal visitor checks. */
let quick: LoopbackServer;
let apiPort = 0;
let origin = '';
const open = new Set<Socket>();

beforeAll(async () => {
  site = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/drip')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('.'), 1000);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (path === '/robots.txt' || path === '/sitemap.xml') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (path.startsWith('/big'))
      // Every big page links to ten more, so a crawl of them never runs out of work.
      return response.end(
        BIG_PAGE + Array.from({ length: 10 }, (_, i) => `<a href="${path}-${i}">more</a>`).join(''),
      );
    response.end(`<!doctype html><title>Quick ${path}</title><a href="/q2">next</a>`);
  });
  origin = `http://localhost:${site.port}`;
  site.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  quick = await startLoopbackServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Quick ${request.url}</title><a href="/two">next</a>`);
  });
  ({ app, port: apiPort } = await listenWithTools([site.port, quick.port], {
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8, fetchWaitMs: 1500 },
    timeoutMs: 4_000,
    crawlStallMs: 2_000,
  }));
});

afterAll(async () => {
  await app?.close();
  await site?.close();
  await quick?.close();
});

const post = (path: string, visitor: string, body: object, signal?: AbortSignal) =>
  postAs(apiPort, path, visitor, body, signal);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await sleep(100);
  return check();
}

describe('hostile clients', () => {
  it('three crawls nobody reads give their slots back; a fourth visitor’s crawl then runs', async () => {
    const silent = ['2001:db8:a::1', '2001:db8:b::1', '203.0.113.7'].map((visitor) =>
      neverRead(apiPort, '/api/tools/crawl', visitor, { url: `${origin}/big` }),
    );
    await sleep(500);
    const started = Date.now();
    const response = await post('/api/tools/crawl', '198.51.100.20', {
      url: `http://localhost:${quick.port}/`,
      maxPages: 3,
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    const waited = Date.now() - started;
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ type: 'done', checked: 2 });
    // The slots came back within the stall window (2 s here), not at the 3-minute deadline.
    expect(waited).toBeLessThan(8_000);
    for (const socket of silent) socket.destroy();
  }, 30_000);

  it('a visitor of another address in the same /64 is the same visitor: one crawl at a time', async () => {
    const controller = new AbortController();
    const first = await post(
      '/api/tools/crawl',
      '2001:db8:c:d::1',
      { url: `${origin}/drip` },
      controller.signal,
    );
    expect(first.status).toBe(200);
    const second = await post('/api/tools/crawl', '2001:db8:c:d:ffff::9', {
      url: `${origin}/`,
    });
    expect(second.status).toBe(429);
    controller.abort();
  });

  it('dripping pages hold two places per visitor; others check at once, and waits end in a 503', async () => {
    const hostile = ['2001:db8:e::1', '2001:db8:f::1'];
    const drips = Array.from({ length: 20 }, (_, index) =>
      post('/api/tools/page', hostile[index % 2] ?? '', { url: `${origin}/drip${index}` }),
    );
    await sleep(300);
    const started = Date.now();
    const normal = await post('/api/tools/page', '198.51.100.30', {
      url: `http://localhost:${quick.port}/`,
    });
    expect(normal.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    const answers = await Promise.all(drips);
    const statuses = answers.map((answer) => answer.status);
    // Two per visitor were fetched (and gave up at the page deadline: 502); the rest waited their
    // bounded time for a place, then were told when to come back.
    expect(statuses.filter((status) => status === 502)).toHaveLength(4);
    expect(statuses.filter((status) => status === 503)).toHaveLength(16);
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(await busy?.json()).toEqual({
      message:
        'Our page checker is busy with other people’s pages just now. Please try again in a few seconds.',
    });
  }, 30_000);

  it('leaves no connection open to the sites afterwards', async () => {
    expect(await until(() => open.size === 0, 10_000)).toBe(true);
  }, 15_000);
});
