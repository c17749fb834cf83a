// Every error under /api/ is JSON in the API's shape, { "message": "..." }, with its status: the
// SEO tools' three endpoints answer bodies that are not JSON with 415, malformed JSON with 400,
// other methods with 405; unknown endpoints are 404, whatever the method or body. Outside the API,
// other methods on a site path are 404 JSON too, but for a tool's form sent without JavaScript,
// which goes back to its page. (The lead API's own answers are tested with the leads.)
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createToolsService } from '../../server/tools/tools-service';
import { makeFixtureDist } from './fixture-dist';
import { loopbackResolver } from './tools/loopback-server';

let app: FastifyInstance;
beforeAll(async () => {
  const tools = createToolsService({ resolve: loopbackResolver({}) });
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: tools.register });
});
afterAll(() => app.close());

const TOOL_ENDPOINTS = ['/api/tools/page', '/api/tools/crawl', '/api/tools/speed'];

/** The answer, checked to be JSON with exactly one string field, message. */
async function jsonError(options: InjectOptions): Promise<{ status: number; message: string }> {
  const response = await app.inject(options);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  return { status: response.statusCode, message: String(body.message) };
}

const post = (url: string, contentType: string, payload: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': contentType },
  payload,
});

describe('the SEO tools API', () => {
  describe.each(TOOL_ENDPOINTS)('%s', (url) => {
    it.each([
      ['application/x-www-form-urlencoded', 'url=https%3A%2F%2Fexample.com%2F'],
      ['text/plain', '{"url": "https://example.com/"}'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/xml', '<url/>'],
    ])('answers a %s body with 415 and how to send it', async (contentType, payload) => {
      const answer = await jsonError(post(url, contentType, payload));
      expect(answer).toEqual({
        status: 415,
        message: 'Send the request body as JSON (Content-Type: application/json).',
      });
    });

    it.each(['{"url": ', '', 'not json'])('answers malformed JSON %j with 400', async (payload) => {
      const answer = await jsonError(post(url, 'application/json', payload));
      expect(answer.status).toBe(400);
    });

    it('answers a body over the limit with 413', async () => {
      const payload = JSON.stringify({ url: `https://example.com/${'a'.repeat(5000)}` });
      expect((await jsonError(post(url, 'application/json', payload))).status).toBe(413);
    });

    it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
      'answers %s with 405 and Allow: POST',
      async (method) => {
        const answer = await jsonError({ method, url, payload: method === 'PUT' ? '{}' : '' });
        expect(answer.status).toBe(405);
        const response = await app.inject({ method, url });
        expect(response.headers.allow).toBe('POST');
      },
    );

    it('answers HEAD with 405 and Allow: POST', async () => {
      const head = await app.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers.allow]).toEqual([405, 'POST']);
    });

    it('keeps error answers out of caches', async () => {
      const response = await app.inject(post(url, 'text/plain', 'x'));
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('unknown API endpoints', () => {
  it.each([
    { method: 'GET', url: '/api/nothing' },
    { method: 'GET', url: '/api' },
    { method: 'GET', url: '/api/tools' },
    { method: 'GET', url: '/api/%ZZ' },
    { method: 'DELETE', url: '/api/nothing' },
    post('/api/nothing', 'application/json', '{"malformed'),
    post('/api/nothing', 'application/x-www-form-urlencoded', 'a=b'),
    post('/api/tools/nothing', 'text/plain', 'x'),
  ] as InjectOptions[])('answer $method $url with 404 JSON', async (options) => {
    const answer = await jsonError(options);
    expect(answer).toEqual({ status: 404, message: 'There is no API endpoint at this address.' });
  });
});

describe('outside the API', () => {
  it('answers other methods on a site path with 404 JSON in the same shape', async () => {
    const answer = await jsonError(post('/about', 'application/json', '{"malformed'));
    expect(answer).toEqual({ status: 404, message: 'Not found.' });
  });

  it("sends a tool's form posted without JavaScript back to its page, by GET, unread", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tools/seo-analyzer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'address=https%3A%2F%2Fwww.example.in%2F',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/tools/seo-analyzer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the not-found page for a site path that starts like the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/apis' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
  });
});
