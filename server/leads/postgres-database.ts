// The Database interface over a PostgreSQL server (node-postgres pool), used when DATABASE_URL is set.
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './db';

type Runner = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

const queryWith =
  (runner: Runner): Queryable['query'] =>
  async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
    const result = await runner.query(sql, [...params]);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  };

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; without a listener that would
  // crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return poolDatabase(pool);
}

/** The Database interface over a pool opened by the caller; close() ends the pool. */
export function poolDatabase(pool: pg.Pool): Database {
  let closed = false;

  return {
    engine: 'postgres',
    query: queryWith(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: queryWith(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
