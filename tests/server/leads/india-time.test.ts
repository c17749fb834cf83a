import { describe, expect, it } from 'vitest';
import { formatIndianTime, indianYear, parseIndianDate } from '../../../server/leads/india-time';

describe('India time', () => {
  it('formats a moment as the time in India', () => {
    expect(formatIndianTime(new Date('2026-03-05T09:02:10Z'))).toBe('2026-03-05 14:32:10');
  });

  it('gives the year in India', () => {
    expect(indianYear(new Date('2025-12-31T19:00:00Z'))).toBe(2026);
  });

  it('reads a day as midnight in India and a timestamp as written', () => {
    expect(parseIndianDate('2026-01-01')?.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(parseIndianDate('2026-01-01T10:00:00Z')?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseIndianDate('2026-02-30')).toBeUndefined();
    expect(parseIndianDate('last week')).toBeUndefined();
  });
});
