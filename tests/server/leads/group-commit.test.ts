import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../../server/leads/group-commit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createGroupCommit', () => {
  it('writes the calls of one turn together, and those made during a write as the next batch', async () => {
    const batches: number[][] = [];
    const write = createGroupCommit<number, number>(async (items) => {
      batches.push(items);
      await sleep(10);
      return items.map((item) => ({ status: 'fulfilled', value: item * 2 }));
    });
    const first = [1, 2].map(write);
    await sleep(1);
    const later = [3, 4, 5].map(write);
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('starts a lone call’s write at the end of the turn it was made in', async () => {
    let started = false;
    const write = createGroupCommit<number, number>(async (items) => {
      started = true;
      return items.map((value) => ({ status: 'fulfilled', value }));
    });
    const result = write(1);
    expect(started).toBe(false);
    await endOfTurn();
    expect(started).toBe(true);
    expect(await result).toBe(1);
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
        await sleep(10);
        inFlight -= 1;
        return items.map((item) => ({ status: 'fulfilled', value: item * 2 }));
      },
      { maxInFlight: 2 },
    );
    // Two turns, two batches written at once.
    const first = [write(1)];
    await endOfTurn();
    first.push(write(2));
    // Arrives while both writes are in flight: waits, then goes in the next batch.
    await sleep(1);
    const later = [write(3), write(4)];
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8]);
    expect(mostInFlight).toBe(2);
    expect(batches).toEqual([[1], [2], [3, 4]]);
  });
});
