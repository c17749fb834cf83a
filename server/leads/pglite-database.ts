// The Database interface over the embedded PGlite, kept in `<dataDir>/pglite` and claimed for this
// process (see data-dir-guard.ts). Commits are fsynced before a query resolves: see durable-node-fs.ts.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-guard';
import { DurableNodeFS, durableStartParams, isPgliteFsyncInstalled } from './durable-node-fs';
import { initdbInChild } from './pglite-first-run';
import type { Database, QueryResult } from './db';

export async function openPgliteDatabase(
  dataDir: string,
  { claimTimeoutMs = 0 } = {},
): Promise<Database> {
  const claim = await claimDataDir(dataDir, { timeoutMs: claimTimeoutMs });
  const pgDir = path.join(dataDir, 'pglite');
  let pg: PGlite;
  try {
    await initdbInChild(pgDir, durableStartParams());
    pg = await PGlite.create({
      fs: new DurableNodeFS(pgDir),
      startParams: durableStartParams(),
      // The default, stated because it matters: every query awaits the file system sync before it
      // resolves. (With NODEFS that sync is a no-op; DurableNodeFS is what reaches the disk.)
      relaxedDurability: false,
    });
  } catch (error) {
    await claim.release();
    throw error;
  }
  if (!isPgliteFsyncInstalled()) {
    process.emitWarning(
      'PGlite internals have changed: leads are written but not fsynced to disk.',
    );
  }

  const query = async <Row>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> => {
    const result = await pg.query<Row>(sql, [...params]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  };

  return {
    engine: 'pglite',
    claim,
    query,
    async transaction(work) {
      const result = await pg.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => {
            const rows = await tx.query<Row>(sql, [...params]);
            return { rows: rows.rows, affectedRows: rows.affectedRows ?? 0 };
          },
        }),
      );
      // transaction() does not sync after COMMIT as query() does (electric-sql/pglite#1065).
      await pg.syncToFs();
      return result;
    },
    async close() {
      if (!pg.closed) await pg.close();
      await claim.release();
    },
  };
}
