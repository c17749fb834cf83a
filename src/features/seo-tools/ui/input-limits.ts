// The size limits of what visitors paste or upload into the SEO tools, and the reading of a chosen
// file within them: a page's HTML stays under 2 MB (real pages are rarely over 500 KB); reports
// and HAR files may be larger. What the HTML must look like is html-problem.ts; typed addresses,
// typed-address.ts (kept apart so the page speed tool's first load carries neither).

export const MAX_HTML_BYTES = 2 * 1024 * 1024;
export const MAX_REPORT_BYTES = 40 * 1024 * 1024;
export const HTML_FILE_TYPES = '.html,.htm,text/html';

export type ReadResult = { ok: true; text: string } | { ok: false; message: string };

export const byteSize = (text: string): number => new Blob([text]).size;

/**
 * "2.1 MB", "14 KB", rounded up so a file just over a limit never reads as equal to it. Like
 * formatBytes in performance-summary.ts, which the form chunks do not import because it would bring
 * that module's resource-type tables along.
 */
export function formatFileSize(bytes: number): string {
  const units = (size: number) => Math.ceil(bytes / size - 1e-9);
  if (bytes < 1024 * 1024) return `${Math.max(1, units(1024))} KB`;
  return `${(units((1024 * 1024) / 10) / 10).toFixed(1)} MB`;
}

/** Reads a chosen file as text, refusing files over `maxBytes` before reading them. */
export async function readTextFile(file: File, maxBytes: number): Promise<ReadResult> {
  if (file.size > maxBytes)
    return {
      ok: false,
      message: `"${file.name}" is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`,
    };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: `"${file.name}" could not be read. Choose the file again.` };
  }
}
