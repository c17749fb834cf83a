// The contract of the SEO tools' address checks (/api/tools/*), shared by the tool pages that call
// them and the server that answers (server/tools/). Types and constants only.
import { site } from './site';

/**
 * The product token of the fetcher's User-Agent, which robots.txt rules name: the site's name
 * without spaces, so it follows the business facts (the tools hub tells site owners to use it).
 */
export const TOOLS_PRODUCT_TOKEN = `${site.name.replace(/\s+/g, '')}-SEO-Tools`;

export const TOOLS_PAGE_ENDPOINT = '/api/tools/page';
export const TOOLS_CRAWL_ENDPOINT = '/api/tools/crawl';
export const TOOLS_SPEED_ENDPOINT = '/api/tools/speed';
export const TOOLS_RENDER_ENDPOINT = '/api/tools/render';

/**
 * POST /api/tools/speed ({ url, formFactor }) answers 200 with a Lighthouse report (JSON,
 * screenshots left out; from a local run or Google's PageSpeed Insights, which adds its
 * loadingExperience, originLoadingExperience and analysisUTCTimestamp), 501 when this server has
 * neither Chromium nor a PageSpeed Insights key, 503 when too many tests wait or the key's quota is
 * used up, 502 when the test fails or passes 60 s.
 */
export type SpeedFormFactor = 'mobile' | 'desktop';

/**
 * 200 from POST /api/tools/render ({ url }): the page as Chromium drew it after running its
 * scripts (the document serialized once it loaded and the network went quiet), for the analyzer
 * to count its words, headings and links by the same rules as the HTML that arrived. 501 when
 * this server has no Chromium, 429 or 503 when the browser is taken, 502 when the page could not
 * be drawn in time.
 */
export interface RenderResponse {
  requestedUrl: string;
  finalUrl: string;
  /** The rendered document, cut at the fetcher's page limit. */
  html: string;
  /** From starting the browser to reading the document. */
  renderMs: number;
}

/**
 * Pages a crawl checks at most (and by default): what Screaming Frog's free version crawls. The
 * crawl's deadline (server/tools/crawler.ts) still ends a slow site's crawl sooner.
 */
export const MAX_CRAWL_PAGES = 500;

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

/** The response headers that matter for SEO, by lower-case name. */
export type PageHeaders = Partial<
  Record<
    | 'content-type'
    | 'x-robots-tag'
    | 'cache-control'
    | 'expires'
    | 'last-modified'
    | 'etag'
    | 'content-language'
    | 'link'
    | 'strict-transport-security',
    string
  >
>;

/** 200 from POST /api/tools/page ({ url }): the page as fetched. */
export interface PageResponse {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  /** From sending the last request to its response headers. */
  responseMs: number;
  /** Every hop and the body. */
  totalMs: number;
  headers: PageHeaders;
  redirects: RedirectHop[];
  /** The HTML, absent when the address answered with something else (see `skipped`). */
  html?: string;
  skipped?: string;
  /** What the site's robots.txt says about the final address, for Google's crawler. */
  robots?: PageRobots;
}

/**
 * Whether robots.txt lets Googlebot fetch a page: allowed, blocked (by `rule`, e.g. "Disallow:
 * /forms/" on `line`) or unknown when robots.txt could not be read (Google then crawls nothing).
 */
export type PageRobots = { url: string } & RobotsRead &
  ({ googlebot: 'allowed' | 'unknown' } | { googlebot: 'blocked'; rule: string; line: number });

/** 400, 413, 415, 429, 502, 503 from either endpoint: one message to show the visitor. */
export interface ToolsErrorResponse {
  message: string;
}

/** One page of a crawl. */
export interface CrawledPage {
  url: string;
  finalUrl?: string;
  status?: number;
  responseMs?: number;
  redirects: RedirectHop[];
  headers?: PageHeaders;
  title?: string;
  noindex: boolean;
  /** Same-site pages this page links to. */
  links: string[];
  /** The address its canonical link names, absolute, when it has one. */
  canonical?: string;
  /** Same-site images, icons, stylesheets and scripts it loads. */
  assets?: string[];
  html?: string;
  /** Why the page could not be fetched. */
  error?: string;
  /** Why its body was not read (not HTML). */
  skipped?: string;
}

/**
 * robots.txt as the crawl read it, as Google does: its rules (read; `reason` says when only its
 * first 500 KiB were), no rules (missing: a 4xx other than 429, an answer that is not text, more
 * than 5 redirects) or unknown, so nothing is crawled (unreadable: a 5xx or 429, no answer, a
 * refused redirect). `reason` is a clause to quote, such as "HTTP 503".
 */
/** The robots.txt line that keeps the crawler from a page, such as line 3, "Disallow: /forms/". */
export interface RobotsRule {
  line: number;
  text: string;
}

/** An image, icon, stylesheet or script that answered with an error (`status`) or not at all. */
export interface BrokenAsset {
  url: string;
  status?: number;
  error?: string;
}

/** An address robots.txt keeps the crawler from (a page, or an image, icon, stylesheet or script), with the line that does. */
export interface BlockedAddress {
  url: string;
  rule?: RobotsRule;
}

export type RobotsRead =
  { status: 'read'; reason?: string } | { status: 'missing' | 'unreadable'; reason: string };

/**
 * POST /api/tools/crawl ({ url, maxPages? }) answers 200 with one JSON event a line
 * (application/x-ndjson), in this order: start, robots (the start address's robots.txt), page
 * (the start page) or disallowed (robots.txt keeps the crawler from it), robots again when the
 * start page led to another origin (its robots.txt then rules the crawl), sitemap, then page and
 * disallowed events as pages are checked and found, and done. A disallowed event names the
 * robots.txt line that keeps the crawler away; `found` counts only pages that will be checked.
 * Before done, an assets event gives how many of the pages' same-site images, icons, stylesheets
 * and scripts were checked, those that are broken and those robots.txt blocks (not fetched).
 * Closing the request cancels.
 */
export type CrawlEvent =
  | { type: 'start'; url: string; maxPages: number }
  | ({ type: 'robots'; url: string; sitemaps: string[] } & RobotsRead)
  | { type: 'sitemap'; files: { url: string; pages: number; error?: string }[]; urls: string[] }
  | { type: 'page'; page: CrawledPage; found: number; checked: number }
  | { type: 'disallowed'; url: string; rule?: RobotsRule }
  | { type: 'assets'; checked: number; broken: BrokenAsset[]; blocked: BlockedAddress[] }
  | {
      type: 'done';
      found: number;
      checked: number;
      limitReached: boolean;
      /** Why the crawl stopped before following links, in a sentence for the visitor. */
      stopped?: string;
    };
