// Saves a CSV the SEO tools produced as a file download, made in the browser from a Blob (nothing
// goes to a server). The byte-order mark makes Excel read ₹ and Hindi text as UTF-8.
import { CSV_MIME_TYPE, EXCEL_UTF8_BOM } from '../csv';

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([EXCEL_UTF8_BOM, csv], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "seo-audit-2025-03-14.csv": a dated name, so repeated exports do not overwrite each other. */
export function datedFileName(stem: string): string {
  return `${stem}-${new Date().toISOString().slice(0, 10)}.csv`;
}
