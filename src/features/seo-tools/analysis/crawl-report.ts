// The crawl's own findings for the SEO Audit Tool, on top of the per-page audit: broken links,
// redirects and redirect chains, sitemap pages no page links to, linked pages missing from the
// sitemap, noindex pages and slow responses, each naming the pages concerned. Pure.
import type { CsvCell } from '../../../../shared/csv';
import { type FindingStatus } from './findings';
import { plural } from '../../../lib/plural';
import type { CrawledPage } from '../../../../shared/tools-api-contract';
import { METRICS } from '../performance/web-vitals-thresholds';

export type CrawlFindingId =
  | 'broken-links'
  | 'redirects'
  | 'sitemap'
  | 'sitemap-orphans'
  | 'missing-from-sitemap'
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
}

export interface CrawlInput {
  pages: CrawledPage[];
  /** The page addresses the sitemaps list; undefined when no sitemap could be read. */
  sitemapUrls: string[] | undefined;
}

/** Google's thresholds for time to first byte: good up to 0.8 s, poor over 1.8 s. */
const { good: SLOW_MS, poor: VERY_SLOW_MS } = METRICS.TTFB;

const finding = (
  fields: Omit<CrawlFinding, 'status' | 'detail'>,
  status: FindingStatus,
  detail: string,
): CrawlFinding => ({ ...fields, status, detail });

/** A finding that passes when it names no page, and otherwise has `status` and says how many. */
const findingOfItems = (
  fields: Omit<CrawlFinding, 'status' | 'detail'>,
  passed: string,
  status: FindingStatus,
  found: (count: number) => string,
): CrawlFinding =>
  fields.items.length === 0
    ? finding(fields, 'pass', passed)
    : finding(fields, status, found(fields.items.length));

/** Which crawled pages link to each address, in crawl order. */
function linkSources(pages: CrawledPage[]): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const page of pages)
    for (const link of page.links) {
      const list = sources.get(link) ?? [];
      if (!list.includes(page.url)) list.push(page.url);
      sources.set(link, list);
    }
  return sources;
}

const linkedFrom = (sources: Map<string, string[]>, url: string): string => {
  const from = sources.get(url) ?? [];
  if (from.length === 0) return '';
  const shown = from.slice(0, 3).join(', ');
  return `; linked from ${shown}${from.length > 3 ? ` and ${from.length - 3} more` : ''}`;
};

function brokenLinks(pages: CrawledPage[], sources: Map<string, string[]>): CrawlFinding {
  const items = pages
    .filter((page) => page.error !== undefined || (page.status ?? 0) >= 400)
    .map((page) => ({
      url: page.url,
      note: `${page.error ?? `HTTP ${page.status}`}${linkedFrom(sources, page.url)}`,
    }));
  const text = {
    id: 'broken-links' as const,
    title: 'Broken links',
    why: 'A link to a page that answers with an error (404 not found, 500 server error) sends visitors to a dead end and wastes the time Google spends crawling your site.',
    fix: 'Point each link at a page that exists, or redirect the old address (301) to its closest replacement. Fix server errors (5xx) with your developer or host.',
    items,
  };
  return findingOfItems(
    text,
    'Every page the crawl checked answered without an error.',
    'fail',
    (count) => `${plural(count, 'page')} answered with an error.`,
  );
}

function redirects(pages: CrawledPage[], sources: Map<string, string[]>): CrawlFinding {
  const redirected = pages.filter((page) => page.redirects.length > 0);
  const chains = redirected.filter((page) => page.redirects.length > 1);
  const items = redirected.map((page) => ({
    url: page.url,
    note: `${page.redirects.map((hop) => `${hop.status} → ${hop.location}`).join(', then ')}${linkedFrom(sources, page.url)}`,
  }));
  const text = {
    id: 'redirects' as const,
    title: 'Redirect chains',
    why: 'Every redirect costs the visitor a round trip before the page starts to load, and Google may stop following a chain of them. Internal links should point straight at the final address.',
    fix: 'Change links to point at the final address, and make each old address redirect straight to its final page in one 301.',
    items,
  };
  if (chains.length > 0)
    return finding(
      text,
      'fail',
      `${plural(chains.length, 'link')} go${chains.length === 1 ? 'es' : ''} through a chain of redirects; ${plural(redirected.length, 'link')} redirect in all.`,
    );
  if (redirected.length > 0)
    return finding(text, 'warn', `${plural(redirected.length, 'linked page')} redirect once.`);
  return finding(text, 'pass', 'No link the crawl followed was redirected.');
}

const sitemapText = {
  why: 'A sitemap lists the pages you want in Google, so new and deep pages are found quickly.',
  fix: 'Publish /sitemap.xml listing every page you want indexed (most site builders and SEO plugins make one), and name it in robots.txt with a "Sitemap:" line.',
};

function sitemapOrphans(
  pages: CrawledPage[],
  sitemap: string[],
  sources: Map<string, string[]>,
): CrawlFinding {
  const start = pages[0];
  const home = new Set([start?.url, start?.finalUrl]);
  const items = sitemap
    .filter((url) => !sources.has(url) && !home.has(url))
    .map((url) => ({ url, note: 'In the sitemap, but no page the crawl checked links to it' }));
  const text = {
    id: 'sitemap-orphans' as const,
    title: 'Pages only the sitemap lists',
    why: 'A page no other page links to gets no link value and is hard for visitors to find; Google treats it as unimportant, and it may be an old page you meant to remove.',
    fix: 'Link to each of these pages from a related page or menu, or, if a page is out of date, remove it from the sitemap and redirect it.',
    items,
  };
  return findingOfItems(
    text,
    'Every page in the sitemap is linked from a page the crawl checked.',
    'warn',
    (count) =>
      `${plural(count, 'page')} in the sitemap ${count === 1 ? 'has' : 'have'} no link to ${count === 1 ? 'it' : 'them'}.`,
  );
}

function missingFromSitemap(pages: CrawledPage[], sitemap: Set<string>): CrawlFinding {
  const items = pages
    .filter(
      (page) =>
        page.status === 200 &&
        page.redirects.length === 0 &&
        page.html !== undefined &&
        !page.noindex &&
        !sitemap.has(page.url),
    )
    .map((page) => ({ url: page.url, note: 'Linked from your pages, but not in the sitemap' }));
  const text = {
    id: 'missing-from-sitemap' as const,
    title: 'Linked pages missing from the sitemap',
    why: 'The sitemap tells Google which pages matter; pages left out are found later, if at all.',
    fix: 'Add these pages to the sitemap, or, if they should not be in Google, mark them noindex.',
    items,
  };
  return findingOfItems(
    text,
    'Every indexable page the crawl found is in the sitemap.',
    'warn',
    (count) =>
      `${plural(count, 'page')} found by links ${count === 1 ? 'is' : 'are'} not in the sitemap.`,
  );
}

function noindex(pages: CrawledPage[]): CrawlFinding {
  const items = pages
    .filter((page) => page.noindex)
    .map((page) => ({
      url: page.url,
      note: /noindex|none/i.test(page.headers?.['x-robots-tag'] ?? '')
        ? 'X-Robots-Tag header: noindex'
        : 'Robots meta tag: noindex',
    }));
  const text = {
    id: 'noindex' as const,
    title: 'Pages kept out of Google (noindex)',
    why: 'A noindex page never appears in search results. That is right for thank-you and login pages, and a costly mistake on a service page.',
    fix: 'Check each page: if it should be found in Google, remove the noindex from its robots meta tag or X-Robots-Tag header.',
    items,
  };
  return findingOfItems(
    text,
    'No page the crawl checked asks to be left out of Google.',
    'warn',
    (count) => `${plural(count, 'page')} ask${count === 1 ? 's' : ''} not to be indexed.`,
  );
}

function slowResponses(pages: CrawledPage[]): CrawlFinding {
  const slow = pages.filter((page) => (page.responseMs ?? 0) > SLOW_MS);
  const items = slow.map((page) => ({
    url: page.url,
    note: `Answered in ${((page.responseMs ?? 0) / 1000).toFixed(1)} s`,
  }));
  const text = {
    id: 'slow-responses' as const,
    title: 'Slow server responses',
    why: `Nothing appears until the server answers. Google counts a first byte after ${SLOW_MS / 1000} s as needing improvement and after ${VERY_SLOW_MS / 1000} s as poor; on mobile data every second loses visitors.`,
    fix: 'Cache pages (a caching plugin, or a CDN such as Cloudflare), upgrade slow shared hosting, and look for slow database queries or plugins on these pages.',
    items,
  };
  if (slow.some((page) => (page.responseMs ?? 0) > VERY_SLOW_MS))
    return finding(
      text,
      'fail',
      `${plural(slow.length, 'page')} answered slowly, some after more than ${VERY_SLOW_MS / 1000} s.`,
    );
  if (slow.length > 0)
    return finding(
      text,
      'warn',
      `${plural(slow.length, 'page')} took over ${SLOW_MS / 1000} s to answer.`,
    );
  return finding(text, 'pass', `Every page answered within ${SLOW_MS / 1000} s.`);
}

export function crawlFindings({ pages, sitemapUrls }: CrawlInput): CrawlFinding[] {
  const sources = linkSources(pages);
  const findings = [brokenLinks(pages, sources), redirects(pages, sources)];
  if (sitemapUrls === undefined || sitemapUrls.length === 0) {
    findings.push({
      id: 'sitemap',
      status: 'warn',
      title: 'No sitemap',
      detail: 'No sitemap could be read from robots.txt or /sitemap.xml.',
      ...sitemapText,
      items: [],
    });
  } else {
    findings.push(
      sitemapOrphans(pages, sitemapUrls, sources),
      missingFromSitemap(pages, new Set(sitemapUrls)),
    );
  }
  findings.push(noindex(pages), slowResponses(pages));
  return findings;
}

/** CSV rows in the audit export's columns (Page, Score, Check, Status, Detail, How to fix). */
export function crawlFindingRows(findings: CrawlFinding[]): CsvCell[][] {
  return findings.flatMap((item) =>
    item.items.map((entry) => [entry.url, '', item.title, item.status, entry.note, item.fix]),
  );
}
