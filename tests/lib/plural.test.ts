import { describe, expect, it } from 'vitest';
import { plural } from '../../src/lib/plural';

describe('plural', () => {
  it.each([
    [1, 'page', undefined, '1 page'],
    [0, 'page', undefined, '0 pages'],
    [3, 'site-wide issue', undefined, '3 site-wide issues'],
    [2, 'child', 'children', '2 children'],
    [120000, 'page', undefined, '1,20,000 pages'],
  ])('plural(%i, %s) reads as expected', (count, one, many, expected) => {
    expect(plural(count, one, many)).toBe(expected);
  });
});
