// One crawl of the SEO Audit Tool, from the browser: streams the server's events, reports progress
// (pages found and checked, the page limit) and gathers the pages and sitemap, and why the crawl
// stopped early when the server says so (robots.txt could not be read or disallows the start
// page: with no page read, that is the message shown). A cancel (the signal aborts) ends it with
// the pages checked so far. Loaded on the first crawl.
import { streamCrawl } from '../api/tools-api-client';
import { MAX_CRAWL_PAGES, type CrawledPage } from '../../../../shared/tools-api-contract';
import type { CrawlOutcome } from './use-site-crawl';

export interface CrawlProgressCount {
  found: number;
  checked: number;
  limit: number;
}

export type CrawlRun = { ok: true; outcome: CrawlOutcome } | { ok: false; message?: string };

/**
 * The crawled pages to audit: those read as HTML without an error, each once under its final
 * address (a page reached through a redirect is the page it redirected to).
 */
function auditPages(pages: CrawledPage[]): CrawlOutcome['audit'] | undefined {
  const byAddress = new Map<string, string>();
  for (const page of pages) {
    const address = page.finalUrl ?? page.url;
    if (page.html !== undefined && (page.status ?? 0) < 300 && !byAddress.has(address))
      byAddress.set(address, page.html);
  }
  const first = byAddress.keys().next().value;
  if (first === undefined) return undefined;
  return {
    pages: [...byAddress].map(([name, html]) => ({ name, html })),
    siteOrigin: new URL(first).origin,
  };
}

const NOTHING_READ =
  'No page of this site could be read as HTML. Check the address, or upload the pages instead.';

export async function runCrawl(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: CrawlProgressCount) => void,
): Promise<CrawlRun> {
  const pages: CrawledPage[] = [];
  let sitemapUrls: string[] | undefined;
  let limit = MAX_CRAWL_PAGES;
  let incomplete = false;
  let stopped: string | undefined;
  try {
    const result = await streamCrawl(
      url,
      (event) => {
        if (event.type === 'start') limit = event.maxPages;
        if (event.type === 'sitemap') sitemapUrls = event.urls.length > 0 ? event.urls : undefined;
        if (event.type === 'done') {
          incomplete = event.limitReached;
          stopped = event.stopped;
        }
        if (event.type === 'page') {
          pages.push(event.page);
          onProgress({ found: event.found, checked: event.checked, limit });
        }
      },
      signal,
    );
    if (!result.ok) return { ok: false, message: result.message };
  } catch {
    if (!signal.aborted)
      return {
        ok: false,
        message: 'The crawl could not run. Check your connection and try again.',
      };
    // Cancelled: the pages checked so far still make a report.
    if (pages.length === 0) return { ok: false };
    incomplete = true;
  }
  const audit = auditPages(pages);
  if (!audit) return { ok: false, message: stopped ?? pages[0]?.error ?? NOTHING_READ };
  return { ok: true, outcome: { pages, sitemapUrls, incomplete, stopped, audit } };
}
