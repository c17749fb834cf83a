// Whole numbers grouped the Indian way (1,50,000), by hand rather than with Intl.NumberFormat:
// the first Intl formatter a page builds loads ICU's locale data, about 11 ms of main thread on a
// mid-range phone, and the prices a page hydrates with would pay it (docs/decisions/0013).

/** 150000 → '1,50,000'; rounds as Math.round does; keeps the minus sign (never on zero). */
export function groupDigitsEnIn(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`Not a number to group: ${value}`);
  const digits = String(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}
