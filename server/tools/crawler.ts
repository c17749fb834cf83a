// The site crawl behind the SEO Audit Tool, as a stream of events: robots.txt first (read as
// Google reads it, robots-rules.ts: disallowed pages are not fetched, and when it cannot be read
// nothing is), the start page (and the robots.txt of the origin it leads to, when another), the
// sitemaps robots.txt names or /sitemap.xml (sitemap-files.ts), then same-host links
// breadth-first, a few pages at a time, up to `maxPages`, starting no page after a deadline (3
// minutes). A page robots.txt disallows is reported once, when found, with the line that
// disallows it, and never counted as found. Then the pages' same-site images, icons, stylesheets
// and scripts (up to 300, robots.txt permitting) are checked through the same fetcher, with HEAD.
// The pages' HTML, which goes to the visitor's browser to be audited, is at most 50 MB in all: the
// crawl starts no page after that and says why. Stops as soon as `signal` aborts (the visitor
// cancelled or left).
import type {
  BlockedAddress,
  BrokenAsset,
  CrawlEvent,
  CrawledPage,
} from '../../shared/tools-api-contract';
import type { FetchResult, PageFetcher } from './page-fetcher';
import { headerSaysNoindex, readPageLinks } from './page-links';
import { readRobots, type RobotsRules } from './robots-rules';
import { readSitemaps } from './sitemap-files';

export interface CrawlOptions {
  fetcher: Pick<PageFetcher, 'fetch'>;
  maxPages: number;
  signal: AbortSignal;
  /** Pages fetched at once (default 4). */
  concurrency?: number;
  /** No new page is started after this long (default 3 minutes); the crawl then ends as cut short. */
  deadlineMs?: number;
  /** No new page is started once the pages' HTML adds up to this (default MAX_CRAWL_HTML_BYTES). */
  maxHtmlBytes?: number;
}

export const CRAWL_DEADLINE_MS = 180_000;
/** Images, icons, stylesheets and scripts checked at most in one crawl. */
export const MAX_CRAWL_ASSETS = 300;
/** The HTML one crawl sends to the browser at most: 500 pages of 100 KB, three times the median
 * page's HTML, and what a phone's browser holds and audits comfortably. */
export const MAX_CRAWL_HTML_BYTES = 50_000_000;

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
    if (read.canonical !== undefined) page.canonical = read.canonical;
    page.links = read.links.filter((link) => keep(link, result.finalUrl));
    const assets = read.assets.filter((asset) => keep(asset, result.finalUrl));
    if (assets.length > 0) page.assets = assets;
    page.html = result.body;
  }
  return page;
}

/** Why a crawl stopped early when its pages' HTML reached the cap. */
const htmlLimitReached = (checked: number, bytes: number) =>
  `We stopped after ${checked} pages: together they hold ${Math.round(bytes / 1_000_000)} MB of HTML, as much as one crawl reads. The report covers those pages, the ones nearest your start page.`;

/** What robots.txt is, for a site owner who has not met it. */
const ROBOTS_FILE = 'robots.txt, the file that tells search engines which pages they may visit';

/** A robots event's reason in words: "HTTP 503" → "it answered with error 503". */
const plainReason = (reason: string): string =>
  reason.replace(/^HTTP (\d+)$/, 'it answered with error $1');

/** Why nothing (more) was crawled: `robotsUrl`, `whose` robots.txt, could not be read. */
const unreadableRobots = (robotsUrl: string, reason: string, whose: string, outcome: string) =>
  `We couldn’t read ${whose} ${ROBOTS_FILE} (${plainReason(reason)}). Google doesn’t crawl a site whose robots.txt it can’t read, so ${outcome}. Check that ${robotsUrl} opens in a browser, then try again.`;

/** The event for a page robots.txt keeps the crawler from, with the line that does. */
function disallowed(url: string, robots: RobotsRules): CrawlEvent {
  return { type: 'disallowed', ...blockedBy(url, robots) };
}

/** An address robots.txt keeps the crawler from, with the line that does when one does. */
function blockedBy(url: string, robots: RobotsRules): BlockedAddress {
  const rule = robots.ruleFor(url);
  return rule ? { url, rule } : { url };
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
  const maxHtmlBytes = options.maxHtmlBytes ?? MAX_CRAWL_HTML_BYTES;
  let htmlBytes = 0;
  const countHtml = (page: CrawledPage) => {
    htmlBytes += page.html === undefined ? 0 : Buffer.byteLength(page.html);
  };
  yield { type: 'start', url: startUrl, maxPages };

  const seen = new Set<string>([startUrl]);
  const queue: string[] = [];
  let checked = 0;
  // Pages found: those checked and those waiting, never one robots.txt keeps the crawler from.
  const found = () => Math.max(checked + queue.length, 1);
  const done = (stopped?: string, limitReached = false): CrawlEvent => ({
    type: 'done',
    found: found(),
    checked,
    limitReached,
    ...(stopped === undefined ? {} : { stopped }),
  });

  let robots = await readRobots(fetcher, startUrl, signal);
  yield robots.event;
  if (robots.event.status === 'unreadable') {
    yield done(
      unreadableRobots(robots.event.url, robots.event.reason, 'this site’s', 'we checked no pages'),
    );
    return;
  }
  if (!robots.allows(startUrl)) {
    yield disallowed(startUrl, robots);
    yield done(
      `This site’s ${ROBOTS_FILE}, asks them not to visit this page, so we checked neither it nor the pages it links to. If that is a mistake, remove the “Disallow” line that covers it.`,
    );
    return;
  }

  const startResult = await fetcher.fetch(startUrl, 'html', signal);
  const startPage = toPage(startUrl, startResult, sameOrigin);
  checked += 1;
  if (startPage.finalUrl) seen.add(startPage.finalUrl);
  yield { type: 'page', page: startPage, found: found(), checked };
  if (!startPage.finalUrl) {
    yield done();
    return;
  }

  const origin = new URL(startPage.finalUrl);
  const sameSite = (url: string): boolean => sameOrigin(url, origin.href);
  // The start page led elsewhere (http to https, or to www): that origin is the site crawled.
  if (!sameOrigin(startUrl, origin.href)) {
    robots = await readRobots(fetcher, origin.href, signal);
    yield robots.event;
    if (robots.event.status === 'unreadable') {
      yield done(
        `The start page redirects to ${origin.origin}. ${unreadableRobots(robots.event.url, robots.event.reason, 'that site’s', 'we checked only the start page')}`,
      );
      return;
    }
  }

  const sitemap = await readSitemaps(
    fetcher,
    robots.event.sitemaps.length > 0
      ? robots.event.sitemaps
      : [new URL('/sitemap.xml', origin).href],
    signal,
  );
  yield sitemap;

  // Pages robots.txt keeps the crawler from are reported once, when found, and never queued.
  const blocked: CrawlEvent[] = [];
  const enqueue = (url: string) => {
    if (seen.has(url) || !sameSite(url) || NOT_PAGES.test(new URL(url).pathname)) return;
    seen.add(url);
    if (robots.allows(url)) queue.push(url);
    else blocked.push(disallowed(url, robots));
  };
  startPage.links.filter(sameSite).forEach(enqueue);
  const assets = new Set(startPage.assets?.filter(sameSite));
  sitemap.urls.forEach(enqueue);
  yield* blocked.splice(0);

  countHtml(startPage);
  while (
    queue.length > 0 &&
    checked < maxPages &&
    htmlBytes < maxHtmlBytes &&
    !signal.aborted &&
    Date.now() < deadline
  ) {
    const batch = queue.splice(0, Math.min(concurrency, maxPages - checked));
    const pages = await Promise.all(
      batch.map(async (url) => toPage(url, await fetcher.fetch(url, 'html', signal), sameSite)),
    );
    for (const page of pages) {
      checked += 1;
      countHtml(page);
      if (page.finalUrl && page.finalUrl !== page.url) seen.add(page.finalUrl);
      page.links.forEach(enqueue);
      page.assets?.forEach((asset) => assets.add(asset));
      yield* blocked.splice(0);
      yield { type: 'page', page, found: found(), checked };
    }
  }
  yield await checkAssets(assets, robots, options, deadline);
  const htmlFull = queue.length > 0 && htmlBytes >= maxHtmlBytes;
  yield done(htmlFull ? htmlLimitReached(checked, htmlBytes) : undefined, queue.length > 0);
}

/**
 * Checks the pages' same-site assets robots.txt allows, up to MAX_CRAWL_ASSETS, a few at a time,
 * starting none after the deadline; the event names the broken ones, and the ones robots.txt
 * blocks (up to MAX_CRAWL_ASSETS too) with the line that does.
 */
async function checkAssets(
  assets: Set<string>,
  robots: RobotsRules,
  { fetcher, signal, concurrency = 4 }: CrawlOptions,
  deadline: number,
): Promise<CrawlEvent> {
  const queue = [...assets].filter((url) => robots.allows(url)).slice(0, MAX_CRAWL_ASSETS);
  const blocked = [...assets]
    .filter((url) => !robots.allows(url))
    .slice(0, MAX_CRAWL_ASSETS)
    .map((url) => blockedBy(url, robots));
  const broken: BrokenAsset[] = [];
  let checked = 0;
  while (queue.length > 0 && !signal.aborted && Date.now() < deadline) {
    const batch = queue.splice(0, concurrency);
    const results = await Promise.all(
      batch.map(async (url) => ({ url, result: await fetcher.fetch(url, 'asset', signal) })),
    );
    for (const { url, result } of results) {
      checked += 1;
      if (!result.ok) broken.push({ url, error: result.reason });
      else if (result.status >= 400) broken.push({ url, status: result.status });
    }
  }
  return { type: 'assets', checked, broken, blocked };
}
