// The lead email tests (lead-email-suite.ts) against a real PostgreSQL server (the run's shared
// one, a database of this file's own): the racing workers use separate connection pools, as two server processes would. Runs
// where lead-api.postgres.test.ts runs (always in CI).
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { defineLeadEmailTests } from './lead-email-suite';
import { sharedPostgresServer, shouldRunPostgresTests } from './postgres-server';

let url = '';

const open = (databaseUrl: string) => openLeadDatabase({ dataDir: 'unused', databaseUrl });

defineLeadEmailTests(
  'PostgreSQL',
  shouldRunPostgresTests()
    ? {
        async open() {
          url = await (await sharedPostgresServer()).createDatabase();
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
