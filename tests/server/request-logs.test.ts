// The server's log lines about requests, on loopback: every request's line carries its id, which
// the answer echoes in X-Request-Id and which a trusted proxy may set (anyone else's is replaced);
// a request that stored a lead says so on its one closing line, with the lead's reference, and no
// line carries what the visitor typed, their cookies or an Authorization header, even at the most
// detailed level.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readLeadsConfig } from '../../server/leads/config';
import { createLeadService } from '../../server/leads/lead-service';
import { createLogger } from '../../server/logger';
import type { TrustProxy } from '../../server/trust-proxy';
import { makeFixtureDist } from './fixture-dist';
import { captureLog, type LogCapture } from './log-capture';
import { HONEYPOT_FIELD } from '../../shared/leads/lead-fields';
import { contactSubmission, quoteDetails, quoteSubmission } from './leads/lead-fixtures';
import { freshLeadsDataDir } from '../support/pglite-template';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const dist = makeFixtureDist();
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function loggedSite(
  trustProxy: TrustProxy,
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<{ log: LogCapture; origin: string }> {
  const log = captureLog();
  const loggerInstance = await createLogger({
    level: 'trace',
    pretty: false,
    env: {},
    destination: log.destination,
  });
  const app = await buildApp({ distDir: dist, loggerInstance, trustProxy, extend });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { log, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const completed = (log: LogCapture, requestId: string | null) =>
  log.lines().filter((line) => line.msg === 'request completed' && line.requestId === requestId);

describe('request ids', () => {
  it('puts a new id on the request line and echoes it, ignoring one a visitor sent', async () => {
    const { log, origin } = await loggedSite(false);
    const response = await fetch(`${origin}/about`, { headers: { 'x-request-id': 'mine-123' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const [line, ...more] = completed(log, id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      req: { method: 'GET', url: '/about' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    // The line on arrival is debug, and carries the same id.
    expect(log.lines().filter((entry) => entry.requestId === id)).toHaveLength(2);
    expect(log.text()).not.toContain('mine-123');
  });

  it('takes the id a trusted proxy sent, on not-found answers too', async () => {
    const { log, origin } = await loggedSite(['127.0.0.1']);
    const response = await fetch(`${origin}/no-such-page`, {
      headers: { 'x-request-id': 'proxy-7f3a:01' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('proxy-7f3a:01');
    expect(completed(log, 'proxy-7f3a:01')).toHaveLength(1);
  });

  it.each([
    ['a proxy it does not trust', ['10.0.0.0/8'], 'proxy-7f3a'],
    ['an id that is not a plain token', ['127.0.0.1'], 'two words'],
    ['an id that is too long', ['127.0.0.1'], 'x'.repeat(129)],
  ] as const)('replaces the id sent by %s', async (_case, trust, sent) => {
    const { origin } = await loggedSite([...trust]);
    const response = await fetch(`${origin}/`, { headers: { 'x-request-id': sent } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('the lines about a lead', () => {
  let dataDir = '';
  let site: { log: LogCapture; origin: string };
  beforeAll(async () => {
    dataDir = await freshLeadsDataDir('reachmark-leads-');
    // More leads a minute than a visitor may send: these tests send several from one address.
    const leads = await createLeadService(
      readLeadsConfig({ LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: '20' }),
    );
    site = await loggedSite(false, leads.register);
    // loggedSite's apps are closed after each test; this one lives for the describe block.
    apps.splice(0);
  }, 180_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${site.origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const secrets = {
    authorization: 'Bearer agency-admin-token-1234',
    cookie: 'session=cookie-secret-5678',
  };

  it('are one closing line with its reference, and nothing the visitor typed', async () => {
    const contact = contactSubmission();
    const response = await post('/api/leads', contact, secrets);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const id = response.headers.get('x-request-id');
    const lines = site.log.lines().filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(['request received', 'request completed']);
    expect(lines[1]).toMatchObject({
      reference,
      kind: 'contact',
      lead: 'stored',
      res: { statusCode: 201 },
    });
    // The same lead again (a retry): the same reference, said to be sent again.
    const again = await post('/api/leads', contact, secrets);
    expect(completed(site.log, again.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ reference, lead: 'sent again', res: { statusCode: 201 } }),
    ]);

    const quote = quoteSubmission();
    const created = await post('/api/leads', quote, secrets);
    const { reference: quoteReference, updateToken } = (await created.json()) as {
      reference: string;
      updateToken: string;
    };
    const details = { reference: quoteReference, token: updateToken, ...quoteDetails() };
    const added = await post('/api/leads/details', details, secrets);
    expect(added.status).toBe(200);
    expect(completed(site.log, added.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ reference: quoteReference, details: 'updated' }),
    ]);
    // A bot's lead (the hidden field filled) is answered as stored; the line says it is held as spam.
    const spam = await post('/api/leads', { ...contactSubmission(), [HONEYPOT_FIELD]: 'x.in' });
    expect(spam.status).toBe(201);
    const [spamLine] = completed(site.log, spam.headers.get('x-request-id'));
    expect(spamLine).toMatchObject({
      lead: 'held as spam',
      spam: 'honeypot',
      reference: ((await spam.json()) as { reference: string }).reference,
      ipHash: expect.any(String),
    });
    // A lead that fails validation is not stored, and what it said is not logged either.
    const invalid = await post('/api/leads', { ...contactSubmission(), email: 'not-an-email' });
    expect(invalid.status).toBe(400);

    const text = site.log.text();
    const typed = [contact, quote, details].flatMap((fields) =>
      ['name', 'email', 'phone', 'message', 'company', 'subject', 'website']
        .map((key) => fields[key as keyof typeof fields])
        .filter((value): value is string => typeof value === 'string' && value !== ''),
    );
    expect(typed.length).toBeGreaterThan(8);
    for (const value of [...typed, '+919845012345', 'not-an-email', updateToken]) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toContain('agency-admin-token-1234');
    expect(text).not.toContain('cookie-secret-5678');
  });
});
