// Rupee formatting follows Indian digit grouping and drops paise.
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/format-inr';

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
