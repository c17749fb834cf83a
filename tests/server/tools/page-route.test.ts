// POST /api/tools/page beside the page: what the site's robots.txt says about it for Googlebot
// (allowed, blocked by a named rule and line, or unknown when robots.txt fails), and an error page
// answered as fetched, status and all, so the analyzer can report it. Loopback sites only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createToolsService } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import type { PageResponse } from '../../../shared/tools-api-contract';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /drafts/',
  '',
  'User-agent: Googlebot',
  'Disallow: /forms/ # old enquiry forms',
  'Allow: /forms/contact',
].join('\n');

function siteHandler(robots: () => [number, string]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    if (path === '/robots.txt') {
      const [status, body] = robots();
      response.writeHead(status, { 'content-type': 'text/plain' });
      return response.end(body);
    }
    if (path === '/gone') {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<title>Oops</title><h1>Page not found</h1>');
    }
    if (path === '/old') {
      response.writeHead(301, { location: '/forms/quote' });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<title>${path}</title><h1>${path}</h1>`);
  };
}

let app: FastifyInstance;
let site: LoopbackServer;
let failing: LoopbackServer;

beforeAll(async () => {
  site = await startLoopbackServer(siteHandler(() => [200, ROBOTS]));
  failing = await startLoopbackServer(siteHandler(() => [503, 'down']));
  const tools = createToolsService({
    config: readToolsConfig({
      TOOLS_ALLOW_HOSTS: `localhost:${site.port},localhost:${failing.port}`,
    }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    limits: { requestsPerMinute: 1000, maxCrawls: 1, maxFetches: 4 },
  });
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: tools.register });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await site?.close();
  await failing?.close();
});

const fetchPage = async (url: string) => {
  const response = await app.inject({ method: 'POST', url: '/api/tools/page', payload: { url } });
  expect(response.statusCode).toBe(200);
  return response.json<PageResponse>();
};

describe('POST /api/tools/page and robots.txt', () => {
  it('says robots.txt lets Googlebot visit a page no rule for it matches', async () => {
    const origin = `http://localhost:${site.port}`;
    const page = await fetchPage(`${origin}/services`);
    expect(page.robots).toEqual({
      url: `${origin}/robots.txt`,
      status: 'read',
      googlebot: 'allowed',
    });
  });

  it('names the Googlebot rule and line that block a page, for the page a redirect ends on', async () => {
    const origin = `http://localhost:${site.port}`;
    const page = await fetchPage(`${origin}/old`);
    expect(page.finalUrl).toBe(`${origin}/forms/quote`);
    expect(page.robots).toEqual({
      url: `${origin}/robots.txt`,
      status: 'read',
      googlebot: 'blocked',
      rule: 'Disallow: /forms/',
      line: 5,
    });
  });

  it('reads Googlebot’s own group, not the rules for every other crawler', async () => {
    const origin = `http://localhost:${site.port}`;
    expect((await fetchPage(`${origin}/drafts/new`)).robots?.googlebot).toBe('allowed');
    expect((await fetchPage(`${origin}/forms/contact`)).robots?.googlebot).toBe('allowed');
  });

  it('says it is unknown when robots.txt answers 503, as Google then crawls nothing', async () => {
    const page = await fetchPage(`http://localhost:${failing.port}/services`);
    expect(page.robots).toEqual({
      url: `http://localhost:${failing.port}/robots.txt`,
      status: 'unreadable',
      reason: 'HTTP 503',
      googlebot: 'unknown',
    });
  });

  it('answers an error page as fetched, with its status, for the analyzer to report', async () => {
    const page = await fetchPage(`http://localhost:${site.port}/gone`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });
});
