// Runs a site crawl on our server for the SEO Audit Tool and keeps what the form shows: pages
// found and checked as they arrive, and a Cancel that stops the crawl on the server too (the
// request is closed). Hands the pages and sitemap to `onFinished` at the end, or on cancel with
// the pages checked so far. The client code loads on the first crawl.
import { useCallback, useRef, useState } from 'react';
import type { CrawledPage } from '../tools-api-contract';

export interface CrawlOutcome {
  pages: CrawledPage[];
  /** Undefined when no sitemap could be read. */
  sitemapUrls: string[] | undefined;
  /** Pages were left when the crawl stopped (the page limit, or a cancel). */
  incomplete: boolean;
}

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
      const pages: CrawledPage[] = [];
      let sitemapUrls: string[] | undefined;
      let incomplete = false;
      setState({ status: 'crawling', found: 1, checked: 0, limit: 100 });
      const finish = () => {
        if (controller.current === abort) controller.current = undefined;
        setState({ status: 'idle' });
        onFinished({ pages, sitemapUrls, incomplete });
      };
      try {
        const { streamCrawl } = await import('../tools-api-client');
        const result = await streamCrawl(
          url,
          (event) => {
            if (event.type === 'start')
              setState({ status: 'crawling', found: 1, checked: 0, limit: event.maxPages });
            if (event.type === 'sitemap')
              sitemapUrls = event.urls.length > 0 ? event.urls : undefined;
            if (event.type === 'done') incomplete = event.limitReached;
            if (event.type === 'page') {
              pages.push(event.page);
              setState((current) =>
                current.status === 'crawling'
                  ? { ...current, found: event.found, checked: event.checked }
                  : current,
              );
            }
          },
          abort.signal,
        );
        if (result.ok) finish();
        else setState({ status: 'failed', message: result.message });
      } catch {
        if (!abort.signal.aborted) {
          setState({
            status: 'failed',
            message: 'The crawl could not start. Check your connection and try again.',
          });
        } else if (pages.length > 0) {
          incomplete = true;
          finish();
        } else {
          setState({ status: 'idle' });
        }
      }
    },
    [onFinished],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
