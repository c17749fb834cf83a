// The one CSV writer, for the leads export (server/leads) and the SEO tools' downloads (browser):
// RFC 4180 quoting, CRLF line ends, a guard against spreadsheet formula injection, and on request
// a byte-order mark so that Excel reads UTF-8 (₹, Hindi, Tamil).

export type CsvCell = string | number | null | undefined;

/**
 * Text cells a spreadsheet would run as a formula (=, +, - or @ first, or a tab or carriage return
 * before them, which some importers strip) get a leading apostrophe, OWASP's guard: a page title
 * like =HYPERLINK(...) or a lead's name must stay text in Excel, LibreOffice or Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Commas, quotes and line breaks (RFC 4180), and spaces at either end, which some readers trim. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, every row ended by CRLF; `excelBom` starts it with a byte-order mark. */
export function toCsv(rows: readonly (readonly CsvCell[])[], { excelBom = false } = {}): string {
  const text = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return `${excelBom ? '\uFEFF' : ''}${text}\r\n`;
}
