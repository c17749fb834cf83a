// The POST /api/leads behaviour tests, run once against the embedded PGlite and once against a real
// PostgreSQL server (see the two *.test.ts files that call defineLeadApiTests).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAD_REFERENCE_PATTERN } from '../../../shared/leads/lead-api-contract';
import { leadErrorMessages } from '../../../shared/leads/lead-fields';
import type { Database } from '../../../server/leads/db';
import {
  IdempotencyConflictError,
  WRITES_IN_FLIGHT,
  createLeadRepository,
} from '../../../server/leads/lead-repository';
import { leadRoutes } from '../../../server/leads/lead-routes';
import type { LeadRoutesOptions } from '../../../server/leads/lead-routes';
import { isGenuineReference } from '../../../server/leads/reference';
import { SecretText } from '../../../server/leads/secret-text';
import { contactSubmission, quoteDetails, quoteSubmission } from './lead-fixtures';

/** As many calls as lead batches may be written at once (PGlite writes one, and the others join the
 * next batch): a call made right after them waits for the next batch. */
const busyBatches = <T>(call: () => Promise<T>): Promise<T>[] =>
  Array.from({ length: WRITES_IN_FLIGHT }, call);

export interface LeadApiTarget {
  /** Opens a fresh, migrated database. */
  open(): Promise<Database>;
  /** Cleans up after the database is closed. */
  dispose?(): Promise<void>;
}

let addressCount = 0;
/** A client address no other test uses, so rate limits do not leak between tests. */
const freshAddress = () => {
  addressCount += 1;
  return `203.0.113.${addressCount % 250}`;
};

export function defineLeadApiTests(engine: string, target: LeadApiTarget | undefined): void {
  const suite = target ? describe : describe.skip;

  suite(`POST /api/leads on ${engine}`, () => {
    let db: Database;
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      if (!target) return;
      db = await target.open();
    }, 120_000);

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await db?.close();
      await target?.dispose?.();
    }, 60_000);

    async function buildApp(options: Partial<LeadRoutesOptions> = {}, database: Database = db) {
      const app = Fastify();
      await app.register(leadRoutes, { db: database, ...options });
      await app.ready();
      apps.push(app);
      return app;
    }

    function post(
      app: FastifyInstance,
      body: unknown,
      { address = freshAddress(), contentType = 'application/json' } = {},
    ) {
      return app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: address,
        headers: contentType ? { 'content-type': contentType } : {},
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    }

    function postTo(
      app: FastifyInstance,
      url: string,
      body: unknown,
      { address = freshAddress(), contentType = 'application/json' } = {},
    ) {
      return app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { 'content-type': contentType },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    }

    /** A body as a browser sends a form: url-encoded, a list as repeated fields. */
    const formBody = (fields: Record<string, unknown>): string => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) {
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== undefined && item !== false)
            params.append(key, item === true ? 'on' : String(item));
      }
      return params.toString();
    };
    const FORM = 'application/x-www-form-urlencoded';

    const repository = () => createLeadRepository(db);
    /** The references in the spam folder. */
    const spamFolder = async () =>
      (await repository().list({ spam: true })).map((lead) => lead.reference);
    const storedPayload = async (reference: string) => {
      const { rows } = await db.query<{ payload: Record<string, unknown>; ip_hash: string | null }>(
        'SELECT payload, ip_hash FROM leads WHERE reference = $1',
        [reference],
      );
      return rows[0];
    };

    it('stores a valid quote and answers 201 with a genuine RM-year reference', async () => {
      const app = await buildApp();
      const response = await post(app, quoteSubmission(), { address: '198.51.100.7' });
      expect(response.statusCode).toBe(201);
      const { reference } = response.json<{ reference: string }>();
      expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
      expect(isGenuineReference(reference)).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');

      const row = await storedPayload(reference);
      expect(row?.payload).toEqual({
        name: 'Ananya Iyer',
        phone: '+919845012345',
        need: 'seo',
        city: 'bangalore',
        consent: true,
      });
      expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('198.51.100.7');
    });

    it('stores a typed city as typed, its spaces collapsed', async () => {
      const app = await buildApp();
      const response = await post(app, quoteSubmission({ city: ' Navi  Mumbai ' }));
      expect(response.statusCode).toBe(201);
      const row = await storedPayload(response.json<{ reference: string }>().reference);
      expect(row?.payload.city).toBe('Navi Mumbai');
    });

    it('stores a contact message without the optional phone and without the envelope fields', async () => {
      const app = await buildApp();
      const response = await post(app, contactSubmission());
      expect(response.statusCode).toBe(201);
      const row = await storedPayload(response.json<{ reference: string }>().reference);
      expect(row?.payload).not.toHaveProperty('phone');
      for (const key of ['kind', 'idempotencyKey', 'startedAt', 'website_url'])
        expect(row?.payload).not.toHaveProperty(key);
    });

    it('stores a city-service link slug as its service', async () => {
      const app = await buildApp();
      const address = freshAddress();
      const created = (await post(app, quoteSubmission(), { address })).json<{
        reference: string;
        updateToken: string;
      }>();
      await postTo(app, '/api/leads/details', {
        reference: created.reference,
        token: created.updateToken,
        ...quoteDetails({ services: ['web-development', 'web-design'] }),
      });
      const row = await storedPayload(created.reference);
      expect(row?.payload.services).toEqual(['web-design']);
    });

    it('answers malformed JSON with 400 and a message, storing nothing', async () => {
      const app = await buildApp();
      const before = await repository().count();
      const response = await post(app, '{"kind": "quote", "name": ');
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message).toMatch(/not valid JSON/);
      expect(body.errors.form).toMatch(/not valid JSON/);
      expect(await repository().count()).toBe(before);
    });

    it('answers an empty JSON body and a __proto__ key with 400', async () => {
      const app = await buildApp();
      expect((await post(app, '')).statusCode).toBe(400);
      expect((await post(app, '{"__proto__": {"admin": true}}')).statusCode).toBe(400);
    });

    /** A valid submission's JSON with `extra` (JSON text of more members) written first. */
    const withMembers = (extra: string, body = contactSubmission()) =>
      JSON.stringify(body).replace(/^\{/, `{${extra},`);

    it.each([
      ['__proto__', '"__proto__": {"polluted": true, "website_url": "x"}'],
      ['constructor', '"constructor": {"prototype": {"polluted": true}}'],
      ['constructor', '"extra": [{"constructor": {"prototype": {"polluted": true}}}]'],
    ])(
      'answers valid JSON with a %s key as a bad field, stores nothing and pollutes nothing',
      async (key, extra) => {
        const app = await buildApp();
        const before = await repository().count();
        const response = await post(app, withMembers(extra));
        expect(response.statusCode).toBe(400);
        const body = response.json<{ message: string; errors: Record<string, string> }>();
        expect(body.message).toMatch(/Some answers need another look/);
        expect(body.message).not.toMatch(/not valid JSON/);
        expect(body.errors.form).toContain(`"${key}"`);
        expect(body.errors.form).not.toMatch(/not valid JSON/);
        expect(await repository().count()).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('polluted');
      },
    );

    it('answers a __proto__ key nested inside a field as a bad field too', async () => {
      const app = await buildApp();
      const response = await post(
        app,
        withMembers(
          '"name": {"__proto__": {"polluted": true}}',
          contactSubmission({ name: undefined }),
        ),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.form).toContain(
        '"__proto__"',
      );
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('still reads a field whose text mentions __proto__ and constructor', async () => {
      const app = await buildApp();
      const response = await post(
        app,
        contactSubmission({ message: 'Our site breaks on {"__proto__": 1} and constructor()' }),
      );
      expect(response.statusCode).toBe(201);
    });

    it.each([['[]'], ['"a string"'], ['null'], ['42']])(
      'answers the JSON value %s with 400',
      async (body) => {
        const app = await buildApp();
        const response = await post(app, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('form');
      },
    );

    it('answers wrong types with one message per field', async () => {
      const app = await buildApp();
      const response = await post(
        app,
        quoteSubmission({
          name: 42,
          need: ['seo'],
          consent: 'yes',
          city: 50000,
          startedAt: 'yesterday',
        }),
      );
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<{ errors: Record<string, string> }>();
      expect(Object.keys(errors).sort()).toEqual(['city', 'consent', 'form', 'name', 'need']);
      expect(errors.consent).toMatch(/privacy policy/);
    });

    it('answers missing fields with a message for each required one', async () => {
      const app = await buildApp();
      const response = await post(app, {
        kind: 'quote',
        idempotencyKey: randomUUID(),
        startedAt: Date.now() - 60_000,
      });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<{ errors: Record<string, string> }>();
      expect(Object.keys(errors).sort()).toEqual(
        // The quote's first step: five questions, consent included.
        ['city', 'consent', 'name', 'need', 'phone'].sort(),
      );
    });

    it('answers an unknown kind with a form error', async () => {
      const app = await buildApp();
      const response = await post(app, contactSubmission({ kind: 'newsletter' }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('form');
    });

    it('answers a body over 16 KB with 413 and stores nothing', async () => {
      const app = await buildApp();
      const before = await repository().count();
      const response = await post(app, contactSubmission({ message: 'x'.repeat(17 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/16 KB/);
      expect(await repository().count()).toBe(before);
    });

    it.each([
      ['text/plain'],
      // A form is accepted url-encoded (see 'as a form sent without JavaScript'), not as multipart.
      ['multipart/form-data; boundary=x'],
      [''],
    ])('answers content type "%s" with 415', async (contentType) => {
      const app = await buildApp();
      const response = await post(app, contactSubmission(), { contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toMatch(/JSON/);
    });

    it('accepts application/json with a charset parameter', async () => {
      const app = await buildApp();
      const response = await post(app, contactSubmission(), {
        contentType: 'Application/JSON; charset=utf-8',
      });
      expect(response.statusCode).toBe(201);
    });

    it('stores markup and SQL metacharacters as plain text, exactly as typed', async () => {
      const app = await buildApp();
      const hostile = {
        name: 'Asha <b>"Verma"</b>',
        subject: "Robert'); DROP TABLE leads;--",
        message: "1' OR '1'='1 -- $1 \\x00 %s {{7*7}} ${process.env} <img src=x> https://x.example",
      };
      const response = await post(app, contactSubmission(hostile));
      expect(response.statusCode).toBe(201);
      const row = await storedPayload(response.json<{ reference: string }>().reference);
      expect(row?.payload).toMatchObject(hostile);
      expect(await repository().count()).toBeGreaterThan(0);
    });

    it('refuses what breaks a content rule with a message per field, keeping it as spam only', async () => {
      const app = await buildApp();
      const received = (await repository().list()).length;
      const held = (await spamFolder()).length;
      const links = Array.from({ length: 5 }, (_, i) => `https://deal${i}.example`).join(' ');
      const response = await post(
        app,
        contactSubmission({
          name: 'Cheap SEO www.links.example',
          subject: '<script>alert("x")</script>',
          message: `Best offers for you: ${links}`,
        }),
      );
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<{ errors: Record<string, string> }>();
      expect(Object.keys(errors).sort()).toEqual(['message', 'name', 'subject']);
      expect(errors.subject).toMatch(/describe it in words/);
      expect((await repository().list()).length).toBe(received);
      const folder = await repository().list({ spam: true });
      expect(folder).toHaveLength(held + 1);
      expect(folder.at(-1)).toMatchObject({
        spamReason: 'content-rules',
        payload: { name: 'Cheap SEO www.links.example' },
      });
    });

    it('keeps a refused lead once however often it is sent, and stores the reworded one', async () => {
      const app = await buildApp();
      const address = freshAddress();
      const held = (await spamFolder()).length;
      const body = contactSubmission({ message: 'Buy viagra online' });
      expect((await post(app, body, { address })).statusCode).toBe(400);
      expect((await post(app, body, { address })).statusCode).toBe(400);
      expect(await spamFolder()).toHaveLength(held + 1);
      // The visitor rewords it and sends it again with the form's same idempotency key.
      const fixed = await post(app, { ...body, message: 'We sell medicines online' }, { address });
      expect(fixed.statusCode).toBe(201);
      const lead = await repository().find(fixed.json<{ reference: string }>().reference);
      expect(lead?.spamReason).toBeUndefined();
    });

    it('stores a message that names a website or two, as SEO clients do', async () => {
      const app = await buildApp();
      const message =
        'Our site is https://www.malhotra-exports.com and our rival www.knitwear.example ranks first.';
      const response = await post(app, contactSubmission({ message }));
      expect(response.statusCode).toBe(201);
      const row = await storedPayload(response.json<{ reference: string }>().reference);
      expect(row?.payload.message).toBe(message);
    });

    it('stores Hindi, Tamil, Bengali and emoji exactly, up to the longest message', async () => {
      const app = await buildApp();
      const phrase = 'আমাদের দোকানের জন্য এসইও দরকার 🚀🙏🏽. ';
      const fields = {
        name: 'प्रिया शर्मा',
        subject: 'தமிழ் ஸ்டோர்ஸ் 🛍️',
        message: phrase.repeat(Math.floor(3000 / phrase.length)),
      };
      expect(fields.message.length).toBeGreaterThan(2950);
      const response = await post(app, contactSubmission(fields));
      expect(response.statusCode).toBe(201);
      const row = await storedPayload(response.json<{ reference: string }>().reference);
      expect(row?.payload).toMatchObject({ ...fields, message: fields.message.trim() });
    });

    it.each([
      ['a NUL character', 'Hello\u0000 world, we need SEO'],
      ['an unpaired surrogate', 'Hello \ud800 world, we need SEO'],
    ])('answers a message with %s with 400, not a database error', async (_label, message) => {
      const app = await buildApp();
      const response = await post(app, contactSubmission({ message }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('message');
    });

    it('answers a retry of the same lead with the same reference and stores the lead once', async () => {
      const app = await buildApp();
      const body = quoteSubmission({ sentAt: Date.now() });
      const before = await repository().count();
      const first = await post(app, body);
      // A retry from the outbox: sent later, fields in another order, the phone typed differently.
      const { name, ...rest } = body;
      const second = await post(app, {
        ...rest,
        name,
        phone: '+91 98450 12345',
        sentAt: Date.now() + 60_000,
      });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await repository().count()).toBe(before + 1);
    });

    it.each([
      ['other answers', { message: 'A second version of the form, with different words.' }],
      ['an answer left out', { subject: '' }],
      ['another form', { kind: 'quote', phone: '98450 12345', need: 'seo', city: 'mumbai' }],
    ])(
      'answers a key reused with %s with 409, storing nothing and keeping the first lead',
      async (_label, changes) => {
        const app = await buildApp();
        const body = contactSubmission();
        const first = await post(app, body);
        const { reference } = first.json<{ reference: string }>();
        const stored = await storedPayload(reference);
        const before = await repository().count();
        const second = await post(app, { ...body, ...changes });
        expect(second.statusCode).toBe(409);
        expect(second.headers['idempotent-replayed']).toBeUndefined();
        const answer = second.json<{ message: string; reference?: string }>();
        expect(answer.message).toMatch(/already sent to us with different answers/);
        expect(answer.message).toMatch(/send the form again/);
        expect(answer.reference).toBeUndefined();
        expect(await repository().count()).toBe(before);
        expect(await storedPayload(reference)).toEqual(stored);
        // The original lead can still be retried.
        const retry = await post(app, body);
        expect([retry.statusCode, retry.json()]).toEqual([201, { reference }]);
      },
    );

    it('stores one of several different leads sent at once with one key and refuses the rest', async () => {
      const app = await buildApp({ rateLimit: { max: 100 } });
      const idempotencyKey = randomUUID();
      const before = await repository().count();
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post(
            app,
            contactSubmission({ idempotencyKey, message: `Version ${i} of the same message.` }),
            { address: '192.0.2.2' },
          ),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        201, 409, 409, 409, 409, 409,
      ]);
      expect(await repository().count()).toBe(before + 1);
    });

    it('stores one lead when the same submission arrives many times at once', async () => {
      const app = await buildApp({ rateLimit: { max: 100 } });
      const body = contactSubmission();
      const before = await repository().count();
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => post(app, body, { address: '192.0.2.1' })),
      );
      const references = new Set(
        responses.map((response) => response.json<{ reference: string }>().reference),
      );
      expect(responses.every((response) => response.statusCode === 201)).toBe(true);
      expect(references.size).toBe(1);
      expect(await repository().count()).toBe(before + 1);
    });

    it('treats an idempotency key in capitals as the same key', async () => {
      const app = await buildApp();
      const body = contactSubmission();
      const first = await post(app, body);
      const shouted = await post(app, {
        ...body,
        idempotencyKey: String(body.idempotencyKey).toUpperCase(),
      });
      expect(shouted.json()).toEqual(first.json());
      expect(shouted.headers['idempotent-replayed']).toBe('true');
    });

    it('stores a key repeated within one group commit once', async () => {
      const leads = createLeadRepository(db);
      const lead = (idempotencyKey: string) => ({
        kind: 'contact' as const,
        idempotencyKey,
        payload: { name: 'Batch' },
      });
      const repeated = randomUUID();
      const before = await leads.count();
      // The first calls take every batch that may be written at once; the two with one key arrive
      // meanwhile and share the next batch.
      const results = await Promise.all([
        ...busyBatches(() => leads.insert(lead(randomUUID()))),
        leads.insert(lead(repeated)),
        leads.insert(lead(repeated)),
      ]);
      const [first, second] = results.slice(-2);
      expect(first).toEqual({ reference: second?.reference, created: true });
      expect(second?.created).toBe(false);
      expect(await leads.count()).toBe(before + WRITES_IN_FLIGHT + 1);
    });

    it('stores a key repeated in batches written at the same time once', async () => {
      const leads = createLeadRepository(db);
      const repeated = randomUUID();
      const before = await leads.count();
      // On PostgreSQL each call starts a batch of its own at once; the unique key settles them.
      const results = await Promise.all(
        Array.from({ length: WRITES_IN_FLIGHT }, () =>
          leads.insert({ kind: 'contact', idempotencyKey: repeated, payload: { name: 'Same' } }),
        ),
      );
      expect(new Set(results.map((result) => result.reference)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await leads.count()).toBe(before + 1);
    });

    it('refuses a key repeated within one group commit with a different lead', async () => {
      const leads = createLeadRepository(db);
      const repeated = randomUUID();
      const before = await leads.count();
      const results = await Promise.allSettled([
        ...busyBatches(() =>
          leads.insert({ kind: 'contact', idempotencyKey: randomUUID(), payload: { name: 'A' } }),
        ),
        leads.insert({ kind: 'contact', idempotencyKey: repeated, payload: { name: 'First' } }),
        leads.insert({ kind: 'contact', idempotencyKey: repeated, payload: { name: 'Second' } }),
      ]);
      const [first, second] = results.slice(-2);
      expect(first).toMatchObject({ status: 'fulfilled', value: { created: true } });
      expect(second).toMatchObject({ status: 'rejected' });
      if (second?.status === 'rejected')
        expect(second.reason).toBeInstanceOf(IdempotencyConflictError);
      expect(await leads.count()).toBe(before + WRITES_IN_FLIGHT + 1);
      const again = await leads.insert({
        kind: 'contact',
        idempotencyKey: repeated,
        payload: { name: 'First' },
      });
      expect(again).toMatchObject({ created: false });
    });

    it('answers every other method on the endpoint with 405, an Allow header and a message', async () => {
      const app = await buildApp();
      const before = await repository().count();
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const response = await app.inject({
          method,
          url: '/api/leads',
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(contactSubmission()) }),
        });
        expect(response.statusCode, method).toBe(405);
        expect(response.headers.allow, method).toBe('POST, OPTIONS');
        expect(response.headers['content-type'], method).toMatch(/^application\/json/);
        expect(response.json<{ message: string }>().message, method).toMatch(/sent with POST/);
      }
      const head = await app.inject({ method: 'HEAD', url: '/api/leads' });
      expect([head.statusCode, head.headers.allow, head.body]).toEqual([405, 'POST, OPTIONS', '']);
      // Answered before the body is read: neither its type nor its size matters.
      const textPut = await app.inject({
        method: 'PUT',
        url: '/api/leads?x=1',
        headers: { 'content-type': 'text/plain' },
        payload: 'x'.repeat(64 * 1024),
      });
      expect(textPut.statusCode).toBe(405);
      expect(await repository().count()).toBe(before);
    });

    it('answers OPTIONS with 204 and the allowed methods', async () => {
      const app = await buildApp();
      const response = await app.inject({ method: 'OPTIONS', url: '/api/leads' });
      expect(response.statusCode).toBe(204);
      expect(response.headers.allow).toBe('POST, OPTIONS');
      expect(response.body).toBe('');
    });

    it('answers a filled honeypot exactly as a real lead, second step included, and keeps it as spam', async () => {
      const app = await buildApp();
      const real = await post(app, quoteSubmission());
      const botLead = quoteSubmission({ website_url: 'http://backlinks.example' });
      const bot = await post(app, botLead);
      expect(bot.statusCode).toBe(real.statusCode);
      expect(Object.keys(bot.headers).sort()).toEqual(Object.keys(real.headers).sort());
      const shape = (body: Record<string, unknown>) =>
        Object.entries(body).map(([key, value]) => [key, typeof value, String(value).length]);
      const botBody = bot.json<{ reference: string; updateToken: string }>();
      expect(shape(botBody)).toEqual(shape(real.json()));
      expect(isGenuineReference(botBody.reference)).toBe(true);
      expect(await spamFolder()).toContain(botBody.reference);
      expect((await repository().find(botBody.reference))?.spamReason).toBe('honeypot');
      // A retry of the bot's lead is answered as a real retry is.
      const botAgain = await post(app, botLead);
      expect(botAgain.statusCode).toBe(201);
      expect(botAgain.headers['idempotent-replayed']).toBe('true');

      const details = (reference: string, token: string) =>
        postTo(app, '/api/leads/details', { reference, token, ...quoteDetails() });
      const realBody = real.json<{ reference: string; updateToken: string }>();
      const realDetails = await details(realBody.reference, realBody.updateToken);
      const botDetails = await details(botBody.reference, botBody.updateToken);
      expect(botDetails.statusCode).toBe(200);
      expect(botDetails.statusCode).toBe(realDetails.statusCode);
      expect(shape(botDetails.json())).toEqual(shape(realDetails.json()));
    });

    it('stores and keeps for the agency a lead sent within a second of the page loading', async () => {
      const app = await buildApp();
      const now = Date.now();
      const response = await post(app, contactSubmission({ startedAt: now - 300, sentAt: now }));
      expect(response.statusCode).toBe(201);
      const lead = await repository().find(response.json<{ reference: string }>().reference);
      expect(lead).toBeDefined();
      expect(lead?.spamReason).toBeUndefined();
    });

    it('answers the sixth request in a minute from one address with 429 and Retry-After', async () => {
      const app = await buildApp();
      const address = '192.0.2.77';
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post(app, contactSubmission(), { address })).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const limited = await post(app, contactSubmission(), { address });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '0' });
      expect(limited.json<{ message: string }>().message).toMatch(/wait a minute/);
      expect((await post(app, contactSubmission(), { address: '192.0.2.78' })).statusCode).toBe(
        201,
      );
    });

    it('takes the rate limit from its options', async () => {
      const app = await buildApp({ rateLimit: { max: 2 } });
      const address = '192.0.2.90';
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await post(app, contactSubmission(), { address })).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    });

    it('answers 500 with the agency phone number when the database fails, storing nothing', async () => {
      const failing: Database = {
        ...db,
        query: (sql, params) =>
          sql.includes('INSERT INTO leads')
            ? Promise.reject(new Error('disk full'))
            : db.query(sql, params),
      };
      const app = await buildApp({}, failing);
      const response = await post(app, contactSubmission());
      expect(response.statusCode).toBe(500);
      expect(response.json<{ message: string }>().message).toMatch(/\+91 124 400 5500/);
    });

    describe('as a form sent without JavaScript', () => {
      const quoteForm = (overrides: Record<string, unknown> = {}) => ({
        kind: 'quote',
        name: 'Asha Verma',
        phone: '+44 20 7946 0958',
        need: 'website',
        city: 'mumbai',
        consent: true,
        website_url: '',
        ...overrides,
      });

      it('stores a quote with a foreign number in E.164 and answers a page with the reference', async () => {
        const app = await buildApp();
        const before = await repository().count();
        const response = await postTo(app, '/api/leads', formBody(quoteForm()), {
          contentType: FORM,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['x-robots-tag']).toBe('noindex');
        const reference = /RM-\d{4}-[2-9A-HJKMNP-Z]{6}/.exec(response.body)?.[0] ?? '';
        expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
        expect(response.body).toContain('What happens next');
        expect(response.body).toContain(encodeURIComponent(reference));
        expect(await repository().count()).toBe(before + 1);
        expect((await storedPayload(reference))?.payload).toEqual({
          name: 'Asha Verma',
          phone: '+442079460958',
          need: 'website',
          city: 'mumbai',
          consent: true,
        });
      });

      it('stores the same answers from the same visitor sent twice as one lead', async () => {
        const app = await buildApp();
        const address = freshAddress();
        const body = formBody(quoteForm({ phone: '+1 415 555 2671' }));
        const before = await repository().count();
        const first = await postTo(app, '/api/leads', body, { address, contentType: FORM });
        const second = await postTo(app, '/api/leads', body, { address, contentType: FORM });
        const ref = (html: string) => /RM-\d{4}-[2-9A-HJKMNP-Z]{6}/.exec(html)?.[0];
        expect(ref(second.body)).toBe(ref(first.body));
        expect(await repository().count()).toBe(before + 1);
        // Another visitor with the same answers is another lead.
        await postTo(app, '/api/leads', body, { contentType: FORM });
        expect(await repository().count()).toBe(before + 2);
      });

      it('answers an invalid form with a page listing what to fix and keeping what was typed', async () => {
        const app = await buildApp();
        const before = await repository().count();
        const response = await postTo(
          app,
          '/api/leads',
          formBody({
            kind: 'contact',
            name: 'Asha <b>Verma</b>',
            message: 'short',
            consent: false,
          }),
          { contentType: FORM },
        );
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('Please check these');
        expect(response.body).toContain('value="Asha &lt;b&gt;Verma&lt;/b&gt;"');
        expect(response.body).toContain('>short</textarea>');
        expect(response.body).not.toContain('<b>Verma');
        expect(await repository().count()).toBe(before);
      });

      it.each([
        ['a __proto__ field', '__proto__=x&kind=contact'],
        ['a constructor field', 'constructor=x&kind=contact'],
        ['a field sent twice', 'kind=contact&name=A&name=B'],
        ['a bad escape', 'kind=contact&name=%E0%A4'],
        ['an escaped byte that is not UTF-8', 'kind=contact&name=%FF'],
        ['a raw byte', 'kind=contact&name=\u00ff'],
        ['no kind', 'name=Asha'],
      ])('answers a form with %s with 400 and stores nothing', async (_label, body) => {
        const app = await buildApp();
        const before = await repository().count();
        const response = await postTo(app, '/api/leads', body, { contentType: FORM });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(await repository().count()).toBe(before);
        expect(Object.prototype).not.toHaveProperty('x');
      });

      it('stores a typed city, and gives a refused one back as typed with the suggestions', async () => {
        const app = await buildApp();
        const sent = await postTo(app, '/api/leads', formBody(quoteForm({ city: 'Nagpur' })), {
          contentType: FORM,
        });
        const reference = /RM-\d{4}-[2-9A-HJKMNP-Z]{6}/.exec(sent.body)?.[0] ?? '';
        expect((await storedPayload(reference))?.payload.city).toBe('Nagpur');

        const before = await repository().count();
        const refused = await postTo(
          app,
          '/api/leads',
          formBody(quoteForm({ city: '"><script>alert(1)</script>' })),
          { contentType: FORM },
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain(leadErrorMessages.city);
        expect(refused.body).toContain(
          'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" list="city-suggestions"',
        );
        expect(refused.body).not.toContain('<script>alert');
        expect(refused.body).toMatch(/<datalist id="city-suggestions">.*<option value="Pune">/);
        expect(await repository().count()).toBe(before);
      });

      it('answers a form that breaks a content rule with its message, filled in as typed', async () => {
        const app = await buildApp();
        const before = await repository().count();
        const response = await postTo(
          app,
          '/api/leads',
          formBody(quoteForm({ name: 'Asha http://spam.example' })),
          { contentType: FORM },
        );
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('Please enter your name only, without a web address.');
        expect(response.body).toContain('value="Asha http://spam.example"');
        expect(response.body).toContain('name="city" value="mumbai"');
        expect(await repository().count()).toBe(before + 1);
        expect((await repository().list({ spam: true })).at(-1)?.payload).toMatchObject({
          name: 'Asha http://spam.example',
        });
      });

      it('answers a form over 16 KB with 413', async () => {
        const app = await buildApp();
        const body = formBody({ ...quoteForm(), name: 'x'.repeat(17 * 1024) });
        expect((await postTo(app, '/api/leads', body, { contentType: FORM })).statusCode).toBe(413);
      });

      it('answers a filled honeypot as a real lead and keeps it in the spam folder', async () => {
        const app = await buildApp();
        const received = (await repository().list()).length;
        const response = await postTo(
          app,
          '/api/leads',
          formBody(quoteForm({ website_url: 'https://spam.example', name: 'Bot' })),
          { contentType: FORM },
        );
        expect(response.statusCode).toBe(200);
        const reference = /RM-\d{4}-[0-9A-Z]{6}/.exec(response.body)?.[0] ?? '';
        expect(isGenuineReference(reference)).toBe(true);
        expect(await spamFolder()).toContain(reference);
        expect((await repository().list()).length).toBe(received);
      });

      it('shares the JSON API rate limit', async () => {
        const app = await buildApp({ rateLimit: { max: 2 } });
        const address = freshAddress();
        await post(app, contactSubmission(), { address });
        await postTo(app, '/api/leads', formBody(quoteForm()), { address, contentType: FORM });
        const third = await postTo(app, '/api/leads', formBody(quoteForm({ name: 'Other' })), {
          address,
          contentType: FORM,
        });
        expect(third.statusCode).toBe(429);
        expect(third.headers['content-type']).toMatch(/^text\/html/);
      });
    });

    describe('the quote second step', () => {
      async function createQuote(app: FastifyInstance) {
        const response = await post(app, quoteSubmission());
        return response.json<{ reference: string; updateToken: string }>();
      }

      it('adds the details to the same lead, once, without a second lead', async () => {
        const app = await buildApp();
        const { reference, updateToken } = await createQuote(app);
        const before = await repository().count();
        const body = { reference, token: updateToken, ...quoteDetails() };
        const first = await postTo(app, '/api/leads/details', body);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ reference });
        // The same details again (a double submit) are answered the same way.
        expect((await postTo(app, '/api/leads/details', body)).statusCode).toBe(200);
        expect(await repository().count()).toBe(before);
        expect((await storedPayload(reference))?.payload).toMatchObject({
          name: 'Ananya Iyer',
          need: 'seo',
          company: 'Iyer Dental Care',
          email: 'ananya@iyerdental.in',
          website: 'https://iyerdental.in/',
          services: ['seo/local', 'ppc'],
          budget: '50k-1l',
        });
      });

      it('never reopens a closed lead: other details after the first are refused', async () => {
        const app = await buildApp();
        const { reference, updateToken } = await createQuote(app);
        await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          ...quoteDetails(),
        });
        const again = await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          company: 'Another name',
        });
        expect(again.statusCode).toBe(409);
        expect((await storedPayload(reference))?.payload.company).toBe('Iyer Dental Care');
      });

      it('refuses details a day after the first step', async () => {
        let time = Date.now();
        const app = await buildApp({ now: () => time });
        const { reference, updateToken } = await createQuote(app);
        time += 25 * 60 * 60 * 1000;
        const late = await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          ...quoteDetails(),
        });
        expect(late.statusCode).toBe(409);
      });

      it('refuses a wrong token, an unknown reference and a contact message', async () => {
        const app = await buildApp();
        const { reference, updateToken } = await createQuote(app);
        const wrong = await postTo(app, '/api/leads/details', {
          reference,
          token: `${updateToken.slice(0, -2)}xx`,
          ...quoteDetails(),
        });
        expect(wrong.statusCode).toBe(403);
        expect((await storedPayload(reference))?.payload).not.toHaveProperty('company');
        expect(
          (await postTo(app, '/api/leads/details', { reference, ...quoteDetails() })).statusCode,
        ).toBe(400);
        const contact = (await post(app, contactSubmission())).json<{ reference: string }>();
        const tokenlessContact = await postTo(app, '/api/leads/details', {
          reference: contact.reference,
          token: updateToken,
          ...quoteDetails(),
        });
        expect(tokenlessContact.statusCode).toBe(403);
      });

      it('refuses details that break a content rule, adding nothing', async () => {
        const app = await buildApp();
        const { reference, updateToken } = await createQuote(app);
        const refused = await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          ...quoteDetails({ message: 'Visit [url=https://x.example]our pharmacy[/url]' }),
        });
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['message']);
        expect((await storedPayload(reference))?.payload).not.toHaveProperty('company');
        // Fixed, the same details are added: the refusal did not close the lead.
        const fixed = await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          ...quoteDetails(),
        });
        expect(fixed.statusCode).toBe(200);
      });

      it('refuses empty details and answers invalid ones per field', async () => {
        const app = await buildApp();
        const { reference, updateToken } = await createQuote(app);
        const empty = await postTo(app, '/api/leads/details', { reference, token: updateToken });
        expect(empty.statusCode).toBe(400);
        const bad = await postTo(app, '/api/leads/details', {
          reference,
          token: updateToken,
          email: 'not an email',
          budget: 'lots',
        });
        expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
          'budget',
          'email',
        ]);
      });
    });

    describe('with a webhook', () => {
      let hook: http.Server;
      let hookUrl = '';
      const received: { event?: string; text: string; lead: Record<string, unknown> }[] = [];
      const raw: { body: string; headers: http.IncomingHttpHeaders }[] = [];
      let failuresLeft = 0;
      let hang = false;

      beforeAll(async () => {
        hook = http.createServer((request, response) => {
          let body = '';
          request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          request.on('end', () => {
            if (hang) return; // never answers: the worker's timeout must end it
            if (failuresLeft > 0) {
              failuresLeft -= 1;
              response.writeHead(503).end();
              return;
            }
            received.push(JSON.parse(body) as (typeof received)[number]);
            raw.push({ body, headers: request.headers });
            response.writeHead(200).end('ok');
          });
        });
        await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
        hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      });

      afterAll(async () => {
        hook.closeAllConnections();
        await new Promise((resolve) => hook.close(resolve));
      });

      // Each test's worker stops with it, so it cannot take the next test's deliveries.
      afterEach(async () => {
        await Promise.all(apps.splice(0).map((app) => app.close()));
      });

      /** What the receiver got for `reference`'s first delivery, once it arrived. */
      async function receivedFor(reference: string) {
        const find = () =>
          raw.find(
            (entry) =>
              entry.body.includes(`"${reference}"`) || entry.body.includes(` ${reference} `),
          );
        await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 10_000, interval: 50 });
        return find()!;
      }

      const fastRetries = { pollMs: 50, baseDelayMs: 20, maxDelayMs: 100, timeoutMs: 500 };

      it('delivers a new lead to the webhook, retrying with backoff until it succeeds', async () => {
        failuresLeft = 2;
        const app = await buildApp({
          webhook: { url: hookUrl, format: 'json' },
          // Time enough that no attempt times out on a loaded machine: exactly three are counted.
          outbox: { ...fastRetries, timeoutMs: 5_000 },
        });
        const response = await post(app, quoteSubmission({ name: 'Kavya <Reddy> & Co' }));
        expect(response.statusCode).toBe(201);
        const { reference } = response.json<{ reference: string }>();

        await vi.waitFor(
          () => expect(received.some((body) => body.lead.reference === reference)).toBe(true),
          {
            timeout: 10_000,
            interval: 50,
          },
        );
        const delivered = received.find((body) => body.lead.reference === reference);
        expect(delivered?.text).toContain('Kavya &lt;Reddy&gt; &amp; Co');
        expect(delivered?.text).toContain('Be found on Google (SEO)');
        expect(delivered?.event).toBe('created');
        await vi.waitFor(async () => {
          const { rows } = await db.query<{ attempts: number; delivered: boolean }>(
            `SELECT o.attempts, o.delivered_at IS NOT NULL AS delivered
               FROM lead_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.reference = $1`,
            [reference],
          );
          expect(rows).toEqual([{ attempts: 3, delivered: true }]);
        });
      }, 20_000);

      const timesReceived = (reference: string) =>
        received.filter((body) => body.lead.reference === reference).length;

      it('holds spam back from the webhook until the agency releases it, then delivers it once', async () => {
        const app = await buildApp({
          webhook: { url: hookUrl, format: 'json' },
          outbox: fastRetries,
        });
        const spam = await post(app, quoteSubmission({ website_url: 'http://backlinks.example' }));
        const real = await post(app, quoteSubmission());
        const spamReference = spam.json<{ reference: string }>().reference;
        const realReference = real.json<{ reference: string }>().reference;
        await vi.waitFor(() => expect(timesReceived(realReference)).toBe(1), {
          timeout: 10_000,
          interval: 50,
        });
        expect(timesReceived(spamReference)).toBe(0);
        expect(await repository().deliveries(spamReference)).toEqual([]);

        const agency = createLeadRepository(db, { channels: ['webhook'] });
        expect(await agency.release([spamReference, realReference])).toEqual([spamReference]);
        expect(await agency.release([spamReference])).toEqual([]);
        await vi.waitFor(() => expect(timesReceived(spamReference)).toBe(1), {
          timeout: 10_000,
          interval: 50,
        });
        expect(await spamFolder()).not.toContain(spamReference);
        expect((await agency.find(spamReference))?.releasedAt).toBeInstanceOf(Date);
        expect(timesReceived(realReference)).toBe(1);
      }, 20_000);

      it('sends leads that came before the webhook was set up on request, once each', async () => {
        const before = await buildApp();
        const early = await post(before, contactSubmission({ name: 'Early Bird' }));
        const reference = early.json<{ reference: string }>().reference;
        const agency = createLeadRepository(db, { channels: ['webhook'] });
        const backlog = await agency.backlog();
        expect(backlog.count).toBeGreaterThan(0);
        expect(backlog.oldest?.getTime()).toBeLessThanOrEqual(Date.now());

        await buildApp({ webhook: { url: hookUrl, format: 'json' }, outbox: fastRetries });
        expect(await agency.resend({ references: [reference] })).toEqual([reference]);
        expect(await agency.resend({ references: [reference] })).toEqual([]);
        await vi.waitFor(() => expect(timesReceived(reference)).toBe(1), {
          timeout: 10_000,
          interval: 50,
        });
        // Everything since a time: the rest of the backlog, never this lead again.
        const rest = await agency.resend({ since: new Date(0) });
        expect(rest).not.toContain(reference);
        expect((await agency.backlog()).count).toBe(0);
        expect(await agency.resend({ since: new Date(0) })).toEqual([]);
        expect(timesReceived(reference)).toBe(1);
      }, 20_000);

      it('answers 201 at once while the webhook hangs', async () => {
        hang = true;
        try {
          // A webhook that takes 5 s to time out: waiting for it would show in the answer time.
          const app = await buildApp({
            webhook: { url: hookUrl, format: 'json' },
            outbox: { ...fastRetries, timeoutMs: 5_000 },
          });
          const started = performance.now();
          const response = await post(app, contactSubmission());
          expect(response.statusCode).toBe(201);
          expect(performance.now() - started).toBeLessThan(2_000);
        } finally {
          hang = false;
        }
      });

      it('signs the exact body with LEADS_WEBHOOK_SECRET (X-Signature-256) and names the delivery', async () => {
        const secret = 'whsec-test-0123456789';
        const app = await buildApp({
          webhook: { url: hookUrl, format: 'json', secret: new SecretText(secret) },
          outbox: fastRetries,
        });
        const { reference } = (await post(app, quoteSubmission())).json<{ reference: string }>();
        const { body, headers } = await receivedFor(reference);
        expect(headers['content-type']).toBe('application/json');
        expect(headers['x-delivery-id']).toBe(`${reference}/created`);
        // What a receiver does: HMAC-SHA256 of the raw body with the shared secret, compared in
        // constant time with the header's hex digest.
        const verify = (text: string, key: string) => {
          const expected = Buffer.from(
            `sha256=${createHmac('sha256', key).update(text).digest('hex')}`,
          );
          const given = Buffer.from(String(headers['x-signature-256']));
          return given.length === expected.length && timingSafeEqual(given, expected);
        };
        expect(headers['x-signature-256']).toMatch(/^sha256=[0-9a-f]{64}$/);
        expect(verify(body, secret)).toBe(true);
        expect(verify(body.replace('Ananya', 'Ananyb'), secret)).toBe(false);
        expect(verify(body, 'another-secret')).toBe(false);
        expect(JSON.parse(body)).toMatchObject({ event: 'created', lead: { reference } });
      });

      it('leaves the signature out without a secret', async () => {
        const app = await buildApp({
          webhook: { url: hookUrl, format: 'json' },
          outbox: fastRetries,
        });
        const { reference } = (await post(app, contactSubmission())).json<{ reference: string }>();
        const { headers } = await receivedFor(reference);
        expect(headers['x-signature-256']).toBeUndefined();
      });

      it('posts only the text, as a Slack incoming webhook takes it, with LEADS_WEBHOOK_FORMAT=slack', async () => {
        const app = await buildApp({
          webhook: { url: hookUrl, format: 'slack', secret: new SecretText('s') },
          outbox: fastRetries,
        });
        const { reference } = (
          await post(app, contactSubmission({ name: 'Kavya <Reddy> & Co' }))
        ).json<{ reference: string }>();
        const { body } = await receivedFor(reference);
        const parsed = JSON.parse(body) as Record<string, unknown>;
        expect(Object.keys(parsed)).toEqual(['text']);
        expect(parsed.text).toBe(
          `New message ${reference} from Kavya &lt;Reddy&gt; &amp; Co: "Export catalogue SEO". ` +
            'Reply to rohit@malhotra-exports.com.',
        );
      });
    });
  });
}
