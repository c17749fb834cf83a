// Numbers as Indian readers write them: digits grouped the Indian way (1,50,000) and whole-rupee
// amounts (₹1,50,000), the strings Intl writes for en-IN, written by hand: the first Intl
// formatter a page builds loads ICU's locale data, about 11 ms of main thread on a mid-range phone,
// and the prices a page hydrates with would pay it (docs/decisions/0013). One module, so the
// pages that show prices load one small chunk for both.

/** 150000 → '1,50,000'; rounds as Math.round does; keeps the minus sign (never on zero). */
export function groupDigitsEnIn(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`Not a whole number: ${value}`);
  // A comma after every digit followed by pairs of digits and then the last three.
  return String(rounded).replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
}

/** A whole-rupee amount, e.g. 25000 → '₹25,000' and 150000 → '₹1,50,000'. */
export function formatInr(amount: number): string {
  return groupDigitsEnIn(amount).replace(/^-?/, '$&₹');
}
