// An in-memory PGlite with the lead migrations applied, behind the Database interface: enough for
// the shared-state modules' unit tests without a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from '../../../server/leads/db';
import { runMigrations } from '../../../server/leads/migrations';

export async function memoryDatabase(): Promise<Database> {
  const pglite = new PGlite();
  const over =
    (runner: Pick<PGlite, 'query'>): Queryable['query'] =>
    async <Row>(sql: string, params: readonly unknown[] = []) => {
      const result = await runner.query<Row>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    };
  const db: Database = {
    engine: 'pglite',
    query: over(pglite),
    transaction: (work) => pglite.transaction((tx) => work({ query: over(tx) })),
    close: () => pglite.close(),
  };
  await runMigrations(db);
  return db;
}
