// The arithmetic of counting many requests in one statement: a key written once with all its
// requests' points, keys in one order for every process, and each request's count as if the
// requests had been counted one after another.
import { describe, expect, it } from 'vitest';
import {
  countsInOrder,
  groupRows,
  type CountRequest,
} from '../../../server/shared-state/grouped-limit-counts';

const request = (key: string, points = 1, newExpire: number | null = 60_000): CountRequest => ({
  key,
  points,
  newExpire,
});

describe('grouped limit counts', () => {
  it('writes each key once, with the points of all its requests and its first window', () => {
    expect(
      groupRows([request('b', 1, 100), request('a', 2, 200), request('b', 3, 300), request('c')]),
    ).toEqual([
      { key: 'a', points: 2, newExpire: 200 },
      { key: 'b', points: 4, newExpire: 100 },
      { key: 'c', points: 1, newExpire: 60_000 },
    ]);
  });

  it('orders keys the same way whatever order they arrive in', () => {
    const keys = (requests: CountRequest[]) => groupRows(requests).map((row) => row.key);
    expect(keys([request('leads:z'), request('leads:a'), request('leads:m')])).toEqual(
      keys([request('leads:m'), request('leads:z'), request('leads:a')]),
    );
  });

  it('gives each request the count it would have had alone, in the order they came', () => {
    // Key a had 2 before the statement; its three requests add 1, 2 and 1 (total 6).
    const requests = [request('a'), request('b'), request('a', 2), request('a')];
    expect(
      countsInOrder(
        requests,
        new Map([
          ['a', 6],
          ['b', 1],
        ]),
      ),
    ).toEqual([3, 1, 5, 6]);
  });

  it('refuses to guess a count the statement did not return', () => {
    expect(() => countsInOrder([request('a')], new Map())).toThrow('The count for a');
  });
});
