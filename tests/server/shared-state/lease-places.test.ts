// Shared places as leases in a database (PGlite here; PostgreSQL in shared-servers.postgres.test.ts):
// two "processes" (two lease-place objects on one table) share the places, a lease is renewed while
// held, a dead holder's lease expires and its place is taken, and a failing database falls back to
// the process's own places.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/leads/db';
import { createFallbackNotice } from '../../../server/shared-state/fallback-notice';
import { createLeasePlaces } from '../../../server/shared-state/lease-places';
import { PlacesBusyError } from '../../../server/tools/visitor-places';
import { memoryDatabase } from './pglite-queryable';

const crawls = { size: 2, perVisitor: 1, queueOwn: false, maxWaiting: 2, maxWaitMs: 3_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Database;
const lines: string[] = [];
const notice = createFallbackNotice({
  warn: (line) => lines.push(`warn ${line}`),
  info: (line) => lines.push(`info ${line}`),
});
const places = (holder: string, leaseMs = 30_000, over: Database = db) =>
  createLeasePlaces({ ...crawls, db: over, name: 'crawls', notice, holder, leaseMs, pollMs: 20 });

beforeAll(async () => {
  db = await memoryDatabase();
}, 60_000);
beforeEach(async () => {
  await db.query('DELETE FROM shared_leases');
  lines.length = 0;
});
afterAll(async () => {
  await db.close();
});

describe('lease places', () => {
  it('share one visitor’s slot and the size between processes, and free them on release', async () => {
    const [a, b] = [places('a'), places('b')];
    const release = await a.acquire('v1');
    await expect(b.acquire('v1')).rejects.toEqual(new PlacesBusyError('yours'));
    const other = await b.acquire('v2');
    // Both places held (one in each process): a third visitor waits until one is released.
    const third = b.acquire('v3');
    await sleep(100);
    expect(b.waiting()).toBe(1);
    release();
    await third.then((done) => done());
    other();
    await sleep(50);
    const { rows } = await db.query('SELECT * FROM shared_leases');
    expect(rows).toEqual([]);
  });

  it('refuses a waiter once its wait is over', async () => {
    const a = places('a');
    await a.acquire('v1');
    await a.acquire('v2');
    await expect(a.acquire('v3', { maxWaitMs: 100 })).rejects.toEqual(new PlacesBusyError('busy'));
    expect(a.waiting()).toBe(0);
  });

  it('renews a lease while it is held', async () => {
    const a = places('a', 300);
    const release = await a.acquire('v1');
    await sleep(700);
    await expect(places('b').acquire('v1')).rejects.toEqual(new PlacesBusyError('yours'));
    release();
    a.close();
  });

  it('frees a dead holder’s places once its leases expire', async () => {
    const dead = places('dead', 200);
    await dead.acquire('v1');
    await dead.acquire('v2');
    dead.close(); // stops renewing, as a killed process would
    // The first of its leases to run out, as last renewed (renewals run every third of the lease,
    // so on a loaded machine this can be well under 200 ms from now).
    const { rows: expiries } = await db.query<{ first: string }>(
      "SELECT min(expires_at) AS first FROM shared_leases WHERE holder = 'dead'",
    );
    const firstExpiry = new Date(expiries[0]?.first ?? 0).getTime();
    expect(firstExpiry).toBeGreaterThan(Date.now());
    const release = await places('b').acquire('v3');
    // Not a moment before then (timestamps rounded to the millisecond).
    expect(Date.now()).toBeGreaterThanOrEqual(firstExpiry - 1);
    // Its other place follows once that lease runs out too.
    const second = await places('c').acquire('v4');
    const { rows } = await db.query<{ holder: string }>(
      "SELECT holder FROM shared_leases WHERE state = 'held' ORDER BY holder",
    );
    expect(rows.map((row) => row.holder)).toEqual(['b', 'c']);
    release();
    second();
  });

  it('falls back to the process’s own places when the database fails, and says so once', async () => {
    const broken: Database = {
      ...db,
      query: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
    };
    const a = places('a', 30_000, broken);
    const release = await a.acquire('v1');
    await expect(a.acquire('v1')).rejects.toEqual(new PlacesBusyError('yours'));
    await a.acquire('v2');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn The shared PostgreSQL did not answer/);
    release();
    // Answering again is noted once too.
    await places('a').acquire('v3');
    expect(lines[1]).toMatch(/^info The shared PostgreSQL answers again/);
  });
});
