// Only the site's own pages can send leads, in the whole site server: a post from another site's
// page (Sec-Fetch-Site: cross-site, or an Origin that is not the site's own, or Origin: null) is
// refused with 403 before its body is read, as a page for a form and as JSON for the API, on both
// lead endpoints, stores nothing, leaves the visitor's rate limit alone and is logged with the
// hashed address only. The site's own origins: the facts' siteUrl, LEADS_ALLOWED_ORIGINS and the
// origin the request was addressed to (behind a trusted proxy, X-Forwarded-Proto and -Host).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../../../shared/site';
import { buildApp } from '../../../server/app';
import { readLeadsConfig } from '../../../server/leads/config';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { createLeadService, type LeadService } from '../../../server/leads/lead-service';
import { createLogger } from '../../../server/logger';
import { makeFixtureDist } from '../fixture-dist';
import { captureLog, type LogCapture } from '../log-capture';
import { contactSubmission, quoteDetails, quoteSubmission } from './lead-fixtures';
import { freshLeadsDataDir } from '../../support/pglite-template';

const STAGING = 'https://staging.reachmark.in';
const PROXY = '127.0.0.1';

let app: FastifyInstance;
let leads: LeadService;
let log: LogCapture;
let dataDir = '';

beforeAll(async () => {
  dataDir = await freshLeadsDataDir('reachmark-leads-');
  leads = await createLeadService(
    readLeadsConfig({ LEADS_DATA_DIR: dataDir, LEADS_ALLOWED_ORIGINS: STAGING }),
  );
  log = captureLog();
  const loggerInstance = await createLogger({
    level: 'info',
    pretty: false,
    env: {},
    destination: log.destination,
  });
  // The proxy at 127.0.0.1 is trusted: it may name the scheme and host a request was sent to.
  app = await buildApp({
    distDir: makeFixtureDist(),
    loggerInstance,
    trustProxy: [PROXY],
    extend: leads.register,
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let addressCount = 0;
/** A visitor address no other request uses: no rate limit or repeated form carries over. */
const freshAddress = () => {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
};

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const formBody = (fields: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, value === true ? 'on' : String(value)]],
    ),
  ).toString();
/** The contact form as a page without JavaScript sends it: no key, no start time. */
const contactForm = () =>
  formBody(contactSubmission({ idempotencyKey: undefined, startedAt: undefined }));

interface Post {
  url?: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
  /** The peer's address: a visitor's, unless the trusted proxy's. */
  remoteAddress?: string;
}

const send = ({
  url = '/api/leads',
  contentType = JSON_TYPE,
  body = JSON.stringify(contactSubmission()),
  headers = {},
  remoteAddress = freshAddress(),
}: Post) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': contentType, ...headers },
    payload: body,
  });

const countLeads = () => createLeadRepository(leads.db).count();

/** Sends the post and returns its answer with how many leads it added. */
async function stored(post: Post) {
  const before = await countLeads();
  const response = await send(post);
  return { response, added: (await countLeads()) - before };
}

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe('a lead posted from another site', () => {
  it('as a form: 403 with a page saying why, and nothing stored', async () => {
    const { response, added } = await stored({
      contentType: FORM,
      body: contactForm(),
      headers: CROSS_SITE,
    });
    expect(added).toBe(0);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Please try again</h1>');
    expect(response.body).toContain('sent to us from another website, so we did not save it');
    expect(response.body).toContain(SITE_URL);
    expect(response.body).toContain('Back to the contact page');
  });

  it('as JSON: 403 with a message, and nothing stored', async () => {
    const { response, added } = await stored({ headers: CROSS_SITE });
    expect(added).toBe(0);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: expect.stringContaining('from another website, so we did not save it') as string,
    });
  });

  it('with Origin: https://evil.example and no Sec-Fetch-Site: refused the same way', async () => {
    const form = await stored({
      contentType: FORM,
      body: contactForm(),
      headers: { origin: 'https://evil.example' },
    });
    const json = await stored({ headers: { origin: 'https://evil.example' } });
    expect([form.response.statusCode, form.added, json.response.statusCode, json.added]).toEqual([
      403, 0, 403, 0,
    ]);
  });

  it('from an unlisted subdomain (same-site): refused', async () => {
    const { response, added } = await stored({
      headers: { origin: 'https://old-landing.reachmark.in', 'sec-fetch-site': 'same-site' },
    });
    expect([response.statusCode, added]).toEqual([403, 0]);
  });

  it('with Origin: null: refused with a page that says what happened and what to do', async () => {
    const { response, added } = await stored({
      contentType: FORM,
      body: contactForm(),
      headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect([response.statusCode, added]).toEqual([403, 0]);
    expect(response.body).toContain('did not tell us which page this form came from');
    expect(response.body).toContain('a page saved on your device');
    expect(response.body).toContain(`open the form on our website, ${SITE_URL}, and send it again`);
  });

  it('is refused before the body is read: even a body that is not JSON', async () => {
    const { response } = await stored({ body: '{not json', headers: CROSS_SITE });
    expect(response.statusCode).toBe(403);
  });

  it("leaves the visitor's rate limit alone", async () => {
    const visitor = freshAddress();
    for (let index = 0; index < 6; index += 1) {
      const refused = await send({ headers: CROSS_SITE, remoteAddress: visitor });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['ratelimit-remaining']).toBeUndefined();
    }
    const own = await send({ headers: { origin: SITE_URL }, remoteAddress: visitor });
    expect(own.statusCode).toBe(201);
    expect(own.headers['ratelimit-remaining']).toBe('4');
  });

  it('logs the refusal on the closing line with the hashed address, and nothing sent', async () => {
    const response = await send({
      contentType: FORM,
      body: contactForm(),
      headers: CROSS_SITE,
      remoteAddress: '198.51.100.250',
    });
    const id = response.headers['x-request-id'];
    const line = log
      .lines()
      .find((entry) => entry.msg === 'request completed' && entry.requestId === id);
    expect(line).toMatchObject({
      lead: 'refused: cross-site',
      ipHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      res: { statusCode: 403 },
    });
    const text = JSON.stringify(line);
    for (const secret of ['198.51.100.250', 'evil.example', 'Rohit', 'malhotra'])
      expect(text).not.toContain(secret);
  });
});

describe("a lead posted from the site's own pages", () => {
  it.each([
    ['Origin is the address the request was sent to', { origin: 'http://localhost' }],
    [
      'Origin is the Host it names',
      { host: 'leads.example.in:8080', origin: 'http://leads.example.in:8080' },
    ],
    ["Origin is the facts' site URL", { origin: SITE_URL, 'sec-fetch-site': 'same-origin' }],
    [
      'Origin is listed in LEADS_ALLOWED_ORIGINS',
      { origin: STAGING, 'sec-fetch-site': 'same-site' },
    ],
    ['Sec-Fetch-Site is none (the visitor typed it)', { 'sec-fetch-site': 'none' }],
    ['neither header is sent (curl, a server)', {}],
  ])('is stored as JSON and as a form when %s', async (_case, headers) => {
    const json = await stored({ headers });
    const form = await stored({ contentType: FORM, body: contactForm(), headers });
    expect([json.response.statusCode, json.added, form.response.statusCode, form.added]).toEqual([
      201, 1, 200, 1,
    ]);
  });

  it('is stored when a trusted proxy names the https address it was sent to', async () => {
    const { response, added } = await stored({
      remoteAddress: PROXY,
      headers: {
        origin: 'https://preview.reachmark.in',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': freshAddress(),
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'preview.reachmark.in',
      },
    });
    expect([response.statusCode, added]).toEqual([201, 1]);
  });

  it('is refused when a peer that is not the trusted proxy names the address', async () => {
    const { response, added } = await stored({
      headers: {
        origin: 'https://preview.reachmark.in',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'preview.reachmark.in',
      },
    });
    expect([response.statusCode, added]).toEqual([403, 0]);
  });
});

describe("a quote's second step", () => {
  async function quote() {
    const response = await send({ body: JSON.stringify(quoteSubmission()) });
    return response.json<{ reference: string; updateToken: string }>();
  }
  const detailsAt = async (reference: string) =>
    (
      await leads.db.query<{ details_at: Date | null }>(
        'SELECT details_at FROM leads WHERE reference = $1',
        [reference],
      )
    ).rows[0]?.details_at;

  it.each([
    ['as JSON', JSON_TYPE],
    ['as a form', FORM],
  ])('posted from another site %s: 403, and the lead keeps no details', async (_case, type) => {
    const { reference, updateToken } = await quote();
    const fields = { reference, token: updateToken, ...quoteDetails(), services: 'ppc' };
    const response = await send({
      url: '/api/leads/details',
      contentType: type,
      body: type === FORM ? formBody(fields) : JSON.stringify(fields),
      headers: CROSS_SITE,
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(
      type === FORM ? /^text\/html/ : /^application\/json/,
    );
    expect(await detailsAt(reference)).toBeNull();
  });

  it.each([
    ['from the same origin', { origin: SITE_URL, 'sec-fetch-site': 'same-origin' }],
    ['with neither header', {}],
  ])('posted %s: the details are added', async (_case, headers) => {
    const { reference, updateToken } = await quote();
    const response = await send({
      url: '/api/leads/details',
      body: JSON.stringify({ reference, token: updateToken, ...quoteDetails() }),
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await detailsAt(reference)).toBeInstanceOf(Date);
  });
});
