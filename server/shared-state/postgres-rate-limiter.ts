// A request limit counted in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres on the table
// of migration 4, its counts written in groups: grouped-limit-counts.ts), so that every server
// process counts the same visitor's requests together. Its
// insurance is a count in this process's memory: when the database fails or does not answer within
// the pool's deadline, the request is counted there instead (and the fallback logged once), so a
// database outage never holds up or refuses a page.
import type pg from 'pg';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { checkRateLimit, rateLimiterOver, type RateLimiter } from '../rate-limit';
import type { RateLimitOptions } from '../rate-limit';
import type { FallbackNotice } from './fallback-notice';
import { GroupedRateLimiterPostgres } from './grouped-limit-counts';

export const RATE_LIMIT_TABLE = 'shared_rate_limits';

export interface PostgresRateLimiterOptions extends RateLimitOptions {
  pool: pg.Pool;
  /** Keeps this limit's counts apart from the others' ('leads', 'tools'). */
  name: string;
  notice: FallbackNotice;
}

export function createPostgresRateLimiter(options: PostgresRateLimiterOptions): RateLimiter {
  checkRateLimit(options);
  const { pool, name, notice, max, windowMs = 60_000 } = options;
  const duration = windowMs / 1000;
  class Insurance extends RateLimiterMemory {
    override consume(
      key: string | number,
      points?: number,
      consumeOptions?: Record<string, unknown>,
    ): Promise<RateLimiterRes> {
      notice.failed(`the ${name} limit`);
      return super.consume(key, points, consumeOptions);
    }
  }
  const store = new GroupedRateLimiterPostgres({
    storeClient: pool,
    tableName: RATE_LIMIT_TABLE,
    keyPrefix: name,
    points: max,
    duration,
    insuranceLimiter: new Insurance({ points: max, duration }),
  });
  const limiter = rateLimiterOver(store, max);
  return {
    async take(key) {
      const failuresBefore = notice.failures;
      const decision = await limiter.take(key);
      if (notice.failures === failuresBefore) notice.answered();
      return decision;
    },
  };
}
