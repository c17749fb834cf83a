// The shared state in PostgreSQL (DATABASE_URL): request limits through RateLimiterPostgres, crawl
// and speed-test places as leases, the speed-test reports in a table. Its own small pool, whose
// every connection and query gives up after `deadlineMs` (default 1 s): past that the process
// falls back to limits, places and a cache of its own (logged once) rather than hold up a page.
// Its connections commit without waiting for the disk (see below). Opening it asks nothing of the database: its tables come from migration 4, which the lead
// database's opening applies (openLeadDatabase, once per start: server/open-stores.ts) before the
// server takes a request.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { poolDatabase } from '../leads/postgres-database';
import { createFallbackNotice, type NoticeLog } from './fallback-notice';
import { createLeasePlaces, type LeasePlaces } from './lease-places';
import { createPostgresRateLimiter } from './postgres-rate-limiter';
import { createPostgresSpeedCache } from './postgres-speed-cache';
import type { SharedState } from './shared-state';

export interface PostgresStateOptions {
  databaseUrl: string;
  log: NoticeLog;
  /** The longest a query may take before this process uses its own state (default 1 s). */
  deadlineMs?: number;
  /** A lease not renewed for this long is free again (default 30 s; tests shorten it). */
  leaseMs?: number;
  pollMs?: number;
}

export function openPostgresState(options: PostgresStateOptions): SharedState {
  const deadlineMs = options.deadlineMs ?? 1_000;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 5,
    connectionTimeoutMillis: deadlineMs,
    query_timeout: deadlineMs,
    // Counters, leases and cached reports are worth less than a disk flush per request: a crash
    // loses at most the last fraction of a second of them (limits restart a little looser, a lease
    // is taken again). Leads keep their own pool, which commits durably.
    options: '-c synchronous_commit=off',
  });
  pool.on('error', () => {});
  const db = poolDatabase(pool);
  const notice = createFallbackNotice(options.log);
  const holder = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const leases: LeasePlaces[] = [];
  return {
    kind: 'postgres',
    rateLimiter: (name, limit) => createPostgresRateLimiter({ ...limit, pool, name, notice }),
    places(name, placesOptions) {
      const places = createLeasePlaces({
        ...placesOptions,
        db,
        name,
        notice,
        holder,
        leaseMs: options.leaseMs,
        pollMs: options.pollMs,
      });
      leases.push(places);
      return places;
    },
    speedCache: (cache) => createPostgresSpeedCache(db, notice, cache?.cacheMs),
    async close() {
      for (const places of leases) places.close();
      await db.close();
    },
  };
}
