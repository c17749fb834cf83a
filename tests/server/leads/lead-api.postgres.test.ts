// The lead API against a real PostgreSQL server (Debian's `postgresql`; the run's shared one).
// In CI (CI=true) it always runs, and fails if the server cannot be started; elsewhere it is
// skipped with a message when PostgreSQL is not installed.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { poolDatabase } from '../../../server/leads/postgres-database';
import { migrations, runMigrations } from '../../../server/leads/migrations';
import { defineLeadApiTests } from './lead-api-suite';
import { sharedPostgresServer, shouldRunPostgresTests } from './postgres-server';

const enabled = shouldRunPostgresTests();
const postgres = sharedPostgresServer;

defineLeadApiTests(
  'PostgreSQL',
  enabled
    ? {
        open: async () =>
          openLeadDatabase({
            dataDir: 'unused',
            databaseUrl: await (await postgres()).createDatabase(),
          }),
      }
    : undefined,
);

(enabled ? describe : describe.skip)('migrations on a PostgreSQL server', () => {
  let url = '';
  beforeAll(async () => {
    url = await (await postgres()).createDatabase();
  }, 120_000);

  it('apply once when several servers start together', async () => {
    const dbs = await Promise.all(
      Array.from({ length: 4 }, () => openLeadDatabase({ dataDir: 'unused', databaseUrl: url })),
    );
    try {
      expect(await Promise.all(dbs.map((db) => runMigrations(db)))).toEqual([[], [], [], []]);
      const { rows } = await dbs[0]!.query<{ version: number }>(
        'SELECT version FROM lead_schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(migrations.map(({ version }) => ({ version })));
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 60_000);

  it('keep the statement that stores leads prepared on each connection', async () => {
    // One connection, so the session that stored the leads is the one asked.
    const db = poolDatabase(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      const repository = createLeadRepository(db);
      for (const key of [
        '0d9a1c8e-3b2f-4c1d-9e8f-7a6b5c4d3e21',
        '0d9a1c8e-3b2f-4c1d-9e8f-7a6b5c4d3e22',
      ])
        await repository.insert({ kind: 'contact', idempotencyKey: key, payload: { name: 'A' } });
      const { rows } = await db.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements',
      );
      expect(rows.filter((row) => row.statement.includes('INSERT INTO leads'))).toHaveLength(1);
      expect(await repository.count()).toBe(2);
    } finally {
      await db.close();
    }
  });
});
