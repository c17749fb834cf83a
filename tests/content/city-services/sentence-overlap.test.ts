// Unit tests for the sentence helpers behind the city service page overlap rule.
import { describe, expect, it } from 'vitest';
import {
  collectStrings,
  normaliseSentence,
  pairwiseOverlaps,
  sentenceOverlap,
  splitSentences,
} from '../../../src/content/city-services/sentence-overlap';

describe('sentence overlap helpers', () => {
  it('normalises sentences to lowercase words without punctuation', () => {
    expect(normaliseSentence('  Retainers start at ₹25,000 a month!  ')).toBe(
      'retainers start at 25 000 a month',
    );
  });

  it('splits on sentence ends but keeps decimals and rupee amounts whole', () => {
    expect(splitSentences('CTR rose 4.5% in May. ₹1.2 lakh went to search. Why? Intent.')).toEqual([
      'ctr rose 4 5 in may',
      '1 2 lakh went to search',
      'why',
      'intent',
    ]);
  });

  it('collects every string nested in objects and arrays', () => {
    expect(collectStrings({ a: 'one', b: [{ c: 'two' }, 'three'], d: 4 })).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('measures shared sentences against the smaller page', () => {
    const a = { id: 'a', sentences: new Set(['x', 'y', 'z', 'w']) };
    const b = { id: 'b', sentences: new Set(['x', 'q']) };
    expect(sentenceOverlap(a, b)).toEqual({ a: 'a', b: 'b', shared: 1, ratio: 0.5 });
  });

  it('lists every pair with the most similar first', () => {
    const pages = [
      { id: 'a', sentences: new Set(['x', 'y']) },
      { id: 'b', sentences: new Set(['x', 'y']) },
      { id: 'c', sentences: new Set(['z']) },
    ];
    expect(pairwiseOverlaps(pages).map(({ a, b, ratio }) => [a, b, ratio])).toEqual([
      ['a', 'b', 1],
      ['a', 'c', 0],
      ['b', 'c', 0],
    ]);
  });
});
