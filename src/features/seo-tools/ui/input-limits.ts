// Checks what visitors paste or upload into the SEO tools before it goes to the worker: a page's
// HTML must look like HTML and stay under 2 MB (real pages are rarely over 500 KB); reports and
// HAR files may be larger. Messages say what to do instead.

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

/** Why this pasted or uploaded HTML cannot be analysed, or undefined when it can. */
export function htmlProblem(html: string, name = 'The HTML'): string | undefined {
  if (!html.trim()) return `${name} is empty: paste the page's source or upload its .html file.`;
  const bytes = byteSize(html);
  if (bytes > MAX_HTML_BYTES)
    return `${name} is ${formatFileSize(bytes)}; the limit is ${formatFileSize(MAX_HTML_BYTES)} per page. Paste only the page source (Ctrl+U in Chrome, or view-source: before the address on a phone), not a saved "complete" page with its images and scripts inlined.`;
  if (!/<[a-z!]/i.test(html))
    return `${name} has no HTML tags. Paste the page source (Ctrl+U, then Ctrl+A and Ctrl+C; on a phone, view-source: before the address in Chrome, then select all and copy), not the text you see on screen.`;
  return undefined;
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

/** https://example.in from "example.in" or "www.example.in/page"; undefined for anything else. */
export function normaliseUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An address for the server to fetch: what normaliseUrl accepts, or any http(s) address typed in
 * full (the server decides what it may fetch and says why not).
 */
export function fetchableUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return normaliseUrl(trimmed);
  try {
    return new URL(trimmed).href;
  } catch {
    return undefined;
  }
}
