// The shape of a crawl finding in the SEO Audit Tool's report, and what the crawl checks share to
// build one: a finding that passes when it names no page, and which pages link to an address
// ("linked from …"). Pure.
import type { CrawlEvent, CrawledPage, RobotsRule } from '../../../../shared/tools-api-contract';
import { type FindingStatus } from './findings';

export type CrawlFindingId =
  | 'broken-pages'
  | 'broken-assets'
  | 'blocked-assets'
  | 'redirects'
  | 'sitemap-hosts'
  | 'sitemap'
  | 'sitemap-orphans'
  | 'missing-from-sitemap'
  | 'robots-disallowed'
  | 'duplicate-addresses'
  | 'canonicalised'
  | 'noindex'
  | 'slow-responses';

export interface CrawlFinding {
  id: CrawlFindingId;
  status: FindingStatus;
  title: string;
  detail: string;
  why: string;
  fix: string;
  /** Each page concerned, with what was found there. */
  items: { url: string; note: string }[];
  /** An address to crawl instead: the sitemap's, when it is this site under another form. */
  recrawl?: string;
}

/** "Blocked by line 2 of robots.txt, “Disallow: /admin/”", or without the line when none is known. */
export const blockedNote = (rule: RobotsRule | undefined): string =>
  rule ? `Blocked by line ${rule.line} of robots.txt, “${rule.text}”` : 'Blocked by robots.txt';

/** A page robots.txt kept the crawler from, with the line that did. */
export type DisallowedPage = Omit<Extract<CrawlEvent, { type: 'disallowed' }>, 'type'>;

export type FindingText = Omit<CrawlFinding, 'status' | 'detail'>;

export const finding = (
  fields: FindingText,
  status: FindingStatus,
  detail: string,
): CrawlFinding => ({ ...fields, status, detail });

/** A finding that passes when it names no page, and otherwise has `status` and says how many. */
export const findingOfItems = (
  fields: FindingText,
  passed: string,
  status: FindingStatus,
  found: (count: number) => string,
): CrawlFinding =>
  fields.items.length === 0
    ? finding(fields, 'pass', passed)
    : finding(fields, status, found(fields.items.length));

/**
 * A failed answer in words, for a page or a file: 404 → "Error 404 (page not found)", or the
 * connection error when there was no answer.
 */
export function errorInWords(
  answer: { status?: number; error?: string },
  thing: 'page' | 'file',
): string {
  if (answer.error !== undefined) return answer.error;
  const status = answer.status ?? 0;
  const meaning =
    status === 404 || status === 410
      ? `${thing} not found`
      : status === 401 || status === 403
        ? 'access refused'
        : status >= 500
          ? 'server error'
          : 'error';
  return `Error ${status} (${meaning})`;
}

/** Which crawled pages link to each address, in crawl order. */
export function linkSources(pages: CrawledPage[]): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const page of pages)
    for (const link of page.links) {
      const list = sources.get(link) ?? [];
      if (!list.includes(page.url)) list.push(page.url);
      sources.set(link, list);
    }
  return sources;
}

/** "; linked from a, b, c and 2 more", or '' when no crawled page links to `url`. */
export const linkedFrom = (sources: Map<string, string[]>, url: string): string => {
  const from = sources.get(url) ?? [];
  if (from.length === 0) return '';
  const shown = from.slice(0, 3).join(', ');
  return `; linked from ${shown}${from.length > 3 ? ` and ${from.length - 3} more` : ''}`;
};

/** The origin the crawl checked: where its start page led. */
export const crawledOrigin = (pages: CrawledPage[]): string | undefined => {
  const start = pages[0];
  return start ? new URL(start.finalUrl ?? start.url).origin : undefined;
};
