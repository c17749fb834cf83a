import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPageFetcher,
  MAX_ROBOTS_BYTES,
  type FetchResult,
} from '../../../server/tools/page-fetcher';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

let site: LoopbackServer;
let other: LoopbackServer;
const hostsSeen: string[] = [];

beforeAll(async () => {
  other = await startLoopbackServer((_request, response) => response.end('<p>other</p>'));
  site = await startLoopbackServer((request, response) => {
    hostsSeen.push(request.headers.host ?? '');
    const path = request.url ?? '/';
    if (path === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'x-robots-tag': 'noindex',
        'cache-control': 'max-age=60',
        'x-powered-by': 'test',
      });
      return response.end(`<title>Home</title><p>${request.headers['user-agent']}</p>`);
    }
    if (path === '/latin1') {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      return response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    }
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(301, { location: left > 0 ? `/hop/${left - 1}` : '/' });
      return response.end();
    }
    if (path === '/to-other-port') {
      response.writeHead(302, { location: `http://localhost:${other.port}/` });
      return response.end();
    }
    if (path === '/to-ip') {
      response.writeHead(302, { location: `http://127.0.0.1:${site.port}/` });
      return response.end();
    }
    if (path === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      let sent = 0;
      const push = () => {
        while (sent < 50) {
          sent += 1;
          if (!response.write(chunk)) return response.once('drain', push);
        }
        response.end();
      };
      return push();
    }
    if (path === '/drip') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('.'), 50);
      return response.on('close', () => clearInterval(timer));
    }
    if (path === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(Buffer.alloc(10));
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<title>Not found</title>');
  });
});

afterAll(async () => {
  await site.close();
  await other.close();
});

const fetcherFor = (extra: { allowHosts?: string; ports?: string; timeoutMs?: number } = {}) =>
  createPageFetcher({
    config: readToolsConfig({
      TOOLS_ALLOW_HOSTS: extra.allowHosts ?? `localhost:${site.port}`,
      TOOLS_ALLOWED_PORTS: extra.ports,
    }),
    resolve: loopbackResolver({
      localhost: ['127.0.0.1'],
      'site.test': ['127.0.0.1'],
      'mixed.test': ['127.0.0.1', '8.8.8.8'],
      'mapped.test': ['::ffff:127.0.0.1'],
    }),
    timeoutMs: extra.timeoutMs,
  });

const failure = (result: FetchResult) => {
  if (result.ok) throw new Error(`fetched ${result.finalUrl}`);
  return result;
};

describe('page fetcher', () => {
  it('fetches an allowed page with its status, timing, headers and a User-Agent naming the site', async () => {
    const fetcher = fetcherFor();
    const result = await fetcher.fetch(`http://localhost:${site.port}/`, 'html');
    await fetcher.close();
    if (!result.ok) throw new Error(result.reason);
    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(`http://localhost:${site.port}/`);
    expect(result.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex',
      'cache-control': 'max-age=60',
    });
    expect(result.body).toContain('<title>Home</title>');
    expect(result.body).toMatch(
      /Reachmark-SEO-Tools\/1\.0 \(\+https:\/\/www\.reachmark\.in\/tools\/seo-tools#address-checks\)/,
    );
    expect(result.responseMs).toBeGreaterThanOrEqual(0);
    expect(result.totalMs).toBeGreaterThanOrEqual(result.responseMs);
    expect(hostsSeen.at(-1)).toBe(`localhost:${site.port}`);
  });

  it('decodes the charset the page names', async () => {
    const fetcher = fetcherFor();
    const result = await fetcher.fetch(`http://localhost:${site.port}/latin1`, 'html');
    await fetcher.close();
    expect(result.ok && result.body).toBe('café');
  });

  it('follows up to 5 redirects, recording each hop', async () => {
    const fetcher = fetcherFor();
    const result = await fetcher.fetch(`http://localhost:${site.port}/hop/4`, 'html');
    await fetcher.close();
    if (!result.ok) throw new Error(result.reason);
    expect(result.redirects.map((hop) => hop.status)).toEqual([301, 301, 301, 301, 301]);
    expect(result.redirects[0]).toEqual({
      url: `http://localhost:${site.port}/hop/4`,
      status: 301,
      location: `http://localhost:${site.port}/hop/3`,
    });
    expect(result.finalUrl).toBe(`http://localhost:${site.port}/`);
  });

  it('gives up after the fifth redirect', async () => {
    const fetcher = fetcherFor();
    const result = failure(await fetcher.fetch(`http://localhost:${site.port}/hop/5`, 'html'));
    await fetcher.close();
    expect(result.kind).toBe('redirects');
    expect(result.reason).toMatch(
      /^The address sent us on to another address more than 5 times in a row, so we stopped following it\./,
    );
    expect(result.redirects).toHaveLength(6);
  });

  it('refuses a redirect to a port off the allow list, before connecting to it', async () => {
    const fetcher = fetcherFor();
    const result = failure(
      await fetcher.fetch(`http://localhost:${site.port}/to-other-port`, 'html'),
    );
    await fetcher.close();
    expect(result.kind).toBe('refused');
    expect(result.reason).toBe(
      `The address redirects to http://localhost:${other.port}/, which we can’t check. We can only check public websites on the usual web ports (80 and 443). This address asks for port ${other.port}: remove “:${other.port}” if the site also opens without it.`,
    );
    expect(result.redirects).toHaveLength(1);
    expect(other.connections()).toBe(0);
  });

  it('refuses a redirect to another spelling of an allowed host', async () => {
    const fetcher = fetcherFor();
    const before = site.connections();
    const result = failure(await fetcher.fetch(`http://localhost:${site.port}/to-ip`, 'html'));
    await fetcher.close();
    expect(result.kind).toBe('refused');
    expect(site.connections()).toBe(before + 1);
  });

  it.each(['127.1', '2130706433', '0x7f.1', '127.0.0.1', '[::1]', '[::ffff:127.0.0.1]'])(
    'refuses http://%s on the server’s own port, even with that port allowed, without connecting',
    async (host) => {
      const fetcher = fetcherFor({ allowHosts: '', ports: `80,443,${other.port}` });
      const result = failure(await fetcher.fetch(`http://${host}:${other.port}/`, 'html'));
      await fetcher.close();
      expect(result.kind).toBe('refused');
      expect(other.connections()).toBe(0);
    },
  );

  it.each([
    [
      'site.test',
      /^We can only check public websites, and site\.test points to 127\.0\.0\.1, an address that means “this computer”/,
    ],
    [
      'mixed.test',
      /^We can only check public websites, and mixed\.test points to \S+, an address that means “this computer”/,
    ],
    [
      'mapped.test',
      /^We can only check public websites, and mapped\.test points to \S+, another way of writing the address 127\.0\.0\.1/,
    ],
  ])('refuses %s, a name that resolves to loopback, without connecting', async (name, reason) => {
    const fetcher = fetcherFor({ allowHosts: '', ports: `80,443,${other.port}` });
    const result = failure(await fetcher.fetch(`http://${name}:${other.port}/`, 'html'));
    await fetcher.close();
    expect(result.kind).toBe('refused');
    expect(result.reason).toMatch(reason);
    expect(other.connections()).toBe(0);
  });

  it('stops reading a 50 MB answer at 5 MB', async () => {
    const fetcher = fetcherFor();
    const result = failure(await fetcher.fetch(`http://localhost:${site.port}/huge`, 'html'));
    await fetcher.close();
    expect(result.kind).toBe('failed');
    expect(result.reason).toMatch(/^The page is larger than 5 MB, more than we check/);
  });

  it('reads the first 500 KiB of a 50 MB robots.txt, as Google does, and no more', async () => {
    const fetcher = fetcherFor();
    const started = Date.now();
    const result = await fetcher.fetch(`http://localhost:${site.port}/huge`, 'robots');
    await fetcher.close();
    if (!result.ok) throw new Error(result.reason);
    expect(result.body).toHaveLength(MAX_ROBOTS_BYTES);
    expect(result.truncated).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gives up on a page that drips bytes past the deadline', async () => {
    const fetcher = fetcherFor({ timeoutMs: 600 });
    const started = Date.now();
    const result = failure(await fetcher.fetch(`http://localhost:${site.port}/drip`, 'html'));
    await fetcher.close();
    expect(result.reason).toMatch(
      /^The site took longer than 0\.6 seconds to send the page, so we stopped waiting\./,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('does not read what is not HTML', async () => {
    const fetcher = fetcherFor();
    const result = await fetcher.fetch(`http://localhost:${site.port}/image`, 'html');
    await fetcher.close();
    if (!result.ok) throw new Error(result.reason);
    expect(result.body).toBeUndefined();
    expect(result.skipped).toBe(
      'This address opens a file (image/png), not a web page, so there was nothing to read. Enter the address of a page.',
    );
  });

  it('reports error statuses as fetched pages', async () => {
    const fetcher = fetcherFor();
    const result = await fetcher.fetch(`http://localhost:${site.port}/missing`, 'html');
    await fetcher.close();
    expect(result.ok && result.status).toBe(404);
  });

  it('says so when a name is not found', async () => {
    const fetcher = fetcherFor();
    const result = failure(await fetcher.fetch('https://unknown.test/', 'html'));
    await fetcher.close();
    expect(result.reason).toBe(
      'We couldn’t find a website at unknown.test. Check that the address is spelled correctly.',
    );
  });
});
