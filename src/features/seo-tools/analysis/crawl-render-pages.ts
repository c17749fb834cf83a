// Which of a crawl's pages our server draws in Chromium to count their words after rendering: the
// first few the analyzer found drawn by JavaScript, since each holds the server's one browser for
// seconds.
import type { AuditedPage } from './site-audit';

/** Pages of a crawl drawn on our server at most. */
export const RENDERED_CRAWL_PAGES = 3;

/** The names of the first `max` pages found drawn by JavaScript, in crawl order. */
export function pagesToRender(pages: AuditedPage[], max = RENDERED_CRAWL_PAGES): Set<string> {
  return new Set(
    pages
      .filter((page) => page.report.findings.some((item) => item.id === 'rendering'))
      .slice(0, max)
      .map((page) => page.name),
  );
}
