// A sliding-window limit per client key (the hashed address): at most `max` requests in any
// `windowMs`. Kept in memory, per process; keys idle for a whole window are swept away.

export interface RateLimitOptions {
  max: number;
  windowMs?: number;
  now?: () => number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateLimitDecision;
}

export function createRateLimiter({
  max,
  windowMs = 60_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(max) || max < 1)
    throw new Error('The rate limit must be a whole number of at least 1');
  // Per key, the times of its requests within the window, oldest first.
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (time: number) => {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1];
      if (newest === undefined || newest <= time - windowMs) hits.delete(key);
    }
    lastSweep = time;
  };

  return {
    take(key) {
      const time = now();
      if (time - lastSweep >= windowMs) sweep(time);
      const times = hits.get(key) ?? [];
      let expired = 0;
      while (expired < times.length && (times[expired] ?? 0) <= time - windowMs) expired += 1;
      if (expired) times.splice(0, expired);
      const oldest = times[0];
      if (times.length >= max && oldest !== undefined) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
        };
      }
      times.push(time);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}
