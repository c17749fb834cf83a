// The speed-test reports in the database (PGlite here): kept until their day is over, replaced by
// a newer report, and a database that fails is a cache miss, never an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/leads/db';
import { createFallbackNotice } from '../../../server/shared-state/fallback-notice';
import { createPostgresSpeedCache } from '../../../server/shared-state/postgres-speed-cache';
import { memoryDatabase } from './pglite-queryable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lines: string[] = [];
const notice = createFallbackNotice({
  warn: (line) => lines.push(line),
  info: (line) => lines.push(line),
});

let db: Database;
beforeAll(async () => {
  db = await memoryDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('the speed-test cache in the database', () => {
  it('answers a report until it expires, the newest one for a key', async () => {
    const cache = createPostgresSpeedCache(db, notice, 300);
    expect(await cache.get('mobile https://example.com/')).toBeUndefined();
    await cache.set('mobile https://example.com/', '{"v":1}');
    await cache.set('mobile https://example.com/', '{"v":2}');
    // Another process's cache on the same table sees it.
    expect(await createPostgresSpeedCache(db, notice).get('mobile https://example.com/')).toBe(
      '{"v":2}',
    );
    await sleep(400);
    expect(await cache.get('mobile https://example.com/')).toBeUndefined();
  });

  it('misses, and keeps nothing, when the database fails', async () => {
    const failing = () => Promise.reject(new Error('connection refused'));
    const cache = createPostgresSpeedCache({ query: failing }, notice);
    await expect(cache.set('desktop https://example.com/', '{}')).resolves.toBeUndefined();
    await expect(cache.get('desktop https://example.com/')).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
  });
});
