// Dates as Indian English readers write them ('28 October 2026'), the same on the server and in
// every browser: ISO dates are read and formatted in UTC, so no time zone shifts the day.

const formatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-10-28' → '28 October 2026'. */
export function formatDateEnIn(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  return formatter.format(date);
}
