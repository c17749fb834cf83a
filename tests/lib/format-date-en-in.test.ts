// Dates on posts and policies read the Indian English way and never shift by a day.
import { describe, expect, it } from 'vitest';
import { formatDateEnIn } from '../../src/lib/format-date-en-in';

describe('formatDateEnIn', () => {
  it('writes the day before the month, with the month in full', () => {
    expect(formatDateEnIn('2026-10-28')).toBe('28 October 2026');
  });

  it('keeps the calendar day of the ISO date whatever the time zone', () => {
    expect(formatDateEnIn('2026-01-01')).toBe('1 January 2026');
    expect(formatDateEnIn('2026-12-31')).toBe('31 December 2026');
  });

  it('rejects text that is not a date', () => {
    expect(() => formatDateEnIn('yesterday')).toThrow(RangeError);
  });

  it('writes what Intl writes for en-IN on every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatDateEnIn(iso), iso).toBe(intl.format(date));
    }
  });
});
