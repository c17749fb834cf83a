// The lead and tools limits counted in PostgreSQL in groups (grouped-limit-counts.ts), on a
// throwaway server: requests arriving together are counted by fewer statements than requests, yet
// each visitor gets exactly the limit, each answer its own count, and two processes' limiters count
// one visitor together. A window that has ended starts again. In CI it always runs; elsewhere only
// with PostgreSQL installed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import type { RateLimitDecision } from '../../../server/rate-limit';
import { createFallbackNotice } from '../../../server/shared-state/fallback-notice';
import { createPostgresRateLimiter } from '../../../server/shared-state/postgres-rate-limiter';
import { sharedPostgresServer, shouldRunPostgresTests } from '../leads/postgres-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(shouldRunPostgresTests() ? describe : describe.skip)('limits counted in groups', () => {
  const pools: pg.Pool[] = [];
  const lines: string[] = [];
  const notice = createFallbackNotice({
    warn: (line) => lines.push(line),
    info: (line) => lines.push(line),
  });
  let statements = 0;

  beforeAll(async () => {
    const databaseUrl = await (await sharedPostgresServer()).createDatabase();
    // The tables come from the lead database's migrations, as at a server's start.
    await (await openLeadDatabase({ dataDir: 'unused', databaseUrl })).close();
    for (let i = 0; i < 2; i += 1) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
      const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
      (pool as unknown as { query: typeof query }).query = (...args) => {
        statements += 1;
        return query(...args);
      };
      pools.push(pool);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  }, 60_000);

  const limiter = (pool: pg.Pool, windowMs = 60_000) =>
    createPostgresRateLimiter({ pool, name: 'grouped', notice, max: 5, windowMs });
  const allowed = (decisions: RateLimitDecision[]) => decisions.map((decision) => decision.allowed);
  /** Five allowed, then refused: the limit's answers to one visitor's six requests. */
  const FIVE_OF_SIX = [true, true, true, true, true, false];
  const remaining = (decisions: RateLimitDecision[]) =>
    decisions
      .filter((decision) => decision.allowed)
      .map((decision) => decision.headers['ratelimit-remaining'])
      .sort();

  it('counts twelve requests sent at once in fewer statements, allowing exactly five', async () => {
    const limit = limiter(pools[0]!);
    statements = 0;
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, i) => limit.take(i % 2 ? 'visitor-1' : 'visitor-2')),
    );
    expect(statements).toBeLessThan(12);
    for (const visitor of [0, 1]) {
      const own = decisions.filter((_, i) => i % 2 === visitor);
      expect(allowed(own)).toEqual(FIVE_OF_SIX);
      expect(remaining(own)).toEqual(['0', '1', '2', '3', '4']);
      expect(Number(own[5]?.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(lines).toEqual([]);
  });

  it('counts one visitor together across two processes’ limiters', async () => {
    const [first, second] = [limiter(pools[0]!), limiter(pools[1]!)];
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).take('visitor-3')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(remaining(decisions)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('starts a visitor’s count again once the window has ended', async () => {
    const limit = limiter(pools[0]!, 1_000);
    const first = await Promise.all(Array.from({ length: 6 }, () => limit.take('visitor-4')));
    expect(allowed(first)).toEqual(FIVE_OF_SIX);
    await sleep(1_100);
    const again = await Promise.all([limit.take('visitor-4'), limit.take('visitor-4')]);
    expect(again.map((decision) => decision.headers['ratelimit-remaining'])).toEqual(['4', '3']);
  });
});
