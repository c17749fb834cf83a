import { describe, expect, it } from 'vitest';
import { toE164 } from '../../../server/leads/phone-number';

describe('toE164 (the server phone rule)', () => {
  it.each([
    ['98450 12345', '+919845012345'],
    ['098450-12345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['0091 98450 12345', '+919845012345'],
    ['(0124) 400 5500', '+911244005500'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
    ['+971 50 123 4567', '+971501234567'],
  ])('stores %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([['12345'], ['+1 555 0100'], ['0000000000'], ['+44 12'], ['call me'], ['']])(
    'refuses %s',
    (input) => {
      expect(toE164(input)).toBeUndefined();
    },
  );
});
