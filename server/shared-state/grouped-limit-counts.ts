// RateLimiterPostgres with its counts written in groups: the requests that arrive while a count is
// being written are counted together by the next statement, one row per visitor (the library sends
// one INSERT … ON CONFLICT per request: under a burst, one of a lead's two round trips, each with
// its own statement in PostgreSQL and its own query in the server). The subclass replaces only the
// store's `_upsert`, the method rate-limiter-flexible's store classes implement for a store
// (RateLimiterStoreAbstract declares it for them); the counting rules, key prefixes, insurance
// limiter and answers stay the library's. Why not a store of our own: decision record 0018
// (docs/decisions/0018-grouped-limit-counts.md).
import type pg from 'pg';
import { RateLimiterPostgres, type IRateLimiterPostgresOptions } from 'rate-limiter-flexible';
import { createGroupCommit } from '../leads/group-commit';

/** One consume's share of a grouped count. */
export interface CountRequest {
  key: string;
  points: number;
  /** When the count's window ends if this request opens it (ms since 1970), or null for never. */
  newExpire: number | null;
}

/** A key's row as one statement writes it: the points added and the window a new count gets. */
export interface GroupedRow {
  key: string;
  points: number;
  newExpire: number | null;
}

/**
 * The rows one statement writes for `requests` (a key once, with the points of all its requests,
 * and the window its first request would open), in key order so that two processes' statements
 * lock shared rows in the same order and cannot deadlock.
 */
export function groupRows(requests: readonly CountRequest[]): GroupedRow[] {
  const rows = new Map<string, GroupedRow>();
  for (const { key, points, newExpire } of requests) {
    const row = rows.get(key);
    if (row) row.points += points;
    else rows.set(key, { key, points, newExpire });
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Each request's count as if the requests had been written one after another in the order given:
 * a key's total after the statement, less what its later requests added.
 */
export function countsInOrder(
  requests: readonly CountRequest[],
  totals: ReadonlyMap<string, number>,
): number[] {
  const later = new Map<string, number>();
  const counts: number[] = [];
  for (let i = requests.length - 1; i >= 0; i -= 1) {
    const { key, points } = requests[i]!;
    const added = later.get(key) ?? 0;
    const total = totals.get(key);
    if (total === undefined) throw new Error(`The count for ${key} was not returned`);
    counts[i] = total - added;
    later.set(key, added + points);
  }
  return counts;
}

// The library's rule, for many rows at once: a count whose window has ended starts again with the
// new points and window; otherwise the points are added and the window kept.
const upsertStatement = (table: string) => `
  INSERT INTO ${table} AS counted (key, points, expire)
  SELECT key, points, expire
    FROM unnest($1::varchar[], $2::integer[], $3::bigint[]) WITH ORDINALITY
      AS input(key, points, expire, ord)
   ORDER BY ord
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counted.expire <= $4 THEN EXCLUDED.points
                  ELSE counted.points + EXCLUDED.points END,
    expire = CASE WHEN counted.expire <= $4 THEN EXCLUDED.expire ELSE counted.expire END
  RETURNING key, points, expire`;

interface StoredCount {
  key: string;
  points: number;
  expire: string | null;
}

/** What RateLimiterPostgres reads from its own upsert: the row after the request's points. */
interface UpsertResult {
  rows: { points: number; expire: number | null }[];
}

export interface GroupedRateLimiterPostgresOptions extends IRateLimiterPostgresOptions {
  storeClient: pg.Pool;
  tableName: string;
}

type Upsert = (key: string, points: number, msDuration: number, forceExpire: boolean) => unknown;
/** The library's own write, which its types leave out. */
const libraryUpsert = (RateLimiterPostgres.prototype as unknown as { _upsert: Upsert })._upsert;

export class GroupedRateLimiterPostgres extends RateLimiterPostgres {
  readonly #count: (request: CountRequest) => Promise<UpsertResult>;

  constructor(options: GroupedRateLimiterPostgresOptions) {
    super({ ...options, storeType: 'pool', tableCreated: true });
    const pool = options.storeClient;
    const text = upsertStatement(`"${options.tableName}"`);
    this.#count = createGroupCommit<CountRequest, UpsertResult>(async (requests) => {
      const rows = groupRows(requests);
      const { rows: stored } = await pool.query<StoredCount>({
        name: `${options.tableName}:grouped-upsert`,
        text,
        values: [
          rows.map((row) => row.key),
          rows.map((row) => row.points),
          rows.map((row) => row.newExpire),
          Date.now(),
        ],
      });
      const totals = new Map(stored.map((row) => [row.key, row.points]));
      const expires = new Map(stored.map((row) => [row.key, row.expire]));
      return countsInOrder(requests, totals).map((points, i) => {
        const expire = expires.get(requests[i]!.key);
        return {
          status: 'fulfilled',
          value: { rows: [{ points, expire: expire === null ? null : Number(expire) }] },
        };
      });
    });
  }

  /** The store's write (see the top of this file); a forced window is the library's own query. */
  _upsert(key: string, points: number, msDuration: number, forceExpire = false): unknown {
    if (forceExpire) return libraryUpsert.call(this, key, points, msDuration, forceExpire);
    return this.#count({ key, points, newExpire: msDuration > 0 ? Date.now() + msDuration : null });
  }
}
