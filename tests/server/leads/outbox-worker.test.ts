// The outbox worker on the embedded PGlite, with the database made to fail where a PostgreSQL
// outage makes it fail: its log lines (through the server's real logger) say why, down to the
// inner errors of an AggregateError, where they once read `"error":{}`; a delivery the receiver
// accepted is recorded once the database answers again, not sent a second time; one whose outcome
// could not be recorded for its whole lease is sent again with the same delivery; and a claim that
// came back too late to be sure of its lease is not sent at all.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, QueryOptions } from '../../../server/leads/db';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { startOutboxWorker } from '../../../server/leads/outbox-worker';
import type { OutboxWorker, OutboxWorkerOptions } from '../../../server/leads/outbox-worker';
import { createWebhookSender } from '../../../server/leads/webhook-delivery';
import { createLogger } from '../../../server/logger';
import { captureLog } from '../log-capture';
import type { LogCapture } from '../log-capture';
import { freshLeadsDataDir } from '../../support/pglite-template';

type Line = Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The statements of outbox-worker.ts, told apart by what only each of them says.
const isClaim = (sql: string) => sql.includes('SKIP LOCKED');
const isDelivered = (sql: string) => sql.includes('SET delivered_at = now()');

/** `db` with each statement first handed to `before`, which may throw or wait, as an outage does. */
function interfered(db: Database, before: (sql: string) => Promise<void> | void): Database {
  return {
    ...db,
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      await before(sql);
      return db.query<Row>(sql, params, options);
    },
  };
}

const refused = (address: string) =>
  Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    address,
    port: 5432,
  });

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the lead outbox worker', () => {
  let dir = '';
  let db: Database;
  let capture: LogCapture;
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    dir = await freshLeadsDataDir('leads-outbox-');
    db = await openLeadDatabase({ dataDir: dir });
  }, 120_000);

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await db.query('DELETE FROM lead_outbox');
  }, 30_000);

  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(options: Partial<OutboxWorkerOptions>): Promise<OutboxWorker> {
    capture = captureLog();
    const log = await createLogger({
      level: 'info',
      pretty: false,
      env: {},
      destination: capture.destination,
    });
    const worker = startOutboxWorker({
      db,
      channel: 'webhook',
      send: () => Promise.resolve(),
      pollMs: 50,
      baseDelayMs: 20,
      maxDelayMs: 100,
      ...options,
      log,
    });
    workers.push(worker);
    return worker;
  }

  const linesSaying = (message: string): Line[] =>
    capture.lines().filter((line) => line.msg === message);

  async function storeLead(): Promise<string> {
    const repository = createLeadRepository(db, { channels: ['webhook'] });
    const { reference } = await repository.insert({
      kind: 'contact',
      idempotencyKey: randomUUID(),
      payload: { name: 'Outage Test', email: 'outage@example.in', message: 'Hello there' },
    });
    return reference;
  }

  const outboxOf = async (reference: string) =>
    (
      await db.query<{ attempts: number; delivered: boolean; last_error: string | null }>(
        `SELECT o.attempts, o.delivered_at IS NOT NULL AS delivered, o.last_error
           FROM lead_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.reference = $1`,
        [reference],
      )
    ).rows;

  /** A sender that accepts everything, keeping each delivery's id as a webhook receiver sees it. */
  function acceptingSender() {
    const sent: string[] = [];
    const send: OutboxWorkerOptions['send'] = ({ lead, event }) => {
      sent.push(`${lead.reference}/${event}`);
      return Promise.resolve();
    };
    return { sent, send };
  }

  it('logs why it failed when the database refuses it, with each address it tried', async () => {
    const down = new AggregateError([refused('::1'), refused('127.0.0.1')], '');
    const worker = await start({
      db: interfered(db, () => {
        throw down;
      }),
    });
    await worker.drain();
    const [line] = linesSaying('lead webhook worker failed; retrying at the next poll');
    expect(line).toMatchObject({
      level: 'error',
      channel: 'webhook',
      reason: 'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
      err: {
        type: 'AggregateError',
        aggregateErrors: [
          { message: 'connect ECONNREFUSED ::1:5432', code: 'ECONNREFUSED', address: '::1' },
          {
            message: 'connect ECONNREFUSED 127.0.0.1:5432',
            code: 'ECONNREFUSED',
            address: '127.0.0.1',
          },
        ],
      },
    });
    expect(line).not.toHaveProperty('error');
  });

  it('logs and keeps why a webhook could not be posted: the refused connection, not just "fetch failed"', async () => {
    const reference = await storeLead();
    const port = await closedPort();
    await start({
      send: createWebhookSender({ url: `http://127.0.0.1:${port}/hook`, format: 'json' }),
      timeoutMs: 2_000,
      baseDelayMs: 60_000,
    });
    const reason = `fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`;
    await vi.waitFor(async () => expect((await outboxOf(reference))[0]?.last_error).toBe(reason), {
      timeout: 10_000,
      interval: 50,
    });
    const [line] = linesSaying('lead webhook delivery failed');
    expect(line).toMatchObject({ level: 'warn', reference, attempts: 1, reason });
    expect(line?.err).toMatchObject({ type: 'TypeError', message: reason });
  });

  it('records a delivery the receiver accepted once the database answers again, and sends it once', async () => {
    const reference = await storeLead();
    let refusals = 3;
    const { sent, send } = acceptingSender();
    await start({
      send,
      timeoutMs: 1_000,
      db: interfered(db, (sql) => {
        if (isDelivered(sql) && refusals > 0) {
          refusals -= 1;
          throw new Error('Connection terminated unexpectedly');
        }
      }),
    });
    // The lease (2 × 1 s + 5 s) has not run out by then, so nobody sends it again.
    await vi.waitFor(
      async () =>
        expect(await outboxOf(reference)).toEqual([
          { attempts: 1, delivered: true, last_error: null },
        ]),
      { timeout: 6_000, interval: 50 },
    );
    await sleep(300);
    expect(sent).toEqual([`${reference}/created`]);
    expect(
      linesSaying(
        'lead webhook delivery accepted, not recorded yet; retrying while its lease lasts',
      ),
    ).toMatchObject([{ level: 'warn', reference, reason: 'Connection terminated unexpectedly' }]);
    expect(capture.lines().filter((line) => line.level === 'error')).toEqual([]);
  });

  it('sends a delivery again, the same one, when what came of it could not be recorded for its whole lease', async () => {
    const reference = await storeLead();
    const { sent, send } = acceptingSender();
    const started = performance.now();
    await start({
      send,
      timeoutMs: 100,
      // Recording fails until the delivery has gone out a second time: an outage past the lease.
      db: interfered(db, (sql) => {
        if (isDelivered(sql) && sent.length < 2)
          throw new Error('the database system is shutting down');
      }),
    });
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 15_000, interval: 50 });
    // Not before the lease (2 × 100 ms + 5 s) had run out.
    expect(performance.now() - started).toBeGreaterThanOrEqual(5_200);
    expect(sent).toEqual([`${reference}/created`, `${reference}/created`]);
    await vi.waitFor(async () =>
      expect(await outboxOf(reference)).toEqual([
        { attempts: 2, delivered: true, last_error: null },
      ]),
    );
    expect(
      linesSaying(
        'lead webhook delivery accepted but not recorded; it will be sent again once its lease runs out',
      ),
    ).toMatchObject([
      { level: 'error', reference, reason: 'the database system is shutting down' },
    ]);
  }, 30_000);

  it('does not send a delivery whose claim came back too late to be sure of its lease', async () => {
    const reference = await storeLead();
    const { sent, send } = acceptingSender();
    let slowClaims = 1;
    await start({
      send,
      timeoutMs: 100,
      db: interfered(db, async (sql) => {
        if (isClaim(sql) && slowClaims > 0) {
          slowClaims -= 1;
          await sleep(5_300);
        }
      }),
    });
    await vi.waitFor(async () => expect((await outboxOf(reference))[0]?.delivered).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    expect(sent).toEqual([`${reference}/created`]);
    expect((await outboxOf(reference))[0]?.attempts).toBe(2);
    const [line] = linesSaying('lead webhook delivery failed');
    expect(line?.reason).toMatch(/^not sent: claiming it took \d+ ms \(over 5000\)$/);
  }, 30_000);
});
