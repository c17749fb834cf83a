// The lead webhook through a PostgreSQL crash (issue 37): two servers' delivery workers, each on its
// own connection pool to one throwaway PostgreSQL, post 120 queued leads to a loopback receiver,
// which stops PostgreSQL with `pg_ctl -m immediate` while it accepts one of them; PostgreSQL starts
// again 3 s later. Every lead arrives, each request's X-Delivery-Id names the lead and event in
// its body (so a receiver that skips ids it has seen takes each lead once), nothing is left
// undelivered, and every warning and error logged during the outage says why. The delivery accepted
// as PostgreSQL went down is recorded once it is back, rather than sent again when its lease runs
// out, so with an outage shorter than the lease no lead arrives twice at all. In CI it always runs;
// elsewhere only with PostgreSQL installed.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/leads/db';
import { startLeadDeliveries } from '../../../server/leads/lead-deliveries';
import type { LeadDeliveries } from '../../../server/leads/lead-deliveries';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { createLogger } from '../../../server/logger';
import { captureLog } from '../log-capture';
import type { LogCapture } from '../log-capture';
import { shouldRunPostgresTests, startPostgresServer } from './postgres-server';
import type { PostgresServer } from './postgres-server';

const LEADS = 120;
/** The receiver stops PostgreSQL while it accepts this delivery. */
const CRASH_AT = 40;
const OUTAGE_MS = 3_000;
// An attempt gets 5 s, so a lease lasts 2 × 5 + 5 = 15 s: longer than the outage.
const WEBHOOK_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Received {
  /** The X-Delivery-Id header. */
  id: string;
  /** `<reference>/<event>` from the body. */
  delivery: string;
  /** Which server's worker posted it (its path). */
  sender: string;
}

/** Polls `done` until it holds, failing with `what` after `timeoutMs`. */
async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

(shouldRunPostgresTests() ? describe : describe.skip)(
  'the lead webhook while PostgreSQL crashes',
  () => {
    let postgres: PostgresServer;
    let receiver: http.Server;
    const databases: Database[] = [];
    const deliveries: LeadDeliveries[] = [];
    const received: Received[] = [];
    let crashed: (reference: string) => void = () => undefined;
    const crash = new Promise<string>((resolve) => (crashed = resolve));

    beforeAll(async () => {
      postgres = await startPostgresServer();
      const databaseUrl = await postgres.createDatabase();
      for (let server = 0; server < 2; server += 1)
        databases.push(await openLeadDatabase({ dataDir: 'unused', databaseUrl }));
      receiver = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          const { event, lead } = JSON.parse(body) as {
            event: string;
            lead: { reference: string };
          };
          const delivery = `${lead.reference}/${event}`;
          received.push({
            id: String(request.headers['x-delivery-id']),
            delivery,
            sender: (request.url ?? '').slice(1),
          });
          if (received.length !== CRASH_AT) {
            response.writeHead(204).end();
            return;
          }
          // Accepted, but PostgreSQL is gone before the sender can record it.
          void postgres.crash().then(() => {
            crashed(lead.reference);
            response.writeHead(204).end();
          });
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(deliveries.map((delivery) => delivery.stop()));
      await Promise.all(databases.map((db) => db.close()));
      receiver?.closeAllConnections();
      await new Promise((resolve) => receiver?.close(resolve));
      await postgres?.stop();
    }, 60_000);

    it('delivers every lead at least once, a repeat under the same id, and logs why it failed', async () => {
      const [first] = databases;
      const repository = createLeadRepository(first!, { channels: ['webhook'] });
      const stored = await Promise.all(
        Array.from({ length: LEADS }, (_, i) =>
          repository.insert({
            kind: 'contact',
            idempotencyKey: randomUUID(),
            payload: { name: `Outage ${i}`, email: `outage${i}@example.in`, message: 'Hello' },
          }),
        ),
      );
      const expected = stored.map(({ reference }) => `${reference}/created`).sort();

      const { port } = receiver.address() as AddressInfo;
      const logs: LogCapture[] = [];
      for (const [index, db] of databases.entries()) {
        const capture = captureLog();
        logs.push(capture);
        const log = await createLogger({
          level: 'info',
          pretty: false,
          env: {},
          destination: capture.destination,
        });
        deliveries.push(
          startLeadDeliveries({
            db,
            webhook: {
              url: `http://127.0.0.1:${port}/${index === 0 ? 'a' : 'b'}`,
              format: 'json',
              timeoutMs: WEBHOOK_TIMEOUT_MS,
            },
            timing: { pollMs: 200 },
            log,
          }),
        );
      }

      const crashedOn = await crash;
      await sleep(OUTAGE_MS);
      postgres.resume();

      const undelivered = async () => {
        try {
          const { rows } = await first!.query<{ count: number }>(
            'SELECT count(*)::integer AS count FROM lead_outbox WHERE delivered_at IS NULL',
          );
          return rows[0]?.count;
        } catch {
          return undefined; // PostgreSQL is still starting
        }
      };
      // A claim committed just as PostgreSQL stopped is taken over when its lease (15 s) runs out.
      await waitFor('every delivery recorded', async () => (await undelivered()) === 0, 30_000);
      // Two more polls of each worker: nothing is sent again.
      await sleep(500);

      // Every lead arrived, each request named by its lead and event, both workers sending.
      for (const { id, delivery } of received) expect(id).toBe(delivery);
      expect([...new Set(received.map(({ id }) => id))].sort()).toEqual(expected);
      expect(new Set(received.map(({ sender }) => sender))).toEqual(new Set(['a', 'b']));
      const { rows } = await first!.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM lead_outbox
          WHERE delivered_at IS NOT NULL AND channel = 'webhook' AND event = 'created'`,
      );
      expect(rows[0]?.count).toBe(LEADS);

      // The outage was shorter than a lease: what was accepted as it began was recorded once
      // PostgreSQL was back, and not sent again.
      expect(received.map(({ id }) => id).sort()).toEqual(expected);
      const lines = logs.flatMap((capture) => capture.lines());
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'lead webhook delivery accepted, not recorded yet; retrying while its lease lasts',
          reference: crashedOn,
        }),
      );

      // Every warning and error says why: here the dropped or refused connection, or PostgreSQL
      // shutting down (`Connection terminated unexpectedly`, `read ECONNRESET`, `connect
      // ECONNREFUSED 127.0.0.1:…`, `the database system is shutting down (57P03)`).
      const failures = lines.filter((line) => line.level === 'warn' || line.level === 'error');
      expect(failures.length).toBeGreaterThan(0);
      for (const line of failures) {
        expect(line.reason, JSON.stringify(line)).toMatch(/\S/);
        expect(line.err, JSON.stringify(line)).toHaveProperty('type');
        expect(line).not.toHaveProperty('error');
      }
      expect(failures.map((line) => line.reason).join('\n')).toMatch(
        /Connection terminated|ECONNRE(SET|FUSED)|\(57P0\d\)/,
      );
    }, 90_000);
  },
);
