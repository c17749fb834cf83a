// The production server's answers per URL, on a fixture build: one answer per page address, the
// not-found page for hostile or internal paths, 405 for the wrong method on the lead API is tested
// with the leads; Range headers it cannot parse are ignored.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { makeFixtureDist } from './fixture-dist';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

/** Sends the path exactly as written, as a browser or a crafted client could. */
function rawGet(path: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('one answer per URL', () => {
  it.each(['//x', `/${'a'.repeat(300)}`, '/404.html', '/not-found.html'])(
    '%s is the not-found page with status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Page Not Found');
    },
  );

  it.each(['//x', '/\\x', '/\\evil.example', '//evil.example/a'])(
    '%s sent as is gets the not-found page with 404',
    async (path) => {
      const answer = await rawGet(path);
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain('Page Not Found');
    },
  );

  it.each([
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/about/?utm=x', '/about?utm=x'],
  ])('%s redirects permanently to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('still serves pages, assets and the service worker', async () => {
    expect((await get('/')).body).toContain('<h1>Home</h1>');
    expect((await get('/about')).body).toContain('<h1>About</h1>');
    expect((await get('/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await get('/sw.js')).statusCode).toBe(200);
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });

  it('serves the web app manifest as application/manifest+json, revalidated, and icons as PNG', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The CSP lets the page load its own manifest and no other.
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self';");
    const icon = await get('/pwa-192x192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('ignores a Range header it cannot parse, and honours a valid one', async () => {
    const malformed = await get('/assets/index-abc123.js', { range: 'bytes=abc' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body).toBe('console.log(1);');
    const valid = await get('/assets/index-abc123.js', { range: 'bytes=0-6' });
    expect(valid.statusCode).toBe(206);
    expect(valid.body).toBe('console');
  });
});
