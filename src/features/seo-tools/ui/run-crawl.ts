// One crawl of the SEO Audit Tool, from the browser: streams the server's events, reports progress
// (pages found and checked, the page limit) and gathers the pages and sitemap, and why the crawl
// stopped early when the server says so (robots.txt could not be read or disallows the start
// page: with no page read, that is the message shown), the pages robots.txt kept it from and the
// images and files it checked. A cancel (the signal aborts) ends it with the pages checked so
// far. Loaded on the first crawl.
import { streamCrawl } from '../api/tools-api-client';
import { MAX_CRAWL_PAGES, type CrawledPage } from '../../../../shared/tools-api-contract';
import type { CrawlOutcome } from './use-site-crawl';
import { sortAddresses } from '../analysis/crawl-addresses';
import type { DisallowedPage } from '../analysis/crawl-finding';
import type { AssetCheck } from '../analysis/crawl-asset-finding';

export interface CrawlProgressCount {
  found: number;
  checked: number;
  limit: number;
}

export type CrawlRun = { ok: true; outcome: CrawlOutcome } | { ok: false; message?: string };

/**
 * The crawled pages to audit: those read as HTML without an error, each once under the address it
 * is (a redirect's target; not an address whose canonical names another page; not a copy by
 * letter case, slash or tracking parameters).
 */
function auditPages(
  pages: CrawledPage[],
  sitemapUrls: string[] | undefined,
): CrawlOutcome['audit'] | undefined {
  const graded = sortAddresses(pages, sitemapUrls).graded;
  const first = graded[0];
  if (first === undefined) return undefined;
  return {
    pages: graded.map((page) => ({ name: page.finalUrl ?? page.url, html: page.html ?? '' })),
    siteOrigin: new URL(first.finalUrl ?? first.url).origin,
  };
}

/** Why no page could be audited, when the start page answered with an error. */
const startFailed = (page: CrawledPage | undefined): string | undefined =>
  page?.error ??
  (page?.status !== undefined && page.status >= 400
    ? `Your start page answered with error ${page.status} instead of a page, so there was nothing to check. Check the address opens in a browser, or start from your home page.`
    : undefined);

const NOTHING_READ =
  'No page of this site could be read as HTML. Check the address, or upload the pages instead.';

export async function runCrawl(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: CrawlProgressCount) => void,
): Promise<CrawlRun> {
  const pages: CrawledPage[] = [];
  let sitemapUrls: string[] | undefined;
  const disallowed: DisallowedPage[] = [];
  let assets: AssetCheck | undefined;
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
        if (event.type === 'assets')
          assets = { checked: event.checked, broken: event.broken, blocked: event.blocked };
        if (event.type === 'disallowed')
          disallowed.push(event.rule ? { url: event.url, rule: event.rule } : { url: event.url });
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
  const audit = auditPages(pages, sitemapUrls);
  if (!audit) return { ok: false, message: stopped ?? startFailed(pages[0]) ?? NOTHING_READ };
  return {
    ok: true,
    outcome: { pages, sitemapUrls, disallowed, assets, incomplete, stopped, audit },
  };
}
