// TRUST_PROXY end to end: the lead rate limit follows the visitor's address when one proxy hop is
// trusted, and ignores X-Forwarded-For from a peer that is not trusted.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createLeadService } from '../../server/leads/lead-service';
import { readLeadsConfig } from '../../server/leads/config';
import type { TrustProxy } from '../../server/trust-proxy';
import { quoteSubmission } from './leads/lead-fixtures';
import { makeFixtureDist } from './fixture-dist';
import { freshLeadsDataDir } from '../support/pglite-template';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function siteWithLeads(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const dataDir = await freshLeadsDataDir('reachmark-leads-');
  const leads = await createLeadService(
    readLeadsConfig({ LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: '2' }),
  );
  const app = await buildApp({ distDir: makeFixtureDist(), trustProxy, extend: leads.register });
  apps.push(app);
  return app;
}

const send = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify(quoteSubmission()),
  });

describe('TRUST_PROXY and the lead rate limit', () => {
  it('with one trusted hop, visitors behind the proxy have limits of their own', async () => {
    const app = await siteWithLeads(1);
    const first = [];
    for (let i = 0; i < 3; i += 1) first.push((await send(app, '198.51.100.7')).statusCode);
    expect(first).toEqual([201, 201, 429]);
    expect((await send(app, '198.51.100.8')).statusCode).toBe(201);
  }, 60_000);

  it('with the proxy named by address, the same holds', async () => {
    const app = await siteWithLeads(['127.0.0.1']);
    expect((await send(app, '198.51.100.7')).statusCode).toBe(201);
    expect((await send(app, '198.51.100.7')).statusCode).toBe(201);
    expect((await send(app, '198.51.100.7')).statusCode).toBe(429);
    expect((await send(app, '198.51.100.8')).statusCode).toBe(201);
  }, 60_000);

  it('a peer that is not the trusted proxy cannot choose its address', async () => {
    const app = await siteWithLeads(['10.0.0.1']);
    const statuses = [];
    for (const visitor of ['198.51.100.7', '198.51.100.8', '198.51.100.9'])
      statuses.push((await send(app, visitor)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  }, 60_000);

  it('without trust, X-Forwarded-For is ignored and the peer address counts', async () => {
    const app = await siteWithLeads(false);
    const statuses = [];
    for (const visitor of ['198.51.100.7', '198.51.100.8', '198.51.100.9'])
      statuses.push((await send(app, visitor)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  }, 60_000);
});
