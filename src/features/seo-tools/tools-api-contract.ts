// The contract of the SEO tools' address checks (/api/tools/*), shared by the tool pages that call
// them and the server that answers (server/tools/). Types and constants only.

export const TOOLS_PAGE_ENDPOINT = '/api/tools/page';
export const TOOLS_CRAWL_ENDPOINT = '/api/tools/crawl';
export const TOOLS_SPEED_ENDPOINT = '/api/tools/speed';

/**
 * POST /api/tools/speed ({ url, formFactor }) answers 200 with a Lighthouse report (JSON,
 * screenshots left out; from a local run or Google's PageSpeed Insights), 501 when this server has
 * neither Chromium nor a PageSpeed Insights key, 503 when too many tests wait or the key's quota is
 * used up, 502 when the test fails or passes 60 s.
 */
export type SpeedFormFactor = 'mobile' | 'desktop';

/** Pages a crawl checks at most (and by default). */
export const MAX_CRAWL_PAGES = 100;

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
}

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
  html?: string;
  /** Why the page could not be fetched. */
  error?: string;
  /** Why its body was not read (not HTML). */
  skipped?: string;
}

/**
 * POST /api/tools/crawl ({ url, maxPages? }) answers 200 with one JSON event a line
 * (application/x-ndjson), in this order: start, page (the start page), robots, sitemap, then
 * page and disallowed events as pages are checked, and done. Closing the request cancels.
 */
export type CrawlEvent =
  | { type: 'start'; url: string; maxPages: number }
  | { type: 'robots'; url: string; found: boolean; sitemaps: string[] }
  | { type: 'sitemap'; files: { url: string; pages: number; error?: string }[]; urls: string[] }
  | { type: 'page'; page: CrawledPage; found: number; checked: number }
  | { type: 'disallowed'; url: string }
  | { type: 'done'; found: number; checked: number; limitReached: boolean };
