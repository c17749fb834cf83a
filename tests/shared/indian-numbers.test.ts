// Indian digit grouping and rupee amounts, written by hand, must match what Intl writes for en-IN.
import { describe, expect, it } from 'vitest';
import { formatInr, groupDigitsEnIn } from '../../shared/indian-numbers';

const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('groupDigitsEnIn', () => {
  it('leaves numbers under a thousand ungrouped', () => {
    expect(groupDigitsEnIn(0)).toBe('0');
    expect(groupDigitsEnIn(999)).toBe('999');
  });

  it('groups in twos after the first thousand', () => {
    expect(groupDigitsEnIn(1000)).toBe('1,000');
    expect(groupDigitsEnIn(150000)).toBe('1,50,000');
    expect(groupDigitsEnIn(12345678901)).toBe('12,34,56,78,901');
  });

  it('writes what Intl writes for en-IN, across every digit count and sign', () => {
    const values = [0.4, 7, 999.5, -999.5, -1000, 100000, -2500000];
    for (let digits = 1; digits <= 16; digits += 1) {
      values.push(Number('9'.repeat(digits)), Number(`1${'0'.repeat(digits - 1)}`));
      values.push(-Number('4'.repeat(digits)), Number('1234567890123456'.slice(0, digits)));
    }
    for (const value of values.filter((v) => Number.isSafeInteger(Math.round(v)))) {
      expect(groupDigitsEnIn(value), String(value)).toBe(intl.format(Math.round(value)));
    }
  });

  it('never writes a minus sign on zero', () => {
    expect(groupDigitsEnIn(-0.4)).toBe('0');
  });

  it('refuses what it cannot write exactly', () => {
    expect(() => groupDigitsEnIn(Number.NaN)).toThrow(RangeError);
    expect(() => groupDigitsEnIn(Infinity)).toThrow(RangeError);
    expect(() => groupDigitsEnIn(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatInr', () => {
  it('groups thousands the Indian way', () => {
    expect(formatInr(25000)).toBe('₹25,000');
  });

  it('groups lakhs and crores in twos after the first thousand', () => {
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(12500000)).toBe('₹1,25,00,000');
  });

  it('rounds to whole rupees', () => {
    expect(formatInr(999.6)).toBe('₹1,000');
  });

  it('writes what Intl writes for Indian rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 5, 999, 1500, 25000, 99999.4, 150000, 4999000, 12500000, -25000]) {
      expect(formatInr(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
