// Dates as the agency reads them: India Standard Time, UTC+05:30 all year (India has no DST).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar year in India at `now`. */
export const indianYear = (now: Date): number =>
  new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();

/** '2026-03-05 14:32:10': the time in India, for people reading leads. */
export const formatIndianTime = (date: Date): string =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The moment a `--since` value stands for: a date (2026-01-01) is midnight in India on that day; a
 * full ISO timestamp is taken as written. Undefined when it is neither.
 */
export function parseIndianDate(value: string): Date | undefined {
  const text = value.trim();
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dayOnly ? `${text}T00:00:00+05:30` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date rolls 2026-02-30 over to March 2; a day that does not exist is a typo, not a date.
  if (dayOnly && formatIndianTime(date).slice(0, 10) !== text) return undefined;
  return date;
}
