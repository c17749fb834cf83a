// `npm run bench:crawl`: the compiled server crawls a site served on loopback by this script (each
// page about 30 KB of HTML with 12 links, all in the sitemap), through POST /api/tools/crawl as the
// audit tool does: once a 100-page site, then a 500-page site (the crawl's page limit), each with a
// freshly started server. Prints each crawl's wall time and the server's peak resident memory above
// its idle figure (sampled every 20 ms from /proc); exits 1 when a target is missed.
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrawlEvent } from '../shared/tools-api-contract';
import { startCompiledServer } from './compiled-server';

/** Each site size with its targets: wall time and memory above idle. */
const RUNS = [
  { pages: 100, wallTargetMs: 20_000, memoryTargetMb: 100 },
  { pages: 500, wallTargetMs: 60_000, memoryTargetMb: 150 },
];

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
const pageHtml = (index: number, pages: number) =>
  `<!doctype html><html lang="en"><head><title>Page ${index} | Bench Plumbing</title>
<meta name="description" content="Bench page ${index}"></head><body><h1>Page ${index}</h1>${filler}
<nav>${Array.from({ length: 12 }, (_, link) => `<a href="/page/${(index * 7 + link) % pages}">Page ${link}</a>`).join(' ')}</nav></body></html>`;

/** A `pages`-page site on 127.0.0.1: robots.txt, a sitemap of every page, the pages. */
async function startSite(pages: number) {
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
          { length: pages },
          (_, index) => `<url><loc>http://localhost:${port}/page/${index}</loc></url>`,
        ).join('')}</urlset>`,
      );
    }
    // "/" is page 0, so the site has exactly `pages` addresses to crawl.
    const match = /^\/(?:page\/([1-9]\d*))?$/.exec(url);
    const index = Number(match?.[1] ?? 0);
    if (!match || index >= pages) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<title>Not found</title>');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pageHtml(index, pages));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return site;
}

/** Crawls a `pages`-page site with a fresh server; returns the figures and any missed target. */
async function benchCrawl({ pages, wallTargetMs, memoryTargetMb }: (typeof RUNS)[number]) {
  const site = await startSite(pages);
  const sitePort = (site.address() as AddressInfo).port;
  const server = await startCompiledServer(root, 'crawl', {
    TOOLS_ALLOW_HOSTS: `localhost:${sitePort}`,
  });
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
  const response = await fetch(`http://127.0.0.1:${server.port}/api/tools/crawl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://localhost:${sitePort}/`, maxPages: pages }),
  });
  const text = await response.text();
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const lines = text.trim().split('\n');
  const done = JSON.parse(lines.at(-1) ?? '{}') as CrawlEvent;
  const checked = done.type === 'done' ? done.checked : 0;
  site.close();
  await server.stop();

  const above = peak - idle;
  console.log(
    `${pages} pages: crawled ${checked} (${response.status}, ${(text.length / 1e6).toFixed(1)} MB streamed) in ${(wallMs / 1000).toFixed(2)} s; server memory ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB, ${above.toFixed(0)} MB above idle.`,
  );
  return [
    checked === pages ? '' : `${pages} pages: checked ${checked}`,
    wallMs < wallTargetMs ? '' : `${pages} pages: wall time over ${wallTargetMs / 1000} s`,
    above < memoryTargetMb ? '' : `${pages} pages: memory over ${memoryTargetMb} MB above idle`,
  ].filter(Boolean);
}

const misses: string[] = [];
for (const run of RUNS) misses.push(...(await benchCrawl(run)));
if (misses.length > 0) {
  console.error(`Target missed: ${misses.join('; ')}.`);
  process.exit(1);
}
console.log(
  `Targets met: ${RUNS.map((run) => `${run.pages} pages under ${run.wallTargetMs / 1000} s and ${run.memoryTargetMb} MB above idle`).join('; ')}.`,
);
