// The per-visitor request limits (the lead form's 5 a minute, the SEO tools' 20 checks a minute):
// at most `max` requests per key in a fixed window, counted by rate-limiter-flexible (here in the
// process's memory by default; with DATABASE_URL in PostgreSQL, shared-state/postgres-limits.ts),
// answered with the headers: RateLimit-Limit, -Remaining and -Reset on every answer, Retry-After on
// a refusal.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  max: number;
  windowMs?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** For the answer: RateLimit-Limit, -Remaining and -Reset (seconds), and Retry-After if refused. */
  headers: Record<string, string>;
}

export interface RateLimiter {
  take(key: string): Promise<RateLimitDecision>;
}

export function checkRateLimit({ max }: RateLimitOptions): void {
  if (!Number.isInteger(max) || max < 1)
    throw new Error('The rate limit must be a whole number of at least 1');
}

/** The limit counted in this process's memory. */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  checkRateLimit(options);
  const { max, windowMs = 60_000 } = options;
  return rateLimiterOver(new RateLimiterMemory({ points: max, duration: windowMs / 1000 }), max);
}

/** The decisions and headers for a limit of `max` counted by `limiter` (memory or a store). */
export function rateLimiterOver(limiter: RateLimiterAbstract, max: number): RateLimiter {
  const decision = (allowed: boolean, count: RateLimiterRes): RateLimitDecision => {
    const reset = String(Math.max(1, Math.ceil(count.msBeforeNext / 1000)));
    const headers: Record<string, string> = {
      'ratelimit-limit': String(max),
      'ratelimit-remaining': String(count.remainingPoints),
      'ratelimit-reset': reset,
    };
    return { allowed, headers: allowed ? headers : { ...headers, 'retry-after': reset } };
  };
  return {
    // A refusal rejects with the count; anything else it rejects with is a failure of the store.
    take: (key) =>
      limiter.consume(key).then(
        (count) => decision(true, count),
        (refusal: unknown) => {
          if (refusal instanceof RateLimiterRes) return decision(false, refusal);
          throw refusal;
        },
      ),
  };
}
