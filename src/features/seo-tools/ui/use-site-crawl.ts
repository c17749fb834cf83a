// Runs a site crawl on our server for the SEO Audit Tool and keeps what the form shows: pages
// found and checked as they arrive, and a Cancel that stops the crawl on the server too (the
// request is closed). Hands the pages and sitemap to `onFinished` at the end, or on cancel with
// the pages checked so far. The crawl code (run-crawl.ts) loads on the first crawl.
import { useCallback, useRef, useState } from 'react';
import type { AuditPageInput } from '../analysis/site-audit';
import type { DisallowedPage } from '../analysis/crawl-finding';
import type { AssetCheck } from '../analysis/crawl-asset-finding';
import type { CrawledPage } from '../../../../shared/tools-api-contract';

export interface CrawlOutcome {
  pages: CrawledPage[];
  /** Undefined when no sitemap could be read. */
  sitemapUrls: string[] | undefined;
  /** The pages robots.txt kept the crawler from, with the line that did. */
  disallowed: DisallowedPage[];
  /** The pages' images, icons, stylesheets and scripts checked, when the crawl got to them. */
  assets?: AssetCheck;
  /** Pages were left when the crawl stopped (the page limit, or a cancel). */
  incomplete: boolean;
  /** Why the crawl stopped early, as the server put it (robots.txt could not be read). */
  stopped?: string;
  /** The pages to grade (read as HTML, each once under the address it is), and the origin. */
  audit: { pages: AuditPageInput[]; siteOrigin: string };
}

/**
 * The page limit shown until the server's start event gives the real one: MAX_CRAWL_PAGES, written
 * out because importing the API contract here would add it to the tool page's first download.
 */
export const FIRST_CRAWL_LIMIT = 500;

export type CrawlState =
  | { status: 'idle' }
  | { status: 'crawling'; found: number; checked: number; limit: number }
  | { status: 'failed'; message: string };

export function useSiteCrawl(onFinished: (outcome: CrawlOutcome) => void) {
  const [state, setState] = useState<CrawlState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback(
    async (url: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'crawling', found: 1, checked: 0, limit: FIRST_CRAWL_LIMIT });
      const run = await import('./run-crawl')
        .then(({ runCrawl }) =>
          runCrawl(url, abort.signal, (count) => setState({ status: 'crawling', ...count })),
        )
        .catch(() => ({
          ok: false as const,
          message: 'The crawl could not start. Check your connection and try again.',
        }));
      if (controller.current !== abort) return;
      controller.current = undefined;
      if (run.ok) {
        setState({ status: 'idle' });
        onFinished(run.outcome);
      } else {
        setState(run.message ? { status: 'failed', message: run.message } : { status: 'idle' });
      }
    },
    [onFinished],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
