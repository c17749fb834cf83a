// The crawl checks the images (src and srcset), icons, stylesheets and scripts of the pages it
// reads, on the site's own host, with HEAD (GET, read to a few KiB, where HEAD is refused), through
// the same checked fetcher as pages: broken ones are named, other hosts' files are never asked for,
// and files robots.txt disallows are never asked for but named, with the line that disallows them.
// Served on 127.0.0.1 under the name shop.test.
import { describe, expect, it } from 'vitest';
import { createPageFetcher } from '../../../server/tools/page-fetcher';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { crawlFindings } from '../../../src/features/seo-tools/analysis/crawl-report';
import { crawlToEnd } from './crawl-to-end';
import { loopbackResolver, startLoopbackServer } from './loopback-server';

const HOME = `<!doctype html><html><head><title>Shop</title>
<link rel="stylesheet" href="/style.css"><link rel="icon" href="/favicon.ico">
<script src="/gone.js"></script><script src="https://cdn.example/lib.js"></script></head>
<body><h1>Shop</h1><img src="/logo.png" alt="logo"><img src="/hero.jpg" srcset="/hero-2x.jpg 2x, /hero.jpg 1x" alt="">
<img src="/private/secret.png" alt=""><a href="/about">About</a></body></html>`;
const ABOUT = `<!doctype html><title>About</title><h1>About</h1><img src="/logo.png" alt="logo">`;

describe('the crawl checks images, icons, stylesheets and scripts', () => {
  it('names the broken ones, asks HEAD first and GET when HEAD is refused', async () => {
    const asked: string[] = [];
    const server = await startLoopbackServer((request, response) => {
      const path = request.url ?? '/';
      asked.push(`${request.method ?? ''} ${path}`);
      const send = (status: number, type: string, body = '') => {
        response.writeHead(status, { 'content-type': type });
        response.end(request.method === 'HEAD' ? undefined : body);
      };
      if (path === '/robots.txt')
        return send(200, 'text/plain', 'User-agent: *\nDisallow: /private/\n');
      if (path === '/') return send(200, 'text/html', HOME);
      if (path === '/about') return send(200, 'text/html', ABOUT);
      if (['/style.css', '/logo.png', '/hero.jpg'].includes(path))
        return send(200, 'application/octet-stream', 'x'.repeat(100_000));
      // A server that refuses HEAD for its icon, which exists.
      if (path === '/favicon.ico')
        return request.method === 'HEAD'
          ? send(405, 'text/plain')
          : send(200, 'image/x-icon', 'ico');
      return send(404, 'text/html', '<title>Not found</title>');
    });
    const origin = `http://shop.test:${server.port}`;
    const fetcher = createPageFetcher({
      config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `shop.test:${server.port}` }),
      resolve: loopbackResolver({ 'shop.test': ['127.0.0.1'] }),
    });
    const events = await crawlToEnd(`${origin}/`, fetcher, server);
    const assets = events.find((event) => event.type === 'assets');
    expect(assets).toEqual({
      type: 'assets',
      checked: 6,
      broken: [
        { url: `${origin}/gone.js`, status: 404 },
        { url: `${origin}/hero-2x.jpg`, status: 404 },
      ],
      blocked: [
        { url: `${origin}/private/secret.png`, rule: { line: 2, text: 'Disallow: /private/' } },
      ],
    });
    expect(events.at(-1)?.type).toBe('done');
    expect(asked).toContain('HEAD /logo.png');
    expect(asked).not.toContain('GET /logo.png');
    expect(asked.filter((line) => line.endsWith(' /logo.png'))).toHaveLength(1);
    expect(asked).toEqual(expect.arrayContaining(['HEAD /favicon.ico', 'GET /favicon.ico']));
    expect(asked.some((line) => line.includes('/private/'))).toBe(false);

    const pages = events.flatMap((event) => (event.type === 'page' ? [event.page] : []));
    const findings = crawlFindings({
      pages,
      sitemapUrls: undefined,
      assets: assets?.type === 'assets' ? assets : undefined,
    });
    const broken = findings.find((item) => item.id === 'broken-assets');
    expect(broken?.status).toBe('fail');
    expect(broken?.items).toEqual([
      { url: `${origin}/gone.js`, note: `Error 404 (file not found); used on ${origin}/` },
      { url: `${origin}/hero-2x.jpg`, note: `Error 404 (file not found); used on ${origin}/` },
    ]);
    const blocked = findings.find((item) => item.id === 'blocked-assets');
    expect(blocked).toMatchObject({
      status: 'warn',
      title: 'Files robots.txt keeps search engines from',
      detail:
        'robots.txt asks search engines not to fetch 1 file your pages use, so we did not check it.',
    });
    expect(blocked?.items).toEqual([
      {
        url: `${origin}/private/secret.png`,
        note: `Blocked by line 2 of robots.txt, “Disallow: /private/”; used on ${origin}/`,
      },
    ]);
  });
});
