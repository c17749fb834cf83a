// The per-visitor request limit: a fixed window per key (rate-limiter-flexible in memory), and the
// headers each answer carries, Retry-After when refused. The clock is Vitest's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../server/rate-limit';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createRateLimiter', () => {
  it('allows max requests per window per key, then says when to retry', async () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i += 1) {
      expect((await limiter.take('a')).allowed).toBe(true);
      vi.advanceTimersByTime(1_000);
    }
    expect(await limiter.take('a')).toEqual({
      allowed: false,
      headers: {
        'ratelimit-limit': '5',
        'ratelimit-remaining': '0',
        'ratelimit-reset': '55',
        'retry-after': '55',
      },
    });
    expect((await limiter.take('b')).allowed).toBe(true);
  });

  it('counts down the remaining requests in the RateLimit headers', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect((await limiter.take('a')).headers).toEqual({
      'ratelimit-limit': '2',
      'ratelimit-remaining': '1',
      'ratelimit-reset': '60',
    });
    vi.advanceTimersByTime(30_500);
    expect((await limiter.take('a')).headers).toMatchObject({
      'ratelimit-remaining': '0',
      'ratelimit-reset': '30',
    });
  });

  it('starts a new window a whole window after the first request of the last one', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 });
    await limiter.take('a');
    vi.advanceTimersByTime(5_000);
    await limiter.take('a');
    vi.advanceTimersByTime(4_999);
    expect((await limiter.take('a')).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('does not let refused requests push the window back', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 });
    await limiter.take('a');
    for (let i = 0; i < 10; i += 1) await limiter.take('a');
    vi.advanceTimersByTime(1_000);
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('refuses a limit below one', () => {
    expect(() => createRateLimiter({ max: 0 })).toThrow(/at least 1/);
  });
});
