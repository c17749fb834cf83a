// The lead email tests (lead-email-suite.ts) against a real PostgreSQL server started for this
// file: the racing workers use separate connection pools, as two server processes would. Runs
// where lead-api.postgres.test.ts runs (always in CI).
import { afterAll } from 'vitest';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { defineLeadEmailTests } from './lead-email-suite';
import { shouldRunPostgresTests, startPostgresServer } from './postgres-server';
import type { PostgresServer } from './postgres-server';

let server: PostgresServer | undefined;
let url = '';

afterAll(async () => {
  await server?.stop();
}, 60_000);

const open = (databaseUrl: string) => openLeadDatabase({ dataDir: 'unused', databaseUrl });

defineLeadEmailTests(
  'PostgreSQL',
  shouldRunPostgresTests()
    ? {
        async open() {
          server = await startPostgresServer();
          url = await server.createDatabase();
          return open(url);
        },
        peer: () => open(url),
        async reopen(db) {
          await db.close();
          return open(url);
        },
      }
    : undefined,
);
