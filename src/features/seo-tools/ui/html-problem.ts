// Checks pasted or uploaded HTML before it goes to the worker: not empty, under the size limit,
// and HTML rather than the text seen on screen. Messages say what to do instead.
import { MAX_HTML_BYTES, byteSize, formatFileSize } from './input-limits';

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
