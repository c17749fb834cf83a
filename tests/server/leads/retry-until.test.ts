// Retrying one piece of work until it succeeds or its time is up: how the outbox worker records a
// delivery's outcome through a database outage.
import { describe, expect, it } from 'vitest';
import { retryUntil } from '../../../server/leads/retry-until';

/** Work that fails `failures` times, then answers 'done'; `calls` holds when each try began. */
function failing(failures: number) {
  const calls: number[] = [];
  const work = () => {
    calls.push(performance.now());
    return calls.length > failures
      ? Promise.resolve('done')
      : Promise.reject(new Error(`failure ${calls.length}`));
  };
  return { work, calls };
}

const never = new AbortController().signal;

describe('retryUntil', () => {
  it('answers at once when the first try succeeds, telling nobody of a failure', async () => {
    const { work, calls } = failing(0);
    const told: unknown[] = [];
    const options = { until: performance.now() + 1_000, signal: never };
    expect(await retryUntil(work, { ...options, onFirstFailure: (e) => told.push(e) })).toBe(
      'done',
    );
    expect(calls).toHaveLength(1);
    expect(told).toEqual([]);
  });

  it('tries again after pauses that double, telling of the first failure once', async () => {
    const { work, calls } = failing(3);
    const told: unknown[] = [];
    const result = await retryUntil(work, {
      until: performance.now() + 5_000,
      signal: never,
      firstDelayMs: 40,
      maxDelayMs: 100,
      onFirstFailure: (error) => told.push(error),
    });
    expect(result).toBe('done');
    expect(calls).toHaveLength(4);
    expect(told.map((error) => (error as Error).message)).toEqual(['failure 1']);
    const pauses = calls.slice(1).map((at, i) => at - calls[i]!);
    // 40, 80, then 100 (the cap); timers fire no earlier than asked.
    expect(pauses[0]).toBeGreaterThanOrEqual(39);
    expect(pauses[1]).toBeGreaterThanOrEqual(79);
    expect(pauses[2]).toBeGreaterThanOrEqual(99);
    expect(pauses[2]).toBeLessThan(1_000);
  });

  it('rejects with the last error once its time is up, after a last try as it ends', async () => {
    const { work, calls } = failing(Infinity);
    const started = performance.now();
    await expect(
      retryUntil(work, { until: started + 250, signal: never, firstDelayMs: 100 }),
    ).rejects.toThrow('failure 3');
    // Tries at 0 and 100 ms, then the last one at 250 ms rather than at 300.
    expect(calls).toHaveLength(3);
    expect(calls[2]! - started).toBeGreaterThanOrEqual(249);
  });

  it('stops as soon as it is aborted, after one try', async () => {
    const { work, calls } = failing(Infinity);
    const stop = new AbortController();
    const started = performance.now();
    setTimeout(() => stop.abort(), 50);
    await expect(
      retryUntil(work, { until: started + 10_000, signal: stop.signal, firstDelayMs: 5_000 }),
    ).rejects.toThrow('failure 1');
    expect(calls).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
