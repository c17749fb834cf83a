// The lead email through the outbox, against a mail server on loopback (test-mailbox.ts), run once
// on the embedded PGlite and once on a real PostgreSQL server (the two lead-email.*.test.ts files):
// a lead arrives within seconds, as plain text with every field; a lead sent while the mail server
// is down is mailed once it is back; two workers racing over one database and a restart mail each
// lead once; a dead worker's claim is taken over; the SMTP password stays out of every log.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetLabels, needLabels } from '../../../shared/leads/lead-fields';
import { cityOptions } from '../../../shared/leads/lead-options';
import type { Database } from '../../../server/leads/db';
import type { DeliveryChannel } from '../../../server/leads/delivery-channels';
import { createEmailSender } from '../../../server/leads/email-delivery';
import type { EmailSettings } from '../../../server/leads/email-settings';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { leadRoutes } from '../../../server/leads/lead-routes';
import { startOutboxWorker } from '../../../server/leads/outbox-worker';
import type { OutboxWorker } from '../../../server/leads/outbox-worker';
import { SecretText } from '../../../server/leads/secret-text';
import { contactSubmission, quoteDetails, quoteSubmission } from './lead-fixtures';
import { createTestMailbox } from './test-mailbox';
import type { TestMailbox } from './test-mailbox';

export interface LeadEmailTarget {
  /** Opens a fresh, migrated database. */
  open(): Promise<Database>;
  /** Another server's handle on the same database (PGlite, owned by one process, gives `db`). */
  peer(db: Database): Promise<Database>;
  /** Closes `db` and opens the same database again, as a restarted server does. */
  reopen(db: Database): Promise<Database>;
  dispose?(): Promise<void>;
}

const FAST = { pollMs: 50, baseDelayMs: 50, maxDelayMs: 200, timeoutMs: 3_000 };
const EMAIL_ONLY: DeliveryChannel[] = ['email'];

const settingsFor = (mailbox: TestMailbox, login?: EmailSettings['smtp']): EmailSettings => ({
  smtp: login ?? { host: '127.0.0.1', port: mailbox.port, secure: false },
  to: ['sales@agency.example', 'owner@agency.example'],
  from: 'leads@agency.example',
});

const referenceIn = (message: ParsedMail): string | undefined =>
  /RM-\d{4}-[2-9A-Z]{6}/.exec(message.subject ?? '')?.[0];

/** How many times each reference was mailed. */
const mailedCounts = (mailbox: TestMailbox): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const message of mailbox.messages) {
    const reference = referenceIn(message) ?? '';
    counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
};

const addressesOf = (field: ParsedMail['replyTo']): string[] =>
  field?.value.map((entry) => entry.address ?? '') ?? [];

export function defineLeadEmailTests(engine: string, target: LeadEmailTarget | undefined): void {
  const suite = target ? describe : describe.skip;

  suite(`lead emails on ${engine}`, () => {
    let db: Database;
    let mailbox: TestMailbox;
    const apps: FastifyInstance[] = [];
    const workers: OutboxWorker[] = [];
    const peers: Database[] = [];

    beforeAll(async () => {
      if (!target) return;
      db = await target.open();
      mailbox = await createTestMailbox();
      await mailbox.start();
    }, 120_000);

    // Each test's workers stop with it, so none of them takes the next test's deliveries.
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await Promise.all(apps.splice(0).map((app) => app.close()));
    }, 60_000);

    afterAll(async () => {
      await Promise.all(peers.filter((peer) => peer !== db).map((peer) => peer.close()));
      await db?.close();
      await mailbox?.stop();
      await target?.dispose?.();
    }, 60_000);

    async function buildApp(email: EmailSettings) {
      const app = Fastify();
      await app.register(leadRoutes, { db, email, outbox: FAST, rateLimit: { max: 1000 } });
      await app.ready();
      apps.push(app);
      return app;
    }

    const post = (app: FastifyInstance, url: string, body: unknown) =>
      app.inject({ method: 'POST', url, payload: body as object, remoteAddress: '198.51.100.7' });

    async function storeLeads(count: number): Promise<string[]> {
      const repository = createLeadRepository(db, { channels: EMAIL_ONLY });
      const stored = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          repository.insert({
            kind: 'contact',
            idempotencyKey: randomUUID(),
            payload: { name: `Racer ${i}`, email: `racer${i}@example.in`, message: 'Hello there' },
          }),
        ),
      );
      return stored.map(({ reference }) => reference);
    }

    function startWorker(database: Database, email: EmailSettings, extra = {}) {
      const worker = startOutboxWorker({
        ...FAST,
        ...extra,
        db: database,
        channel: 'email',
        send: createEmailSender(email),
      });
      workers.push(worker);
      return worker;
    }

    const outboxOf = async (reference: string) =>
      (
        await db.query<{ attempts: number; delivered: boolean; last_error: string | null }>(
          `SELECT o.attempts, o.delivered_at IS NOT NULL AS delivered, o.last_error
             FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
            WHERE l.reference = $1 AND o.channel = 'email' ORDER BY o.id`,
          [reference],
        )
      ).rows;

    it('mails a new quote within seconds as plain text with every field, then its details', async () => {
      const app = await buildApp(settingsFor(mailbox));
      const created = await post(app, '/api/leads', quoteSubmission({ city: 'pune' }));
      expect(created.statusCode).toBe(201);
      const stored = performance.now();
      const { reference, updateToken } = created.json<{
        reference: string;
        updateToken: string;
      }>();
      const mailed = () => mailbox.messages.filter((message) => referenceIn(message) === reference);
      await vi.waitFor(() => expect(mailed()).toHaveLength(1), { timeout: 10_000, interval: 20 });
      expect(performance.now() - stored).toBeLessThan(5_000);

      const [first] = mailed();
      const pune = cityOptions.find((option) => option.slug === 'pune')?.name ?? '';
      expect(first?.subject).toBe(`Quote request ${reference} from Ananya Iyer, ${pune}`);
      expect(first?.html).toBe(false);
      expect(first?.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
      expect(first?.from?.text).toContain('leads@agency.example');
      expect(first?.to && !Array.isArray(first.to) && first.to.text).toBe(
        'sales@agency.example, owner@agency.example',
      );
      expect(first?.messageId).toBe(`<${reference}.created@agency.example>`);
      // No email address in the quote's first step: nothing to reply to.
      expect(first?.replyTo).toBeUndefined();
      for (const line of [
        `Reference: ${reference}`,
        'Kind: Quote request',
        'Name: Ananya Iyer',
        'Phone: +919845012345',
        `City: ${pune}`,
        `Needs most: ${needLabels.seo}`,
        'Consent to be contacted: yes',
      ])
        expect(first?.text).toContain(line);

      const details = quoteDetails({ message: 'First line <b>bold</b>\nSecond line' });
      const added = await post(app, '/api/leads/details', {
        reference,
        token: updateToken,
        ...details,
      });
      expect(added.statusCode).toBe(200);
      await vi.waitFor(() => expect(mailed()).toHaveLength(2), { timeout: 10_000, interval: 20 });
      const second = mailed()[1];
      expect(second?.subject).toBe(
        `Details added to quote request ${reference} from Ananya Iyer, ${pune}`,
      );
      expect(addressesOf(second?.replyTo)).toEqual(['ananya@iyerdental.in']);
      expect(second?.html).toBe(false);
      for (const line of [
        'Company: Iyer Dental Care',
        'Email: ananya@iyerdental.in',
        'Website: https://iyerdental.in/',
        `Budget: ${budgetLabels['50k-1l']}`,
        'Message:\n    First line <b>bold</b>\n    Second line',
      ])
        expect(second?.text).toContain(line);
    }, 60_000);

    it('replies to the visitor of a contact message and shows their markup as text', async () => {
      const app = await buildApp(settingsFor(mailbox));
      const response = await post(
        app,
        '/api/leads',
        // Markup the content rules let through (a script tag or event handler is refused, so
        // stored and mailed never): the email carries it as text.
        contactSubmission({ message: 'Our <b>old</b> site & <i>the</i> "new" one <3 <br>' }),
      );
      expect(response.statusCode).toBe(201);
      const { reference } = response.json<{ reference: string }>();
      await vi.waitFor(() => expect(mailedCounts(mailbox).get(reference)).toBe(1), {
        timeout: 10_000,
        interval: 20,
      });
      const message = mailbox.messages.find((mail) => referenceIn(mail) === reference);
      expect(message?.subject).toBe(`Message ${reference} from Rohit Malhotra`);
      expect(addressesOf(message?.replyTo)).toEqual(['rohit@malhotra-exports.com']);
      expect(message?.html).toBe(false);
      expect(message?.text).toContain(
        'Message: Our <b>old</b> site & <i>the</i> "new" one <3 <br>',
      );
    }, 60_000);

    it('mails a lead sent while the mail server is down once it is back, once', async () => {
      const down = await createTestMailbox();
      const app = await buildApp(settingsFor(down));
      const response = await post(app, '/api/leads', contactSubmission());
      expect(response.statusCode).toBe(201);
      const { reference } = response.json<{ reference: string }>();
      await vi.waitFor(
        async () => expect((await outboxOf(reference))[0]?.attempts).toBeGreaterThanOrEqual(2),
        { timeout: 10_000, interval: 50 },
      );
      expect((await outboxOf(reference))[0]).toMatchObject({ delivered: false });
      expect((await outboxOf(reference))[0]?.last_error).toMatch(/ECONNREFUSED/);

      await down.start();
      try {
        await vi.waitFor(() => expect(down.messages).toHaveLength(1), {
          timeout: 10_000,
          interval: 20,
        });
        expect(referenceIn(down.messages[0]!)).toBe(reference);
        await vi.waitFor(async () =>
          expect((await outboxOf(reference))[0]).toMatchObject({ delivered: true }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(down.messages).toHaveLength(1);
      } finally {
        await down.stop();
      }
    }, 60_000);

    it('mails each lead once when two workers on one database race for them', async () => {
      const race = await createTestMailbox();
      await race.start();
      try {
        const references = await storeLeads(24);
        const other = await target!.peer(db);
        peers.push(other);
        const settings = settingsFor(race);
        const racers = [
          startWorker(db, settings, { batchSize: 2 }),
          startWorker(other, settings, { batchSize: 2 }),
        ];
        await Promise.all(racers.map((worker) => worker.drain()));
        await vi.waitFor(() => expect(race.messages).toHaveLength(references.length), {
          timeout: 20_000,
          interval: 50,
        });
        await Promise.all(racers.map((worker) => worker.stop()));
        const counts = mailedCounts(race);
        expect(references.map((reference) => counts.get(reference))).toEqual(
          references.map(() => 1),
        );
        expect(race.messages).toHaveLength(references.length);
      } finally {
        await race.stop();
      }
    }, 60_000);

    it("takes over a dead worker's delivery when its lease runs out, and mails it once", async () => {
      const [reference] = await storeLeads(1);
      // A worker claimed it and died before sending: its lease still runs for a second.
      await db.query(
        `UPDATE lead_outbox SET attempts = 1, claimed_by = 'dead-worker',
                claimed_until = now() + interval '1 second'
          WHERE lead_id = (SELECT id FROM leads WHERE reference = $1)`,
        [reference],
      );
      const worker = startWorker(db, settingsFor(mailbox));
      await worker.drain();
      expect(mailedCounts(mailbox).get(reference!)).toBeUndefined();
      await vi.waitFor(() => expect(mailedCounts(mailbox).get(reference!)).toBe(1), {
        timeout: 10_000,
        interval: 50,
      });
      await worker.stop();
      expect(await outboxOf(reference!)).toEqual([
        { attempts: 2, delivered: true, last_error: null },
      ]);
    }, 60_000);

    it('keeps the SMTP password out of the log and the outbox when the login fails', async () => {
      const password = 'S3cret p@ss/word';
      const guarded = await createTestMailbox({
        login: { user: 'leads@agency.example', password: 'the-right-one' },
      });
      await guarded.start();
      try {
        const [reference] = await storeLeads(1);
        const logged: unknown[] = [];
        const log = {
          warn: (details: object, message: string) => logged.push(details, message),
          error: (details: object, message: string) => logged.push(details, message),
        };
        const wrong = settingsFor(guarded, {
          host: '127.0.0.1',
          port: guarded.port,
          secure: false,
          user: 'leads@agency.example',
          password: new SecretText(password),
        });
        const worker = startWorker(db, wrong, { log });
        await vi.waitFor(
          async () => expect((await outboxOf(reference!))[0]?.last_error).toMatch(/535/),
          { timeout: 10_000, interval: 20 },
        );
        await worker.stop();
        const [row] = await outboxOf(reference!);
        expect(guarded.refusedLogins).toBeGreaterThanOrEqual(1);
        const everything = JSON.stringify([logged, row, wrong]);
        for (const spelling of [password, encodeURIComponent(password), btoa(password)])
          expect(everything).not.toContain(spelling);
        expect(guarded.messages).toHaveLength(0);

        // With the right password the same delivery goes out.
        const right = settingsFor(guarded, {
          ...wrong.smtp,
          password: new SecretText('the-right-one'),
        });
        await db.query('UPDATE lead_outbox SET next_attempt_at = now() WHERE delivered_at IS NULL');
        const retry = startWorker(db, right);
        await vi.waitFor(() => expect(guarded.messages).toHaveLength(1), {
          timeout: 10_000,
          interval: 20,
        });
        await retry.stop();
      } finally {
        await guarded.stop();
      }
    }, 60_000);

    it('mails every lead exactly once across a restart of the server', async () => {
      const restart = await createTestMailbox();
      const settings = settingsFor(restart);
      const first = await buildApp(settings);
      const references: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await post(
          first,
          '/api/leads',
          contactSubmission({ name: `Before ${i}` }),
        );
        references.push(response.json<{ reference: string }>().reference);
      }
      await Promise.all(apps.splice(0).map((app) => app.close()));
      db = await target!.reopen(db);
      await restart.start();
      try {
        const second = await buildApp(settings);
        const response = await post(second, '/api/leads', contactSubmission({ name: 'After' }));
        references.push(response.json<{ reference: string }>().reference);
        const countsOf = () => references.map((reference) => mailedCounts(restart).get(reference));
        await vi.waitFor(() => expect(countsOf()).not.toContain(undefined), {
          timeout: 10_000,
          interval: 20,
        });
        await Promise.all(apps.splice(0).map((app) => app.close()));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(countsOf()).toEqual([1, 1, 1, 1]);
      } finally {
        await restart.stop();
      }
    }, 120_000);
  });
}
