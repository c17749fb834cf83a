// Kill -9 the lead server in the middle of a stream of submissions, start it again, and check that
// every lead that was answered 201 is there (read through the CLI, via the restarted server).
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { contactSubmission, quoteSubmission } from './lead-fixtures';
import { runCli, startDevServer } from './lead-processes';
import { sharedPostgresServer, shouldRunPostgresTests } from './postgres-server';
import { freshLeadsDataDir } from '../../support/pglite-template';

const CONCURRENCY = 8;
const KILL_AFTER_CREATED = 60;

interface StreamOutcome {
  answered: string[];
  failed: number;
}

/** Posts submissions from CONCURRENCY loops until the server stops answering; kills it on the way. */
async function streamUntilKilled(url: string, kill: () => void): Promise<StreamOutcome> {
  const answered: string[] = [];
  let failed = 0;
  let killed = false;
  const loop = async (lane: number) => {
    for (let i = 0; ; i += 1) {
      const body =
        (i + lane) % 2 ? quoteSubmission({ name: `Lane ${lane} lead ${i}` }) : contactSubmission();
      try {
        const response = await fetch(`${url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as { reference?: string };
        if (response.status === 201 && json.reference) answered.push(json.reference);
      } catch {
        failed += 1;
        if (killed) return;
      }
      if (!killed && answered.length >= KILL_AFTER_CREATED) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => loop(lane)));
  return { answered, failed };
}

const tempDirs: string[] = [];

afterAll(async () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function checkSurvivesKill(env: Record<string, string>) {
  const first = await startDevServer(env);
  const { answered } = await streamUntilKilled(first.url, () => first.child.kill('SIGKILL'));
  expect(await first.exited).toBe('SIGKILL');
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_CREATED);

  const second = await startDevServer(env);
  try {
    const exported = await runCli(['export', '--format', 'json'], env);
    expect(exported.code, exported.stderr).toBe(0);
    const stored = new Set(
      (JSON.parse(exported.stdout) as { reference: string }[]).map((lead) => lead.reference),
    );
    expect(answered.filter((reference) => !stored.has(reference))).toEqual([]);

    const after = await fetch(`${second.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactSubmission()),
    });
    expect(after.status).toBe(201);
  } finally {
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }
}

describe('a lead answered 201', () => {
  it('survives kill -9 of the server on the embedded database', async () => {
    const dataDir = await freshLeadsDataDir('leads-durability-');
    tempDirs.push(dataDir);
    await checkSurvivesKill({ LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: '100000' });
  }, 120_000);

  it.runIf(shouldRunPostgresTests())(
    'survives kill -9 of the server on a PostgreSQL server',
    async () => {
      const databaseUrl = await (await sharedPostgresServer()).createDatabase();
      await checkSurvivesKill({ DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: '100000' });
    },
    120_000,
  );
});
