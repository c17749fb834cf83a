// The production server's answers per URL, on a fixture build: one answer per page address, the
// not-found page (404, never 403 JSON or 500) for hostile, oddly encoded or internal paths, an
// absolute-form request line served as its path (nothing is fetched from the host it names); 405
// for the wrong method on the lead API is tested with the leads; Range headers it cannot parse are
// ignored.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { makeFixtureDist } from './fixture-dist';
import { startLoopbackServer } from './tools/loopback-server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

const appPort = () => (app.server.address() as AddressInfo).port;

/** Sends the target exactly as written, as a browser or a crafted client could. */
function rawGet(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(appPort(), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
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

  // Sent through inject, which passes these on as written.
  it.each([
    '/%5Cx',
    '/%5c%5cevil.example',
    '/a%00b',
    '/%00',
    '/%2F',
    '/%2fevil.example',
    '/a%2Fb',
    '/about%2F',
    '/%ZZ',
    '/ab%',
    '/%',
    '/%C0%AF',
    '/%C0%AE%C0%AE/about',
    '/%E0%80%AF',
    '/%ED%A0%80',
    '/a%0Ab',
    '/a%0D%0ASet-Cookie:x=1',
    '/a%1Fb',
    '/a%7F',
    '/a%C2%85',
    '/%252e%252e/about',
    '/about%25',
    '/api%5Cleads',
  ])('%s, oddly encoded, is the not-found page with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('Page Not Found');
  });

  // Sent on a socket: inject would resolve the dot segments before the server saw them.
  it.each([
    '/.',
    '/..',
    '/about/..',
    '/a/../about',
    '/./about',
    '/assets/../sw.js',
    '/assets/./index-abc123.js',
    '/%2e/about',
    '/%2e%2e/about',
    '/a/%2e%2e/about',
    '/assets/%2E%2E/sw.js',
    '/%2e%2e%2fabout',
    '/about#top',
    '/%5Cx',
    '/a%00b',
    '/%ZZ',
    '/%C0%AF',
  ])('%s sent as is gets the not-found page with 404', async (target) => {
    const answer = await rawGet(target);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toMatch(/^content-type: text\/html/im);
    expect(answer).toContain('Page Not Found');
  });

  it('serves an absolute-form request line as its path and query', async () => {
    const about = await rawGet(`http://localhost:${appPort()}/about`);
    expect(about).toMatch(/^HTTP\/1\.1 200 /);
    expect(about).toContain('<h1>About</h1>');
    expect(await rawGet(`HTTP://localhost:${appPort()}`)).toContain('<h1>Home</h1>');
    const index = await rawGet(`http://localhost:${appPort()}/about/index.html?x=1`);
    expect(index).toMatch(/^HTTP\/1\.1 301 /);
    expect(index).toMatch(/^location: \/about\?x=1\r$/im);
    const odd = await rawGet(`http://localhost:${appPort()}/%5Cx`);
    expect(odd).toMatch(/^HTTP\/1\.1 404 /);
    expect(odd).toContain('Page Not Found');
  });

  it('never fetches from the host an absolute-form request line names', async () => {
    const elsewhere = await startLoopbackServer((_request, response) => response.end('elsewhere'));
    try {
      const answer = await rawGet(`http://127.0.0.1:${elsewhere.port}/about`);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('<h1>About</h1>');
      expect(answer).not.toContain('elsewhere');
      expect(elsewhere.connections()).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

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
