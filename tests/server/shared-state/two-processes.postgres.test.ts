// Two real server processes (server/start.ts) on one throwaway PostgreSQL, as behind a load
// balancer, each posting its leads' webhook to its own path on one loopback receiver: a visitor's
// sixth lead in a minute is refused whichever process gets it; every lead's webhook is accepted
// exactly once while one process is killed with SIGKILL holding deliveries (the survivor takes them
// over when their lease runs out); and a process told to stop answers /readyz 503 while the other
// stays ready and a request it was reading still ends in a stored lead.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmission } from '../leads/lead-fixtures';
import { sharedPostgresServer, shouldRunPostgresTests } from '../leads/postgres-server';
import { getOnNewConnection, makeFixtureRoot, startServer } from '../server-process';
import type { ServerProcess } from '../server-process';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

// A delivery's attempt gets 3 s, so a dead process's claims run out after 2 × 3 + 5 = 11 s.
const WEBHOOK_TIMEOUT_MS = 3_000;
const LEASE_MS = 2 * WEBHOOK_TIMEOUT_MS + 5_000;
const DRAIN_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` until it holds, failing with `what` after `timeoutMs`. */
async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Answer {
  status: number;
  reference?: string;
  headers: Headers;
}

/** A contact lead from `visitor` (the address the trusted loopback proxy names). */
async function postLead(port: number, visitor: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify(contactSubmission()),
  });
  const body = (await response.json()) as { reference?: string };
  return { status: response.status, reference: body.reference, headers: response.headers };
}

/** A lead whose body arrives in two parts: the first now, the rest when finish() is called. */
function leadInTwoParts(port: number, visitor: string) {
  const body = JSON.stringify(contactSubmission());
  const half = Math.floor(body.length / 2);
  let answer = '';
  const socket = net.connect(port, '127.0.0.1');
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
  const started = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `X-Forwarded-For: ${visitor}\r\nConnection: close\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
        () => resolve(),
      );
    }),
  );
  return {
    started,
    async finish(): Promise<string> {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

(shouldRunPostgresTests() ? describe : describe.skip)(
  'two server processes on one PostgreSQL',
  () => {
    let receiver: WebhookReceiver;
    let database: pg.Client;
    let env: Record<string, string>;
    const root = makeFixtureRoot();
    const processes: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    let portA = 0;
    let portB = 0;

    const start = (path: string, extra: Record<string, string> = {}) => {
      const server = startServer(root, { ...env, LEADS_WEBHOOK_URL: receiver.url(path), ...extra });
      processes.push(server);
      return server;
    };

    beforeAll(async () => {
      const databaseUrl = await (await sharedPostgresServer()).createDatabase();
      receiver = await startWebhookReceiver();
      env = {
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: 'loopback',
        LEADS_WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
        LEADS_OUTBOX_POLL_MS: '200',
        SHUTDOWN_GRACE_MS: '5000',
      };
      a = start('a');
      b = start('b');
      [portA, portB] = await Promise.all([a.serving, b.serving]);
      database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
    }, 120_000);

    afterAll(async () => {
      for (const server of processes) server.child.kill('SIGKILL');
      await Promise.all(processes.map((server) => server.exited));
      await database?.end();
      await receiver?.close();
    }, 60_000);

    it('refuses one visitor’s sixth lead in a minute, whichever process gets it', async () => {
      const answers: Answer[] = [];
      for (const port of [portA, portB, portA, portB, portA, portB])
        answers.push(await postLead(port, '198.51.100.7'));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
      expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual([
        '4',
        '3',
        '2',
        '1',
        '0',
        '0',
      ]);
      expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another visitor, on the process that refused the first, is not held up.
      expect((await postLead(portB, '198.51.100.8')).status).toBe(201);
    }, 30_000);

    it('delivers every lead’s webhook exactly once while a process holding deliveries is killed', async () => {
      // From now on A's deliveries hang unanswered, as if the receiver were slow when A dies.
      receiver.hold('a');
      let visitor = 0;
      const next = () => `203.0.113.${(visitor += 1)}`;
      for (let round = 0; round < 6 && receiver.held.length === 0; round += 1) {
        expect((await postLead(portA, next())).status).toBe(201);
        expect((await postLead(portB, next())).status).toBe(201);
        await waitFor('a delivery', () => receiver.held.length > 0, 1_000).catch(() => undefined);
      }
      expect(receiver.held.length).toBeGreaterThan(0);
      a.child.kill('SIGKILL');
      expect(await a.exited).toBe('SIGKILL');
      const heldByA = [...receiver.held];

      // Mid-way: more leads, to the survivor.
      for (let count = 0; count < 3; count += 1)
        expect((await postLead(portB, next())).status).toBe(201);

      const { rows } = await database.query<{ reference: string }>('SELECT reference FROM leads');
      const expected = rows.map((row) => `${row.reference}/created`).sort();
      const undelivered = async () =>
        (
          await database.query<{ count: string }>(
            'SELECT count(*) FROM lead_outbox WHERE delivered_at IS NULL',
          )
        ).rows[0]?.count;
      // A's claims run out 11 s after it took them; B's next poll then takes them over.
      await waitFor('every delivery', async () => (await undelivered()) === '0', 40_000);
      // One more of B's polls: nothing is sent again.
      await sleep(600);

      const ids = receiver.accepted.map((delivery) => delivery.id);
      expect([...ids].sort()).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      // What A held when it died was delivered by B, once A's lease on it had run out (not while A
      // might still have been sending it).
      for (const hold of heldByA) {
        const deliveries = receiver.accepted.filter((delivery) => delivery.id === hold.id);
        expect(deliveries.map((delivery) => delivery.path)).toEqual(['b']);
        expect(deliveries[0]!.at - hold.at).toBeGreaterThanOrEqual(LEASE_MS - 1_000);
      }
    }, 60_000);

    it('answers /readyz 503 on a process told to stop, while the other stays ready and a lead in flight is stored', async () => {
      const c = start('c', { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
      const portC = await c.serving;
      expect((await getOnNewConnection(portC, '/readyz')).status).toBe(200);
      const inFlight = leadInTwoParts(portC, '192.0.2.50');
      await inFlight.started;

      c.child.kill('SIGTERM');
      await waitFor(
        '/readyz 503',
        async () => (await getOnNewConnection(portC, '/readyz')).status === 503,
        DRAIN_MS,
      );
      expect((await getOnNewConnection(portB, '/readyz')).status).toBe(200);
      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      const reference = /"reference":"([^"]+)"/.exec(answer)?.[1];
      expect(await c.exited).toBe(0);

      // The lead C answered is stored; B goes on taking leads and stays ready.
      const stored = await database.query('SELECT 1 FROM leads WHERE reference = $1', [reference]);
      expect(stored.rowCount).toBe(1);
      expect((await postLead(portB, '192.0.2.51')).status).toBe(201);
      expect((await getOnNewConnection(portB, '/readyz')).status).toBe(200);
    }, 60_000);
  },
);
