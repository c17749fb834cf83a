// Fetches one address for the SEO tools, safely: each hop's address is checked (target-url.ts)
// and connected to through the checked connector, redirects are followed by hand (at most 5,
// each re-checked), the body is capped (5 MB; robots.txt is cut at 500 KiB instead, as Google
// reads it) and the whole fetch has a deadline (15 s), and only the content types the caller asked
// for are read (HTML, or text and XML for robots.txt and sitemaps). An asset (image, stylesheet,
// script, icon) is asked for with HEAD, or with GET read to 16 KiB when the server refuses HEAD.
// Failures are answers, never throws: the crawl records them like any other page.
import { Agent, request } from 'undici';
import type { PageHeaders, PageResponse, RedirectHop } from '../../shared/tools-api-contract';
import { readCapped, readTruncated, decodeBody, BodyTooLargeError } from './body-reader';
import { RefusedAddressError, createCheckedConnector } from './checked-connector';
import type { Resolver } from './resolver';
import { checkTarget } from './target-url';
import type { ToolsConfig } from './tools-config';
import { TOOLS_USER_AGENT } from './user-agent';

/** 'asset': an image, stylesheet, script or icon, asked for with HEAD (GET when HEAD is refused). */
export type FetchKind = 'html' | 'robots' | 'sitemap' | 'asset';

/** A fetched page: what POST /api/tools/page answers, with the body under its own name. */
export interface FetchedPage extends Omit<PageResponse, 'html'> {
  ok: true;
  /** The decoded body, when the content type was one asked for. */
  body?: string;
  /** The body went on past the kind's limit, and only what came before it was read (robots.txt). */
  truncated?: true;
}

export interface FailedFetch {
  ok: false;
  /**
   * refused: the address may not be fetched; redirects: more hops than allowed; failed: it could
   * not be (network, time, size).
   */
  kind: 'refused' | 'redirects' | 'failed';
  requestedUrl: string;
  reason: string;
  redirects: RedirectHop[];
}

export type FetchResult = FetchedPage | FailedFetch;

const KEPT_HEADERS: readonly (keyof PageHeaders)[] = [
  'content-type',
  'x-robots-tag',
  'cache-control',
  'expires',
  'last-modified',
  'etag',
  'content-language',
  'link',
  'strict-transport-security',
];

export interface PageFetcherOptions {
  config: ToolsConfig;
  resolve: Resolver;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface PageFetcher {
  fetch(input: string, kind: FetchKind, signal?: AbortSignal): Promise<FetchResult>;
  close(): Promise<void>;
}

export const MAX_PAGE_BYTES = 5_000_000;
/** Google's limit for robots.txt (500 KiB): what follows is ignored, not an error. */
export const MAX_ROBOTS_BYTES = 512_000;
export const PAGE_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 5;
/** A redirect's or unread page's body is read and dropped up to this much, then the connection is. */
const DISCARD_LIMIT_BYTES = 64 * 1024;

const ACCEPT: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  robots: 'text/plain',
  sitemap: 'application/xml,text/xml;q=0.9,text/plain;q=0.5',
  asset: '*/*',
};

/** An asset's body, asked for with GET after HEAD was refused, is read and dropped up to this. */
const ASSET_BYTES = 16 * 1024;

function readable(kind: FetchKind, contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (kind === 'html') return type === 'text/html' || type === 'application/xhtml+xml';
  if (kind === 'robots') return type === '' || type.startsWith('text/');
  if (kind === 'asset') return false;
  return type === '' || type.endsWith('/xml') || type.endsWith('+xml') || type === 'text/plain';
}

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

function keptHeaders(headers: Record<string, string | string[] | undefined>): PageHeaders {
  const kept: PageHeaders = {};
  for (const name of KEPT_HEADERS) {
    const value = headerText(headers[name]);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

function failureReason(error: unknown, timedOut: boolean): FailedFetch['kind'] | 'aborted' {
  if (error instanceof RefusedAddressError) return 'refused';
  if (timedOut) return 'failed';
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'failed';
}

const TRY_IN_BROWSER = 'Check that the address opens in a browser, then try again.';

/**
 * The visitor's sentences for a fetch that failed: what happened first (a crawl quotes that
 * sentence alone), then what to do. `hostname` is that of the address asked for when it failed.
 */
function describe(
  error: unknown,
  timedOut: boolean,
  timeoutMs: number,
  maxBytes: number,
  hostname: string,
): string {
  if (timedOut)
    return `The site took longer than ${timeoutMs / 1000} seconds to send the page, so we stopped waiting. It may be slow or down just now: try again in a few minutes.`;
  if (error instanceof RefusedAddressError) return error.message;
  if (error instanceof BodyTooLargeError)
    return `The page is larger than ${Math.round(maxBytes / 1_000_000)} MB, more than we check (and far more than a page needs). Try another page of the site.`;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `We couldn’t find a website at ${hostname}. Check that the address is spelled correctly.`;
  if (code === 'ECONNREFUSED')
    return `The site’s server turned us away: it may be down. ${TRY_IN_BROWSER}`;
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return 'The site’s security certificate (the padlock in the browser) is not valid, so we could not open the page safely. Check that the address opens in a browser without a warning.';
  return `We couldn’t reach the site. ${TRY_IN_BROWSER}`;
}

/** A refusal met on a redirect: the page the visitor asked for sent us to `url`. */
const redirectedTo = (url: string, reason: string): string =>
  `The address redirects to ${url}, which we can’t check. ${reason}`;

export function createPageFetcher(options: PageFetcherOptions): PageFetcher {
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const timeoutMs = options.timeoutMs ?? PAGE_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const userAgent = options.userAgent ?? TOOLS_USER_AGENT;
  const agent = new Agent({
    connect: createCheckedConnector({
      resolve: options.resolve,
      allowHosts: options.config.allowHosts,
      connectTimeoutMs: timeoutMs,
    }),
    connections: 4,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function fetchPage(
    input: string,
    kind: FetchKind,
    signal?: AbortSignal,
  ): Promise<FetchResult> {
    const redirects: RedirectHop[] = [];
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const started = performance.now();
    let current = input;
    let hostname = '';
    let method: 'GET' | 'HEAD' = kind === 'asset' ? 'HEAD' : 'GET';
    try {
      for (;;) {
        const check = checkTarget(current, options.config);
        if (!check.ok)
          return {
            ok: false,
            kind: 'refused',
            requestedUrl: input,
            reason: redirects.length > 0 ? redirectedTo(current, check.reason) : check.reason,
            redirects,
          };
        const url = check.url.href;
        hostname = check.url.hostname;
        const sent = performance.now();
        const response = await request(url, {
          dispatcher: agent,
          method,
          signal: combined,
          headers: { 'user-agent': userAgent, accept: ACCEPT[kind], 'accept-encoding': 'identity' },
        });
        const responseMs = Math.round(performance.now() - sent);
        // Some servers refuse HEAD: ask again with GET, reading no more than a few KiB.
        if (method === 'HEAD' && (response.statusCode === 405 || response.statusCode === 501)) {
          await response.body.dump({ limit: ASSET_BYTES, signal: combined });
          method = 'GET';
          continue;
        }
        const location = headerText(response.headers.location);
        if (response.statusCode >= 300 && response.statusCode < 400 && location) {
          await response.body.dump({ limit: DISCARD_LIMIT_BYTES, signal: combined });
          const next = new URL(location, url).href;
          redirects.push({ url, status: response.statusCode, location: next });
          if (redirects.length > maxRedirects)
            return {
              ok: false,
              kind: 'redirects',
              requestedUrl: input,
              reason: `The address sent us on to another address more than ${maxRedirects} times in a row, so we stopped following it. It may redirect in a loop: ${TRY_IN_BROWSER}`,
              redirects,
            };
          current = next;
          continue;
        }
        const headers = keptHeaders(response.headers);
        const page: FetchedPage = {
          ok: true,
          requestedUrl: input,
          finalUrl: url,
          status: response.statusCode,
          responseMs,
          totalMs: 0,
          headers,
          redirects,
        };
        if (kind === 'robots' && readable(kind, headers['content-type'])) {
          const read = await readTruncated(response.body, MAX_ROBOTS_BYTES);
          page.body = decodeBody(read.bytes, headers['content-type']);
          if (read.truncated) page.truncated = true;
        } else if (readable(kind, headers['content-type'])) {
          page.body = decodeBody(
            await readCapped(response.body, maxBytes),
            headers['content-type'],
          );
        } else {
          const limit = kind === 'asset' ? ASSET_BYTES : DISCARD_LIMIT_BYTES;
          await response.body.dump({ limit, signal: combined });
          page.skipped = `This address opens a file (${headers['content-type'] ?? 'of no stated type'}), not ${kind === 'html' ? 'a web page' : 'text'}, so there was nothing to read.${kind === 'html' ? ' Enter the address of a page.' : ''}`;
        }
        page.totalMs = Math.round(performance.now() - started);
        return page;
      }
    } catch (error) {
      const timedOut = deadline.aborted;
      const kindOf = failureReason(error, timedOut);
      if (kindOf === 'aborted') throw error;
      const reason = describe(error, timedOut, timeoutMs, maxBytes, hostname);
      return {
        ok: false,
        kind: kindOf,
        requestedUrl: input,
        reason:
          kindOf === 'refused' && redirects.length > 0 ? redirectedTo(current, reason) : reason,
        redirects,
      };
    }
  }

  return { fetch: fetchPage, close: () => agent.close() };
}
