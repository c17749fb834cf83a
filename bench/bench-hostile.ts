// `npm run bench:hostile`: the compiled server under the hostile clients of the tools API security
// review, all on loopback, with visitors told apart by X-Forwarded-For from a trusted loopback
// proxy (so IPv6 networks can be used). Prints, for each case, what a fourth, ordinary visitor
// waits: three crawls of 4 MB pages whose clients never read; twenty checks of dripping pages from
// two visitors; five speed tests from one /64 abandoned after 2 s. Then the connections left open
// to a site whose 60 images drip one byte a second, 5 s after its speed test, and the peak memory
// of the server's Chromium process tree on a 1 MB gzip bomb. Needs a build and Chromium.
// Figures are printed, not judged: run it on an older checkout to compare.
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { CHROMIUM_PATH } from '../scripts/chromium-path';
import { liveDescendants, residentBytes } from '../server/tools/chromium-processes';
import { neverRead, postAs } from '../tests/support/hostile-requests';
import { startCompiledServer } from './compiled-server';

const root = process.cwd();
if (!fs.existsSync(path.join(root, 'dist/pages.json'))) {
  console.error('Build the site first (npm run build): the server serves dist/.');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A 1 MB gzip body that inflates to about 1 GB of text. */
async function gzipBomb(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024, 'a');
  for (let index = 0; index < 1024; index += 1)
    if (!gzip.write(block)) await new Promise((resolve) => gzip.once('drain', resolve));
  await new Promise((resolve) => gzip.end(resolve));
  return Buffer.concat(chunks);
}

const bomb = await gzipBomb();
const BIG_PAGE = `<!doctype html><title>Big</title>${'<p>word</p>'.repeat(400_000)}`;
const drip = (response: ServerResponse, type: string) => {
  response.writeHead(200, { 'content-type': type });
  const timer = setInterval(() => response.write(' '), 1000);
  response.on('close', () => clearInterval(timer));
};

const openToSite = new Set<Socket>();
function hostile(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  if (url === '/robots.txt' || url === '/sitemap.xml') return response.writeHead(404).end();
  if (url.startsWith('/drip')) return drip(response, 'text/html');
  if (url.startsWith('/img')) return drip(response, 'image/png');
  if (url === '/images') {
    response.writeHead(200, { 'content-type': 'text/html' });
    return response.end(
      `<!doctype html><title>Images</title>${Array.from({ length: 60 }, (_, i) => `<img src="/img${i}" alt="">`).join('')}`,
    );
  }
  if (url === '/bomb') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    return response.end(bomb);
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end(
    BIG_PAGE + Array.from({ length: 10 }, (_, i) => `<a href="${url}-${i}">more</a>`).join(''),
  );
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const site = await listen(hostile);
site.server.on('connection', (socket: Socket) => {
  openToSite.add(socket);
  socket.on('close', () => openToSite.delete(socket));
});
const quick = await listen((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><html lang="en"><title>Quick</title><h1>Quick</h1><p>Hello.</p>');
});
const hostileSite = `http://localhost:${site.port}`;
const quickSite = `http://localhost:${quick.port}`;

const server = await startCompiledServer(root, 'hostile', {
  TRUST_PROXY: 'loopback',
  CHROMIUM_PATH,
  TOOLS_ALLOW_HOSTS: `localhost:${site.port},localhost:${quick.port}`,
});
const apiPort = server.port;

const post = (endpoint: string, visitor: string, body: object, signal?: AbortSignal) =>
  postAs(apiPort, `/api/tools/${endpoint}`, visitor, body, signal);
const neverReadAnswer = (endpoint: string, visitor: string, body: object) =>
  neverRead(apiPort, `/api/tools/${endpoint}`, visitor, body);

/** Retries every 2 s while the answer is 503 or 429, up to `limitMs`: the time to an answer. */
async function fourthVisitor(send: () => Promise<Response>, limitMs: number) {
  const started = performance.now();
  for (;;) {
    const response = await send();
    const waited = performance.now() - started;
    if ((response.status !== 503 && response.status !== 429) || waited > limitMs) {
      await response.text();
      return { status: response.status, waited };
    }
    await response.text();
    await sleep(2_000);
  }
}

const report: string[] = [];
const chromiumCount = async () =>
  (await liveDescendants(server.process.pid ?? 0)).filter(({ name }) => name.startsWith('chrom'))
    .length;

// 1. Three crawls nobody reads.
const silent = ['2001:db8:1::1', '2001:db8:2::1', '2001:db8:3::1'].map((visitor) =>
  neverReadAnswer('crawl', visitor, { url: `${hostileSite}/big` }),
);
await sleep(1_000);
const crawl = await fourthVisitor(
  () => post('crawl', '198.51.100.4', { url: `${quickSite}/`, maxPages: 2 }),
  120_000,
);
report.push(
  `Crawl behind 3 non-reading crawls: the fourth visitor got ${crawl.status} after ${seconds(crawl.waited)}.`,
);
for (const socket of silent) socket.destroy();

// 2. Twenty checks of dripping pages from two visitors.
const drips = new AbortController();
const dripping = Array.from({ length: 20 }, (_, index) =>
  post('page', index % 2 ? '2001:db8:4::1' : '2001:db8:5::1', {
    url: `${hostileSite}/drip${index}`,
  }).catch(() => undefined),
);
await sleep(500);
const check = await fourthVisitor(
  () => post('page', '198.51.100.5', { url: `${quickSite}/` }, drips.signal),
  120_000,
);
report.push(
  `Page check behind 20 dripping checks: the fourth visitor got ${check.status} after ${seconds(check.waited)}.`,
);
drips.abort();
await Promise.all(dripping);

// 3. Five speed tests from one /64, abandoned after 2 s.
const abandoned = Array.from({ length: 5 }, (_, index) => {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 2_000);
  return post(
    'speed',
    `2001:db8:6::${index + 1}`,
    { url: `${hostileSite}/drip-speed${index}`, formFactor: 'mobile' },
    controller.signal,
  ).catch(() => undefined);
});
await sleep(3_000);
const speed = await fourthVisitor(
  () => post('speed', '198.51.100.6', { url: `${quickSite}/`, formFactor: 'mobile' }),
  300_000,
);
await Promise.all(abandoned);
report.push(
  `Speed test behind 5 abandoned ones: the fourth visitor got ${speed.status} after ${seconds(speed.waited)}; Chromium processes left 5 s later: ${(await sleep(5_000), await chromiumCount())}.`,
);

// 4. A page whose 60 images drip.
const before = openToSite.size;
const images = await post('speed', '198.51.100.7', {
  url: `${hostileSite}/images`,
  formFactor: 'mobile',
});
const imagesAnswer = await images.text();
await sleep(5_000);
const imagesMessage = images.ok
  ? ''
  : `: "${(JSON.parse(imagesAnswer) as { message?: string }).message}"`;
report.push(
  `Speed test of a page with 60 dripping images (${images.status}${imagesMessage}): connections from the server to the site open 5 s after: ${openToSite.size - before}.`,
);

// 5. A gzip bomb.
// The watchdog's measure: anonymous and shared pages (summed RSS would count Chromium's code once
// per process).
let peak = 0;
const sampler = setInterval(() => {
  void liveDescendants(server.process.pid ?? 0)
    .then((processes) => residentBytes(processes.map(({ pid }) => pid)))
    .then((bytes) => (peak = Math.max(peak, bytes / 1024 / 1024)));
}, 100);
const bombed = await post('speed', '198.51.100.8', {
  url: `${hostileSite}/bomb`,
  formFactor: 'mobile',
});
const bombAnswer = (await bombed.json().catch(() => ({}))) as { message?: string };
clearInterval(sampler);
report.push(
  `Speed test of a 1 MB gzip bomb (${bombed.status}${bombAnswer.message ? `: "${bombAnswer.message}"` : ''}): Chromium tree peak ${peak.toFixed(0)} MB (anonymous and shared pages).`,
);

await server.stop();
site.server.closeAllConnections();
site.server.close();
quick.server.close();
for (const line of report) console.log(line);
