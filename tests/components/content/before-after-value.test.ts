import { describe, expect, it } from 'vitest';
import { parseBeforeAfter } from '../../../src/components/content/before-after-value';

describe('parseBeforeAfter', () => {
  it('reads plain counts joined by an arrow', () => {
    expect(parseBeforeAfter('12 → 67')).toEqual({ before: 12, after: 67 });
  });

  it('reads rupee amounts with Indian digit grouping', () => {
    expect(parseBeforeAfter('₹14,800 → ₹6,900')).toEqual({ before: 14800, after: 6900 });
  });

  it('reads pairs joined by "to" and keeps decimals', () => {
    expect(parseBeforeAfter('22% to 48%')).toEqual({ before: 22, after: 48 });
    expect(parseBeforeAfter('5.9 s → 1.8 s')).toEqual({ before: 5.9, after: 1.8 });
    expect(parseBeforeAfter('2.1x to 4.6x')).toEqual({ before: 2.1, after: 4.6 });
  });

  it('scales lakh and crore so mixed scale words compare correctly', () => {
    expect(parseBeforeAfter('₹80,000 → ₹1.2 lakh')).toEqual({ before: 80000, after: 120000 });
    expect(parseBeforeAfter('₹3 lakh → ₹2.4 lakh')).toEqual({ before: 300000, after: 240000 });
  });

  it('gives undefined for figures that are not a like-for-like pair', () => {
    expect(parseBeforeAfter('+240%')).toBeUndefined();
    expect(parseBeforeAfter('1 of 4 → 4 of 4')).toBeUndefined();
    expect(parseBeforeAfter('9% → 44 leads')).toBeUndefined();
    expect(parseBeforeAfter('₹900 → 400')).toBeUndefined();
    expect(parseBeforeAfter('0 → 0')).toBeUndefined();
  });
});
