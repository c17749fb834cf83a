// The routing test's job pool: bounded concurrency, every item done once, results in input order.
import { describe, expect, it } from 'vitest';
import { runPool } from '../../src/lib/run-pool';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPool', () => {
  it('never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    await runPool(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async (item) => {
        running += 1;
        peak = Math.max(peak, running);
        await tick(item % 4);
        running -= 1;
      },
    );
    expect(peak).toBe(3);
  });

  it('returns results in the order of the items, however the jobs finish', async () => {
    const results = await runPool([30, 5, 15, 0], 4, async (ms) => {
      await tick(ms);
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 30, 0]);
  });

  it('reports each result once, with its index, as it arrives', async () => {
    const seen: [string, number][] = [];
    await runPool(
      ['a', 'b', 'c'],
      2,
      async (item) => item.toUpperCase(),
      (result, index) => {
        seen.push([result, index]);
      },
    );
    expect(seen.sort()).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
  });

  it('finishes at once with nothing to do', async () => {
    expect(await runPool([], 4, async () => 1)).toEqual([]);
  });

  it('refuses a limit below one', async () => {
    await expect(runPool([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
