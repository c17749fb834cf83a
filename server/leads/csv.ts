// Writes CSV that spreadsheets read back exactly (RFC 4180 quoting) and cannot be tricked by: a
// cell that Excel, LibreOffice or Google Sheets would run as a formula is prefixed with a quote.

// =, +, - and @ start formulas; a leading tab or carriage return is stripped by some importers,
// which would expose a formula behind it.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: CRLF line ends, with a byte-order mark so Excel reads UTF-8 (Hindi, Tamil, ₹). */
export function toCsv(rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
