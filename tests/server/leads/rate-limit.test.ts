import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/leads/rate-limit';

describe('createRateLimiter', () => {
  it('allows max requests per window per key, then says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.take('a').allowed).toBe(true);
      now += 1_000;
    }
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('slides: a request is allowed again once the oldest leaves the window', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => now });
    limiter.take('a');
    now = 5_000;
    limiter.take('a');
    now = 9_999;
    expect(limiter.take('a').allowed).toBe(false);
    now = 10_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('does not count refused requests against the key', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: () => now });
    limiter.take('a');
    for (let i = 0; i < 10; i += 1) limiter.take('a');
    now = 1_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('refuses a limit below one', () => {
    expect(() => createRateLimiter({ max: 0 })).toThrow(/at least 1/);
  });
});
