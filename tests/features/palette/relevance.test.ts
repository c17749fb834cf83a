// Relevance of the palette scorer on the checked-in list of realistic queries: the page a person
// expects must come first for at least 90% of them and within the top three for all of them.
import { describe, expect, it } from 'vitest';
import { paletteEntries } from '../../../src/features/palette/palette-entries';
import { search } from '../../../src/features/palette/scorer';
import { prepareEntries } from '../../../src/features/palette/word-index';
import { relevanceQueries } from './relevance-queries';

const index = prepareEntries(paletteEntries);
const rankOf = (query: string, expected: string): number =>
  search(index, query).findIndex((result) => result.entry.id === expected);

describe('relevance list', () => {
  it('has at least 40 queries, each expecting an entry that exists', () => {
    const ids = new Set(paletteEntries.map((entry) => entry.id));
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    expect(relevanceQueries.filter(({ expected }) => !ids.has(expected))).toEqual([]);
  });

  it('puts the expected entry first for at least 90% of queries', () => {
    const firsts = relevanceQueries.filter(({ query, expected }) => rankOf(query, expected) === 0);
    expect(firsts.length / relevanceQueries.length).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the expected entry in the top three for every query', () => {
    const misses = relevanceQueries
      .map(({ query, expected }) => ({ query, expected, rank: rankOf(query, expected) }))
      .filter(({ rank }) => rank < 0 || rank > 2);
    expect(misses).toEqual([]);
  });
});
