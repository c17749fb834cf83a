// CSV export shared by the audit and keyword tools: RFC 4180 quoting, CRLF line ends, and a guard
// against spreadsheet formula injection from text copied out of untrusted pages.

export type CsvCell = string | number | boolean | null | undefined;

/** Prepend to the file text so Excel reads UTF-8 (₹, Hindi) correctly; other programs ignore it. */
export const EXCEL_UTF8_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before them)
 * get a leading apostrophe, the OWASP-recommended guard: a page title like =HYPERLINK(...) must
 * stay text when a visitor opens the export in Excel or Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  const guarded = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n';
}
