// `npm run bench:crawl`: the compiled server crawls a 100-page site served on loopback by this
// script (each page about 30 KB of HTML with 12 links, all in the sitemap), through
// POST /api/tools/crawl as the audit tool does. Prints the wall time of the crawl and the server's
// peak resident memory above its idle figure (sampled every 20 ms from /proc); exits 1 when a
// target is missed: under 20 s, under 100 MB above idle.
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrawlEvent } from '../shared/tools-api-contract';
import { startCompiledServer } from './compiled-server';

const PAGES = 100;
const WALL_TARGET_MS = 20_000;
const MEMORY_TARGET_MB = 100;

const root = fileURLToPath(new URL('..', import.meta.url));
if (!fs.existsSync(path.join(root, 'dist/pages.json'))) {
  console.error('Build the site first (npm run build): the server serves dist/.');
  process.exit(1);
}

const filler = Array.from(
  { length: 120 },
  (_, index) =>
    `<p>Paragraph ${index}: leak repairs, bathroom fittings and water tank cleaning across Pune, with a written quote before any work starts and a 90-day guarantee.</p>`,
).join('\n');
const pageHtml = (index: number) =>
  `<!doctype html><html lang="en"><head><title>Page ${index} | Bench Plumbing</title>
<meta name="description" content="Bench page ${index}"></head><body><h1>Page ${index}</h1>${filler}
<nav>${Array.from({ length: 12 }, (_, link) => `<a href="/page/${(index * 7 + link) % PAGES}">Page ${link}</a>`).join(' ')}</nav></body></html>`;

const site = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/robots.txt') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('User-agent: *\nAllow: /\n');
  }
  if (url === '/sitemap.xml') {
    response.writeHead(200, { 'content-type': 'application/xml' });
    const { port } = site.address() as AddressInfo;
    return response.end(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
        { length: PAGES },
        (_, index) => `<url><loc>http://localhost:${port}/page/${index}</loc></url>`,
      ).join('')}</urlset>`,
    );
  }
  const match = /^\/(?:page\/(\d+))?$/.exec(url);
  if (!match) {
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<title>Not found</title>');
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(pageHtml(Number(match[1] ?? 0)));
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const sitePort = (site.address() as AddressInfo).port;

const server = await startCompiledServer(root, 'crawl', {
  TOOLS_ALLOW_HOSTS: `localhost:${sitePort}`,
});
const serverUrl = `http://127.0.0.1:${server.port}`;

const rssMb = (): number => {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

await new Promise((resolve) => setTimeout(resolve, 1_500));
const idle = rssMb();
let peak = idle;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 20);

const started = performance.now();
const response = await fetch(`${serverUrl}/api/tools/crawl`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ url: `http://localhost:${sitePort}/` }),
});
const lines = (await response.text()).trim().split('\n');
const wallMs = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, rssMb());

const done = JSON.parse(lines.at(-1) ?? '{}') as CrawlEvent;
const checked = done.type === 'done' ? done.checked : 0;
site.close();
await server.stop();

const above = peak - idle;
console.log(`Crawled ${checked} pages (${response.status}) in ${(wallMs / 1000).toFixed(2)} s.`);
console.log(
  `Server memory: ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB, ${above.toFixed(0)} MB above idle.`,
);
const misses = [
  checked === PAGES ? '' : `checked ${checked} pages, not ${PAGES}`,
  wallMs < WALL_TARGET_MS ? '' : `wall time over ${WALL_TARGET_MS / 1000} s`,
  above < MEMORY_TARGET_MB ? '' : `memory over ${MEMORY_TARGET_MB} MB above idle`,
].filter(Boolean);
if (misses.length > 0) {
  console.error(`Target missed: ${misses.join('; ')}.`);
  process.exit(1);
}
console.log(`Targets met: under ${WALL_TARGET_MS / 1000} s and ${MEMORY_TARGET_MB} MB above idle.`);
