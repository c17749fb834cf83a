// A site's robots.txt as Google reads it (developers.google.com/search/docs/crawling-indexing/
// robots/robots_txt): a 2xx answer's first 500 KiB are parsed (the fetcher reads no further); a
// 4xx other than 429, an answer that is not text or more than 5 redirects mean no rules; a 5xx or
// 429, no answer (network, time) or a refused fetch (a redirect to a private address) mean nothing
// may be crawled. The crawl's robots event says which, and why.
import robotsParser from 'robots-parser';
import type { CrawlEvent, RobotsRead } from '../../shared/tools-api-contract';
import { MAX_ROBOTS_BYTES, type FetchResult, type PageFetcher } from './page-fetcher';
import type { RobotsRule } from '../../shared/tools-api-contract';
import { ROBOTS_AGENT } from './user-agent';

export type RobotsEvent = Extract<CrawlEvent, { type: 'robots' }>;

const KIB = MAX_ROBOTS_BYTES / 1024;

export interface RobotsRules {
  event: RobotsEvent;
  /** Whether the crawler may fetch `url`, an address on the robots.txt's origin. */
  allows(url: string): boolean;
  /** The line of robots.txt that keeps the crawler from `url`, when one does. */
  ruleFor(url: string): RobotsRule | undefined;
}

/**
 * A fetcher's reason as a clause to quote in parentheses: its first sentence, which says what
 * happened (the next ones say what to do about a page, not a robots.txt): "The site…. Try…" →
 * "the site…".
 */
const asClause = (reason: string): string =>
  reason
    .replace(/^(.*?)[.:](?:\s.*)?$/s, '$1')
    .replace(/^[A-Z](?=[a-z ])/, (letter) => letter.toLowerCase());

export function readResult(result: FetchResult): RobotsRead & { text?: string } {
  if (!result.ok)
    return {
      status: result.kind === 'redirects' ? 'missing' : 'unreadable',
      reason: asClause(result.reason),
    };
  if (result.status === 429 || result.status >= 500)
    return { status: 'unreadable', reason: `HTTP ${result.status}` };
  if (result.status < 200 || result.status >= 300)
    return { status: 'missing', reason: `HTTP ${result.status}` };
  if (result.body === undefined)
    return { status: 'missing', reason: asClause(result.skipped ?? 'not read') };
  if (result.truncated)
    return {
      status: 'read',
      text: result.body,
      reason: `larger than ${KIB} KiB: as Google does, only the first ${KIB} KiB were read`,
    };
  return { status: 'read', text: result.body };
}

/** Reads the robots.txt of `pageUrl`'s origin. */
export async function readRobots(
  fetcher: Pick<PageFetcher, 'fetch'>,
  pageUrl: string,
  signal: AbortSignal,
): Promise<RobotsRules> {
  const url = new URL('/robots.txt', pageUrl).href;
  const { text, ...read } = readResult(await fetcher.fetch(url, 'robots', signal));
  const robots = robotsParser(url, text ?? '');
  const lines = (text ?? '').split(/\r\n|\r|\n/);
  const allows = (page: string) =>
    read.status !== 'unreadable' && robots.isAllowed(page, ROBOTS_AGENT) !== false;
  return {
    event: { type: 'robots', url, sitemaps: robots.getSitemaps(), ...read },
    allows,
    ruleFor: (page) => {
      if (allows(page)) return undefined;
      const line = robots.getMatchingLineNumber(page, ROBOTS_AGENT);
      const rule = lines[line - 1]?.replace(/#.*$/, '').trim();
      return line > 0 && rule ? { line, text: rule } : undefined;
    },
  };
}
