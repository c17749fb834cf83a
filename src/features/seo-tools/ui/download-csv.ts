// Saves a CSV the SEO tools produced (shared/csv.ts, with its byte-order mark for Excel) as a file
// download, made in the browser from a Blob: nothing goes to a server.
const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_MIME_TYPE }));
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
