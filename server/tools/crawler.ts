// The site crawl behind the SEO Audit Tool, as a stream of events: the start page, robots.txt
// (honoured: disallowed pages are not fetched), the sitemaps it names or /sitemap.xml (and the
// sitemaps of a sitemap index), then same-host links breadth-first, a few pages at a time, up to
// `maxPages`, starting no page after a deadline (3 minutes). Stops as soon as `signal` aborts (the
// visitor cancelled or left).
import robotsParser from 'robots-parser';
import type { CrawlEvent, CrawledPage } from '../../src/features/seo-tools/tools-api-contract';
import type { FetchResult, PageFetcher } from './page-fetcher';
import { headerSaysNoindex, readPageLinks } from './page-links';
import { readSitemap } from './sitemap-reader';
import { ROBOTS_AGENT } from './user-agent';

export interface CrawlOptions {
  fetcher: Pick<PageFetcher, 'fetch'>;
  maxPages: number;
  signal: AbortSignal;
  /** Pages fetched at once (default 4). */
  concurrency?: number;
  /** No new page is started after this long (default 3 minutes); the crawl then ends as cut short. */
  deadlineMs?: number;
}

export const CRAWL_DEADLINE_MS = 180_000;

export const MAX_SITEMAP_FILES = 10;
export const MAX_SITEMAP_URLS = 2_000;

/** Files the crawl does not fetch as pages: they are never HTML. */
const NOT_PAGES =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|css|js|mjs|json|xml|txt|zip|gz|rar|7z|mp3|mp4|webm|mov|avi|woff2?|ttf|otf|eot|docx?|xlsx?|pptx?|csv|exe|dmg|apk)$/i;

/** `keep` says which links count: those to the crawled site. */
function toPage(
  url: string,
  result: FetchResult,
  keep: (link: string, finalUrl: string) => boolean,
): CrawledPage {
  if (!result.ok)
    return { url, redirects: result.redirects, noindex: false, links: [], error: result.reason };
  const page: CrawledPage = {
    url,
    finalUrl: result.finalUrl,
    status: result.status,
    responseMs: result.responseMs,
    redirects: result.redirects,
    headers: result.headers,
    noindex: headerSaysNoindex(result.headers['x-robots-tag']),
    links: [],
    skipped: result.skipped,
  };
  if (result.body !== undefined) {
    const read = readPageLinks(result.body, result.finalUrl);
    page.title = read.title;
    page.noindex ||= read.noindex;
    page.links = read.links.filter((link) => keep(link, result.finalUrl));
    page.html = result.body;
  }
  return page;
}

async function readSitemaps(
  fetcher: CrawlOptions['fetcher'],
  first: string[],
  signal: AbortSignal,
): Promise<Extract<CrawlEvent, { type: 'sitemap' }>> {
  const files: { url: string; pages: number; error?: string }[] = [];
  const urls = new Set<string>();
  const queue = [...first];
  const seen = new Set(queue);
  while (queue.length > 0 && files.length < MAX_SITEMAP_FILES && urls.size < MAX_SITEMAP_URLS) {
    const url = queue.shift() as string;
    const result = await fetcher.fetch(url, 'sitemap', signal);
    if (!result.ok || result.body === undefined || result.status >= 400) {
      const error = !result.ok ? result.reason : (result.skipped ?? `HTTP ${result.status}`);
      files.push({ url, pages: 0, error });
      continue;
    }
    const content = readSitemap(result.body);
    if (content.kind === 'index') {
      for (const child of content.locations.filter((location) => !seen.has(location))) {
        seen.add(child);
        queue.push(child);
      }
      files.push({ url, pages: 0 });
    } else {
      for (const location of content.locations.slice(0, MAX_SITEMAP_URLS - urls.size))
        urls.add(location);
      files.push({ url, pages: content.locations.length });
    }
  }
  return { type: 'sitemap', files, urls: [...urls] };
}

const sameOrigin = (url: string, other: string): boolean =>
  new URL(url).origin === new URL(other).origin;

export async function* crawlSite(
  startUrl: string,
  options: CrawlOptions,
): AsyncGenerator<CrawlEvent> {
  const { fetcher, maxPages, signal } = options;
  const concurrency = options.concurrency ?? 4;
  const deadline = Date.now() + (options.deadlineMs ?? CRAWL_DEADLINE_MS);
  yield { type: 'start', url: startUrl, maxPages };

  const seen = new Set<string>([startUrl]);
  let checked = 0;
  const startResult = await fetcher.fetch(startUrl, 'html', signal);
  const startPage = toPage(startUrl, startResult, sameOrigin);
  checked += 1;
  if (startPage.finalUrl) seen.add(startPage.finalUrl);
  yield { type: 'page', page: startPage, found: seen.size, checked };
  if (!startPage.finalUrl) {
    yield { type: 'done', found: seen.size, checked, limitReached: false };
    return;
  }

  const origin = new URL(startPage.finalUrl);
  const sameSite = (url: string): boolean => sameOrigin(url, origin.href);
  const robotsUrl = new URL('/robots.txt', origin).href;
  const robotsResult = await fetcher.fetch(robotsUrl, 'robots', signal);
  const robotsFound =
    robotsResult.ok && robotsResult.status < 400 && robotsResult.body !== undefined;
  const robots = robotsParser(robotsUrl, robotsFound ? (robotsResult.body ?? '') : '');
  const robotsSitemaps = robots.getSitemaps();
  yield { type: 'robots', url: robotsUrl, found: robotsFound, sitemaps: robotsSitemaps };

  const sitemap = await readSitemaps(
    fetcher,
    robotsSitemaps.length > 0 ? robotsSitemaps : [new URL('/sitemap.xml', origin).href],
    signal,
  );
  yield sitemap;

  const queue: string[] = [];
  const enqueue = (url: string) => {
    if (seen.has(url) || !sameSite(url) || NOT_PAGES.test(new URL(url).pathname)) return;
    seen.add(url);
    queue.push(url);
  };
  startPage.links.filter(sameSite).forEach(enqueue);
  sitemap.urls.forEach(enqueue);

  while (queue.length > 0 && checked < maxPages && !signal.aborted && Date.now() < deadline) {
    const batch: string[] = [];
    while (batch.length < Math.min(concurrency, maxPages - checked) && queue.length > 0) {
      const url = queue.shift() as string;
      if (robots.isAllowed(url, ROBOTS_AGENT) === false) {
        yield { type: 'disallowed', url };
        continue;
      }
      batch.push(url);
    }
    const pages = await Promise.all(
      batch.map(async (url) => toPage(url, await fetcher.fetch(url, 'html', signal), sameSite)),
    );
    for (const page of pages) {
      checked += 1;
      if (page.finalUrl && page.finalUrl !== page.url) seen.add(page.finalUrl);
      page.links.forEach(enqueue);
      yield { type: 'page', page, found: seen.size, checked };
    }
  }
  yield { type: 'done', found: seen.size, checked, limitReached: queue.length > 0 };
}
