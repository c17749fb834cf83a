// A server start on a new PostgreSQL database migrates it once: the lead database's opening applies
// the migrations, and the shared state opened beside it uses their tables without migrating again.
// Every statement the process sends goes through pg's Client, so counting its calls counts them.
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLeadsConfig } from '../../server/leads/config';
import { openStores } from '../../server/open-stores';
import { migrations } from '../../server/leads/migrations';
import { sharedPostgresServer, shouldRunPostgresTests } from './leads/postgres-server';
import { freshLeadsDataDir } from '../support/pglite-template';
import type { PostgresDatabases } from './leads/postgres-server';

const quietLog = { warn: () => {}, info: () => {} };

/** The statements sent through pg that start a migration pass (runMigrations' first statements). */
function migrationPasses(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(
    ([sql]) => typeof sql === 'string' && sql.includes('pg_advisory_xact_lock($1)'),
  ).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

(shouldRunPostgresTests() ? describe : describe.skip)('a server start on PostgreSQL', () => {
  let postgres: PostgresDatabases;
  beforeAll(async () => {
    postgres = await sharedPostgresServer();
  }, 60_000);

  it('migrates a new database once, and the shared state works on its tables', async () => {
    const databaseUrl = await postgres.createDatabase();
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const { state, leads } = await openStores(
      readLeadsConfig({ DATABASE_URL: databaseUrl }),
      quietLog,
    );
    try {
      expect(migrationPasses(queries)).toBe(1);
      const applied = await leads.db.query<{ version: number }>(
        'SELECT version FROM lead_schema_migrations ORDER BY version',
      );
      expect(applied.rows.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
      expect(state.kind).toBe('postgres');
      const limit = state.rateLimiter('tools', { max: 1 });
      expect((await limit.take('visitor-1')).allowed).toBe(true);
      expect((await limit.take('visitor-1')).allowed).toBe(false);
      // Still the one pass: using the state migrates nothing.
      expect(migrationPasses(queries)).toBe(1);
    } finally {
      await leads.close();
      await state.close();
    }
  }, 30_000);
});

describe('a server start on the embedded database', () => {
  it('keeps the shared state in the process', async () => {
    const dataDir = await freshLeadsDataDir('reachmark-leads-');
    const { state, leads } = await openStores(
      readLeadsConfig({ LEADS_DATA_DIR: dataDir }),
      quietLog,
    );
    try {
      expect(state.kind).toBe('memory');
    } finally {
      await leads.close();
      await state.close();
    }
  }, 30_000);
});
