// GET /healthz and GET /readyz on loopback: never cached; /readyz 503 with the reason when the
// database fails, hangs past the deadline (asked once however many probes arrive meanwhile), has
// migrations missing, or the process is stopping; with the real lead service, probes are not
// counted by the lead rate limit and write no request lines at info.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { healthRoutes } from '../../server/health-routes';
import type { Queryable, QueryResult } from '../../server/leads/db';
import { readLeadsConfig } from '../../server/leads/config';
import { createLeadService } from '../../server/leads/lead-service';
import { migrations } from '../../server/leads/migrations';
import { createLogger } from '../../server/logger';
import { createReadiness, type ReadinessCheck } from '../../server/readiness';
import { makeFixtureDist } from './fixture-dist';
import { captureLog } from './log-capture';
import { contactSubmission } from './leads/lead-fixtures';
import { freshLeadsDataDir } from '../support/pglite-template';

const LATEST = Math.max(...migrations.map((migration) => migration.version));
const dist = makeFixtureDist();
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function siteWith(
  readiness: ReadinessCheck,
  extend?: (app: FastifyInstance) => Promise<void>,
) {
  const log = captureLog();
  const loggerInstance = await createLogger({
    level: 'info',
    pretty: false,
    env: {},
    destination: log.destination,
  });
  const app = await buildApp({
    distDir: dist,
    loggerInstance,
    trustProxy: false,
    extend: async (scope) => {
      healthRoutes(scope, readiness);
      await extend?.(scope);
    },
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { log, origin };
}

/** A database that answers the migration check as `answer` says, counting the checks. */
function fakeDatabase(answer: () => Promise<{ version: number | null }[]>) {
  const db = {
    checks: 0,
    async query<Row>(): Promise<QueryResult<Row>> {
      db.checks += 1;
      return { rows: (await answer()) as Row[], affectedRows: 0 };
    },
  };
  return db satisfies Queryable & { checks: number };
}

const probe = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

describe('GET /healthz', () => {
  it('answers 200 while the process answers, whatever the database does', async () => {
    const db = fakeDatabase(() => Promise.reject(new Error('down')));
    const { origin } = await siteWith(createReadiness({ db }));
    expect(await probe(origin, '/healthz')).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok' },
    });
    expect(db.checks).toBe(0);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database has every migration', async () => {
    const db = fakeDatabase(async () => [{ version: LATEST }]);
    const { origin } = await siteWith(createReadiness({ db }));
    expect(await probe(origin, '/readyz')).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ready' },
    });
    const head = await fetch(`${origin}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it.each([
    [
      'a migration is missing',
      () => Promise.resolve([{ version: LATEST - 1 }]),
      `the database schema is at version ${LATEST - 1}, this server needs ${LATEST}`,
    ],
    ['none was ever applied', () => Promise.resolve([{ version: null }]), /at version 0/],
    [
      'the database refuses',
      () => Promise.reject(new Error('connection refused')),
      'the database refused the check',
    ],
  ])('answers 503 when %s', async (_case, answer, reason) => {
    const { origin } = await siteWith(createReadiness({ db: fakeDatabase(answer) }));
    const { status, cacheControl, body } = await probe(origin, '/readyz');
    expect([status, cacheControl, body.status]).toEqual([503, 'no-store', 'not ready']);
    expect(body.reason).toEqual(
      typeof reason === 'string' ? reason : expect.stringMatching(reason),
    );
  });

  it('answers 503 at the deadline when the database hangs, and asks it only once', async () => {
    const db = fakeDatabase(() => new Promise(() => undefined));
    const { origin } = await siteWith(createReadiness({ db, deadlineMs: 150 }));
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => probe(origin, '/readyz')));
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(answers.map((answer) => [answer.status, answer.body.reason])).toEqual(
      Array.from({ length: 5 }, () => [503, 'the database did not answer within 150 ms']),
    );
    expect((await probe(origin, '/readyz')).status).toBe(503);
    expect(db.checks).toBe(1);
  });

  it('answers 503 from the moment the process is marked stopping', async () => {
    const db = fakeDatabase(async () => [{ version: LATEST }]);
    const readiness = createReadiness({ db });
    const { origin } = await siteWith(readiness);
    expect((await probe(origin, '/readyz')).status).toBe(200);
    readiness.markStopping();
    expect(await probe(origin, '/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'not ready', reason: 'shutting down' },
    });
    // The site itself is still served until the server closes.
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it('logs each change of readiness once, not every probe', async () => {
    let version = LATEST - 1;
    const db = fakeDatabase(async () => [{ version }]);
    const log = captureLog();
    const logger = await createLogger({
      level: 'info',
      pretty: false,
      env: {},
      destination: log.destination,
    });
    const readiness = createReadiness({ db, log: logger });
    for (let probe = 0; probe < 3; probe += 1) await readiness.check();
    version = LATEST;
    for (let probe = 0; probe < 3; probe += 1) await readiness.check();
    expect(log.lines().map((line) => [line.level, line.msg])).toEqual([
      [
        'warn',
        `not ready (the database schema is at version ${LATEST - 1}, this server needs ${LATEST}): /readyz answers 503`,
      ],
      ['info', 'ready: /readyz answers 200'],
    ]);
  });
});

describe('the health checks with the lead service', () => {
  it('are not rate limited, do not use up the lead limit, and stay out of the info log', async () => {
    const dataDir = await freshLeadsDataDir('reachmark-leads-');
    const leads = await createLeadService(readLeadsConfig({ LEADS_DATA_DIR: dataDir }));
    const { log, origin } = await siteWith(createReadiness({ db: leads.db }), leads.register);
    const statuses: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      statuses.push((await fetch(`${origin}/readyz`)).status);
      statuses.push((await fetch(`${origin}/healthz`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const lead = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactSubmission()),
    });
    expect(lead.status).toBe(201);
    // The lead's line only: the probes' lines are below info.
    const requestLines = log.lines().filter((line) => line.msg === 'request completed');
    expect(requestLines).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ url: '/api/leads' }) }),
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
