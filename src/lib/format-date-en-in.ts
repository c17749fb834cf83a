// Dates as Indian English readers write them ('28 October 2026'), the same on the server and in
// every browser: ISO dates are read in UTC, so no time zone shifts the day. Written by hand rather
// than with Intl.DateTimeFormat, whose first use on a page costs about 11 ms of main thread on a
// mid-range phone (docs/decisions/0013); the test checks it against Intl.

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** '2026-10-28' → '28 October 2026'. */
export function formatDateEnIn(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
