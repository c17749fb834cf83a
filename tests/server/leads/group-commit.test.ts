import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../../server/leads/group-commit';

describe('createGroupCommit', () => {
  it('writes a lone call at once and batches the calls that arrive meanwhile', async () => {
    const batches: number[][] = [];
    const write = createGroupCommit<number, number>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return items.map((item) => ({ status: 'fulfilled', value: item * 2 }));
    });
    const results = await Promise.all([1, 2, 3, 4].map(write));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects only the calls whose result failed', async () => {
    const write = createGroupCommit<number, number>(async (items) =>
      items.map((item) =>
        item % 2
          ? { status: 'fulfilled', value: item }
          : { status: 'rejected', reason: new Error(`bad ${item}`) },
      ),
    );
    const outcomes = await Promise.allSettled([1, 2, 3].map(write));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('rejects a whole batch when the write throws, and keeps going afterwards', async () => {
    let fail = true;
    const write = createGroupCommit<number, number>(async (items) => {
      if (fail) throw new Error('disk full');
      return items.map((value) => ({ status: 'fulfilled', value }));
    });
    await expect(write(1)).rejects.toThrow('disk full');
    fail = false;
    await expect(write(2)).resolves.toBe(2);
  });

  it('caps the batch size', async () => {
    const sizes: number[] = [];
    const write = createGroupCommit<number, number>(
      async (items) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return items.map((value) => ({ status: 'fulfilled', value }));
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    expect(Math.max(...sizes)).toBe(3);
    expect(sizes.reduce((a, b) => a + b)).toBe(10);
  });

  it('writes up to maxInFlight batches at once, each call in one batch only', async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const write = createGroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight -= 1;
        return items.map((item) => ({ status: 'fulfilled', value: item * 2 }));
      },
      { maxInFlight: 2 },
    );
    const first = [write(1), write(2)];
    // Arrives while both writes are in flight: waits, then goes in the next batch.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [write(3), write(4)];
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8]);
    expect(mostInFlight).toBe(2);
    expect(batches).toEqual([[1], [2], [3, 4]]);
  });
});
