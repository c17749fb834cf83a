// The security review's hostile clients all at once, on loopback, against a server that runs real
// Lighthouse (Chromium needed): three crawls nobody reads, five speed tests from one IPv6 /64
// abandoned after 2 s, and twenty checks of dripping pages from two visitors. Meanwhile an
// ordinary visitor's check, crawl and speed test each complete within their usual time, and
// afterwards no Chromium process and no connection to the sites is left.
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neverRead, postAs } from '../../support/hostile-requests';
import { liveDescendants } from '../../../server/tools/chromium-processes';
import { listenWithTools } from './hostile-tools-app';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BIG_PAGE = `<!doctype html><title>Big</title>${'<p>word</p>'.repeat(400_000)}`;

let app: FastifyInstance;
let hostile: LoopbackServer;
let quick: LoopbackServer;
let apiPort = 0;
const open = new Set<Socket>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < end) await sleep(200);
  return check();
}

const chromiumLeft = async () =>
  (await liveDescendants(process.pid)).filter(({ name }) => name.startsWith('chrom'));

beforeAll(async () => {
  hostile = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/robots.txt' || path === '/sitemap.xml') return response.writeHead(404).end();
    if (path.startsWith('/drip')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write(' '), 1000);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      BIG_PAGE + Array.from({ length: 10 }, (_, i) => `<a href="${path}-${i}">more</a>`).join(''),
    );
  });
  hostile.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  quick = await startLoopbackServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Quick ${request.url}</title></head>` +
        '<body><h1>Quick</h1><p>A small page.</p><a href="/two">next</a></body></html>',
    );
  });
  ({ app, port: apiPort } = await listenWithTools([hostile.port, quick.port], {
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
    timeoutMs: 5_000,
    chromiumPath: CHROMIUM,
    crawlStallMs: 2_000,
  }));
});

afterAll(async () => {
  await app?.close();
  await hostile?.close();
  await quick?.close();
});

const post = (endpoint: string, visitor: string, body: object, signal?: AbortSignal) =>
  postAs(apiPort, `/api/tools/${endpoint}`, visitor, body, signal);

/** The answer and how long it took. */
async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const response = await send();
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

describe.skipIf(!existsSync(CHROMIUM) || !existsSync('/proc/self/stat'))(
  'hostile clients all at once',
  () => {
    it('an ordinary visitor’s check, crawl and speed test complete; nothing is left', async () => {
      const silent = ['2001:db8:a::1', '2001:db8:b::1', '2001:db8:c::1'].map((visitor) =>
        neverRead(apiPort, '/api/tools/crawl', visitor, {
          url: `http://localhost:${hostile.port}/big`,
        }),
      );
      const abandoned = Array.from({ length: 5 }, async (_, index) => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 2_000);
        const answer = await post(
          'speed',
          `2001:db8:d::${index + 1}`,
          { url: `http://localhost:${hostile.port}/drip-speed`, formFactor: 'mobile' },
          controller.signal,
        ).catch(() => undefined);
        return answer?.status;
      });
      const drips = Array.from({ length: 20 }, (_, index) =>
        post('page', index % 2 ? '2001:db8:e::1' : '2001:db8:f::1', {
          url: `http://localhost:${hostile.port}/drip${index}`,
        }).then(
          (answer) => answer.status,
          () => 0,
        ),
      );
      await sleep(500);

      const check = await timed(() =>
        post('page', '198.51.100.1', { url: `http://localhost:${quick.port}/` }),
      );
      expect(check.status).toBe(200);
      // At most the fetch places' bounded wait (5 s), never the drips' 5 s page deadline on top.
      expect(check.ms).toBeLessThan(5_000);

      const crawl = await timed(() =>
        post('crawl', '198.51.100.2', { url: `http://localhost:${quick.port}/`, maxPages: 2 }),
      );
      expect(crawl.status).toBe(200);
      expect(crawl.text).toContain('"type":"done"');
      // Behind three silent crawls: their slots came back within the 2 s stall window.
      expect(crawl.ms).toBeLessThan(10_000);

      const speed = await timed(() =>
        post('speed', '198.51.100.3', {
          url: `http://localhost:${quick.port}/`,
          formFactor: 'desktop',
        }),
      );
      expect(speed.status, speed.text.slice(0, 200)).toBe(200);
      expect(JSON.parse(speed.text)).toHaveProperty('categories.performance');
      // One Lighthouse run, after the abandoned one was stopped: well under the 60 s limit.
      expect(speed.ms).toBeLessThan(60_000);

      // Of the five from one /64, one ran (and was stopped when it hung up); four were refused.
      const abandonedStatuses = await Promise.all(abandoned);
      expect(abandonedStatuses.filter((status) => status === 429)).toHaveLength(4);
      expect((await Promise.all(drips)).filter((status) => status === 503).length).toBeGreaterThan(
        0,
      );
      for (const socket of silent) socket.destroy();

      expect(await until(async () => (await chromiumLeft()).length === 0, 15_000)).toBe(true);
      expect(await until(() => open.size === 0, 15_000)).toBe(true);
    }, 150_000);
  },
);
