// A fractional rating fills its last star partly: 4.8 shows four full stars and one at 80%, never
// five full ones above a "4.8 out of 5" average.
import { describe, expect, it } from 'vitest';
import { starFill } from '../../../src/components/content/star-rating';

describe('star fill', () => {
  it('fills whole stars up to the rating and part of the next', () => {
    const fills = [0, 1, 2, 3, 4].map((index) => starFill(4.8, index));
    expect(fills.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(fills[4]).toBeCloseTo(0.8);
  });

  it('leaves stars past the rating empty', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(3, index))).toEqual([1, 1, 1, 0, 0]);
  });
});
