// The one small database interface the lead code uses, and the choice of engine behind it: the
// embedded PGlite by default, a PostgreSQL server when a DATABASE_URL is given. Same SQL for both.
import type { DataDirClaim } from './data-dir-guard';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted by the statement (0 for a SELECT). */
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * A statement run on every lead: a PostgreSQL server keeps it prepared on each connection, so
   * it is parsed and planned once rather than each time (the embedded engine ignores this).
   */
  prepared?: boolean;
}

export interface Queryable {
  /** Runs one SQL statement with $1, $2... parameters. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** For the embedded engine: the claim on its data directory, which also carries the CLI's requests. */
  readonly claim?: DataDirClaim;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** How long to wait for another process to let go of the embedded data directory. */
  claimTimeoutMs?: number;
}

/** Opens PostgreSQL at `databaseUrl` when given, else the embedded database under `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase(options.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(options.dataDir, { claimTimeoutMs: options.claimTimeoutMs });
}
