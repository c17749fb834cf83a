// Two site servers on one throwaway PostgreSQL (Debian's `postgresql`), as two processes behind a
// load balancer would be: whichever gets a request, one visitor's lead limit, crawl slot and speed
// test count once; a dead server's lease expires and is taken over; a report measured by one is
// served by the other; with PostgreSQL stopped each falls back to limits of its own (logged once)
// and shares again once it is back. In CI it always runs; elsewhere only with PostgreSQL installed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readLeadsConfig } from '../../../server/leads/config';
import { createLeadService } from '../../../server/leads/lead-service';
import { openPostgresState } from '../../../server/shared-state/postgres-state';
import type { SharedState } from '../../../server/shared-state/shared-state';
import { createSpeedRunner } from '../../../server/tools/speed-runner';
import { createToolLimits, DEFAULT_TOOL_LIMITS } from '../../../server/tools/tool-limits';
import { PlacesBusyError } from '../../../server/tools/visitor-places';
import { makeFixtureDist } from '../fixture-dist';
import { contactSubmission } from '../leads/lead-fixtures';
import { shouldRunPostgresTests, startPostgresServer } from '../leads/postgres-server';
import type { PostgresServer } from '../leads/postgres-server';

interface Server {
  app: FastifyInstance;
  state: SharedState;
  lines: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(shouldRunPostgresTests() ? describe : describe.skip)('two servers on one PostgreSQL', () => {
  let postgres: PostgresServer;
  let databaseUrl = '';
  const servers: Server[] = [];

  async function startServer(): Promise<Server> {
    const lines: string[] = [];
    const state = openPostgresState({
      databaseUrl,
      log: {
        warn: (line) => lines.push(`warn ${line}`),
        info: (line) => lines.push(`info ${line}`),
      },
      deadlineMs: 2_000,
      leaseMs: 600,
      pollMs: 50,
    });
    const leads = await createLeadService(readLeadsConfig({ DATABASE_URL: databaseUrl }), {
      rateLimiter: state.rateLimiter('leads', { max: 5 }),
    });
    const app = await buildApp({
      distDir: makeFixtureDist(),
      trustProxy: false,
      extend: async (scope) => {
        scope.addHook('onClose', () => state.close());
        await leads.register(scope);
      },
    });
    await app.ready();
    const server = { app, state, lines };
    servers.push(server);
    return server;
  }

  let a: Server;
  let b: Server;
  beforeAll(async () => {
    postgres = await startPostgresServer();
    databaseUrl = await postgres.createDatabase();
    a = await startServer();
    b = await startServer();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.app.close()));
    await postgres?.stop();
  }, 60_000);

  const postLead = (server: Server, address: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contactSubmission()),
    });

  it('refuses one visitor’s sixth lead in a minute, whichever server gets it', async () => {
    const answers = [];
    for (const server of [a, b, a, b, a, b]) answers.push(await postLead(server, '198.51.100.7'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
      '0',
    ]);
    expect(answers[5]?.headers).toMatchObject({ 'ratelimit-limit': '5' });
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not held up by the first.
    expect((await postLead(a, '198.51.100.8')).statusCode).toBe(201);
  });

  it('holds a visitor’s crawl slot and the server-wide crawl slots across servers', async () => {
    const [limitsA, limitsB] = [
      createToolLimits(DEFAULT_TOOL_LIMITS, a.state),
      createToolLimits(DEFAULT_TOOL_LIMITS, b.state),
    ];
    const first = await limitsA.crawls.acquire('visitor-1');
    await expect(limitsB.crawls.acquire('visitor-1')).rejects.toEqual(new PlacesBusyError('yours'));
    // Three crawls at once, all servers together: the fourth waits for one to end.
    const second = await limitsB.crawls.acquire('visitor-2');
    const third = await limitsA.crawls.acquire('visitor-3');
    await expect(limitsB.crawls.acquire('visitor-4', { maxWaitMs: 300 })).rejects.toEqual(
      new PlacesBusyError('busy'),
    );
    const fourth = limitsB.crawls.acquire('visitor-4', { maxWaitMs: 5_000 });
    await sleep(200);
    first();
    (await fourth)();
    second();
    third();
  });

  it('gives a dead server’s crawl slot to another once its lease expires', async () => {
    const dead = openPostgresState({
      databaseUrl,
      log: { warn: () => {}, info: () => {} },
      leaseMs: 600,
      pollMs: 50,
    });
    const deadLimits = createToolLimits(DEFAULT_TOOL_LIMITS, dead);
    await deadLimits.crawls.acquire('visitor-9');
    // The process "dies": no more renewals, no release.
    await dead.close();
    const limits = createToolLimits(DEFAULT_TOOL_LIMITS, a.state);
    await expect(limits.crawls.acquire('visitor-9')).rejects.toEqual(new PlacesBusyError('yours'));
    await sleep(800);
    (await limits.crawls.acquire('visitor-9'))();
  });

  it('shares the Lighthouse slot and the reports between servers', async () => {
    let measured = 0;
    let finish: () => void = () => {};
    const measure = () =>
      new Promise<Record<string, unknown>>((resolve) => {
        measured += 1;
        finish = () => resolve({ requestedUrl: 'https://example.com/' });
      });
    const [runnerA, runnerB] = [a, b].map((server) =>
      createSpeedRunner({ measure, measuredBy: 'Lighthouse', state: server.state }),
    );
    const running = runnerA!.run('https://example.com/', 'mobile', { visitor: 'speed-1' });
    await sleep(200);
    // The same visitor may not start a second test elsewhere; another waits for the one slot.
    expect(
      await runnerB!.run('https://example.org/', 'mobile', { visitor: 'speed-1' }),
    ).toMatchObject({ ok: false, kind: 'yours' });
    const waiting = runnerB!.run('https://example.net/', 'desktop', { visitor: 'speed-2' });
    await sleep(300);
    expect(measured).toBe(1);
    finish();
    expect(await running).toMatchObject({ ok: true, cached: false });
    await sleep(300);
    expect(measured).toBe(2);
    finish();
    expect(await waiting).toMatchObject({ ok: true, cached: false });
    // B answers A's report from the shared cache without measuring.
    expect(
      await runnerB!.run('https://example.com/', 'mobile', { visitor: 'speed-3' }),
    ).toMatchObject({
      ok: true,
      cached: true,
    });
    expect(measured).toBe(2);
  });

  it('falls back to limits of its own while PostgreSQL is stopped, and shares again after', async () => {
    const limitsA = createToolLimits({ ...DEFAULT_TOOL_LIMITS, requestsPerMinute: 3 }, a.state);
    const limitsB = createToolLimits({ ...DEFAULT_TOOL_LIMITS, requestsPerMinute: 3 }, b.state);
    expect((await limitsA.take('fallback-visitor')).allowed).toBe(true);
    postgres.pause();
    try {
      const started = Date.now();
      // Each server counts on its own: three each, not three together.
      const takes = [];
      for (const limits of [limitsA, limitsA, limitsA, limitsA, limitsB, limitsB, limitsB])
        takes.push((await limits.take('fallback-visitor')).allowed);
      expect(takes).toEqual([true, true, true, false, true, true, true]);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Crawl slots fall back too, rather than hold up the tools.
      (await limitsA.crawls.acquire('fallback-visitor'))();
      expect(a.lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
      expect(a.lines[0]).toMatch(/did not answer/);
    } finally {
      postgres.resume();
    }
    // Back: the count is the shared one again (the one take before the outage, and these).
    const afterwards = [];
    for (const limits of [limitsB, limitsA, limitsB])
      afterwards.push((await limits.take('fallback-visitor')).allowed);
    expect(afterwards).toEqual([true, true, false]);
    expect(a.lines.at(-1)).toMatch(/^info The shared PostgreSQL answers again/);
  }, 30_000);
});
