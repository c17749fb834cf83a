// The Database interface over a PostgreSQL server (node-postgres pool), used when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './db';

type Runner = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

// A prepared statement's name, the same for its text in every process (node-postgres prepares a
// named statement on each connection the first time that connection runs it).
const names = new Map<string, string>();
const preparedName = (sql: string): string => {
  let name = names.get(sql);
  if (name === undefined) {
    name = `prepared-${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
};

const queryWith =
  (runner: Runner): Queryable['query'] =>
  async <Row>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult<Row>> => {
    const values = [...params];
    const result = await (options.prepared
      ? runner.query({ name: preparedName(sql), text: sql, values })
      : runner.query(sql, values));
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
