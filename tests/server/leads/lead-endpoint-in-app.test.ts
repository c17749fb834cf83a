// The lead endpoint inside the whole site server (the fixture build and the lead service), where
// the site's static files and not-found page also answer: methods other than POST get 405 from the
// lead API, not the not-found page, and the lead API's JSON parser applies to its route only.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readLeadsConfig } from '../../../server/leads/config';
import { createLeadService } from '../../../server/leads/lead-service';
import { makeFixtureDist } from '../fixture-dist';
import { contactSubmission } from './lead-fixtures';
import { freshLeadsDataDir } from '../../support/pglite-template';

let app: FastifyInstance;
let dataDir = '';

beforeAll(async () => {
  dataDir = await freshLeadsDataDir('reachmark-leads-');
  const leads = await createLeadService(readLeadsConfig({ LEADS_DATA_DIR: dataDir }));
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: leads.register });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the lead endpoint in the site server', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers %s with 405, an Allow header and the lead API message',
    async (method) => {
      const response = await app.inject({ method, url: '/api/leads' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST, OPTIONS');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'HEAD')
        expect(response.json<{ message: string }>().message).toMatch(/sent with POST/);
    },
  );

  it('answers OPTIONS with 204 and the allowed methods', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/api/leads' });
    expect([response.statusCode, response.headers.allow]).toEqual([204, 'POST, OPTIONS']);
  });

  it('answers a __proto__ key as a bad field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contactSubmission()).replace(/^\{/, '{"__proto__":{"x":1},'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.form).toContain(
      '"__proto__"',
    );
  });

  it('leaves the rest of the site as it was', async () => {
    expect((await app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    const other = await app.inject({ method: 'GET', url: '/api/other' });
    expect(other.statusCode).toBe(404);
    expect(other.headers.allow).toBeUndefined();
  });

  it('counts every address of one IPv6 /64 as one visitor for the rate limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: `2001:db8:77:88::${(index * 977).toString(16)}`,
        headers: { 'content-type': 'application/json' },
        payload: contactSubmission(),
      });
      statuses.push(response.statusCode);
    }
    // The default limit is five a minute, for the whole network.
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const neighbour = await app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: '2001:db8:77:89::1',
      headers: { 'content-type': 'application/json' },
      payload: contactSubmission(),
    });
    expect(neighbour.statusCode).toBe(201);
  });
});
