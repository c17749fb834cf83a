// The crawl's own findings for the SEO Audit Tool, on top of the per-page audit: broken pages
// (with the pages linking to them), broken images and files (with the pages using them),
// redirects and redirect chains, a sitemap listing another address, sitemap pages no page links
// to, linked pages missing from the sitemap, pages robots.txt keeps out, the same page under
// several addresses, canonicalised addresses, noindex pages and slow responses, each naming the
// pages concerned. A page is judged once, under the address it is (crawl-addresses.ts). Pure.
import type { CsvCell } from '../../../../shared/csv';
import { plural } from '../../../lib/plural';
import type { CrawledPage } from '../../../../shared/tools-api-contract';
import { METRICS } from '../performance/web-vitals-thresholds';
import {
  canonicalised,
  duplicateAddresses,
  robotsDisallowed,
  sitemapHosts,
} from './crawl-address-findings';
import { addressKey, otherHosts, sortAddresses, type CrawlAddresses } from './crawl-addresses';
import { blockedAssets, brokenAssets, type AssetCheck } from './crawl-asset-finding';
import {
  crawledOrigin,
  errorInWords,
  finding,
  findingOfItems,
  linkedFrom,
  linkSources,
  type CrawlFinding,
  type DisallowedPage,
} from './crawl-finding';

export interface CrawlInput {
  pages: CrawledPage[];
  /** The page addresses the sitemaps list; undefined when no sitemap could be read. */
  sitemapUrls: string[] | undefined;
  /** The pages robots.txt kept the crawler from. */
  disallowed?: DisallowedPage[];
  /** The pages' images, icons, stylesheets and scripts the crawl checked, when it did. */
  assets?: AssetCheck;
}

/** Google's thresholds for time to first byte: good up to 0.8 s, poor over 1.8 s. */
const { good: SLOW_MS, poor: VERY_SLOW_MS } = METRICS.TTFB;

function brokenPages(
  pages: CrawledPage[],
  sources: Map<string, string[]>,
  sitemap: Set<string>,
): CrawlFinding {
  const items = pages
    .filter((page) => page.error !== undefined || (page.status ?? 0) >= 400)
    .map((page) => ({
      url: page.url,
      note: `${errorInWords(page, 'page')}${linkedFrom(sources, page.url)}${sitemap.has(page.url) ? '; listed in your sitemap' : ''}`,
    }));
  const text = {
    id: 'broken-pages' as const,
    title: 'Broken pages',
    why: 'A page that answers with an error (404 not found, 500 server error) is a dead end for visitors who follow a link to it, and Google drops it from search results.',
    fix: 'Point each link at a page that exists, or redirect the old address (301) to its closest replacement, and take it out of the sitemap. Fix server errors (5xx) with your developer or host.',
    items,
  };
  return findingOfItems(
    text,
    'Every page the crawl checked answered without an error.',
    'fail',
    (count) =>
      `${plural(count, 'page')} answered with an error instead of ${count === 1 ? 'its' : 'their'} content.`,
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
  skip: Set<string>,
): CrawlFinding {
  const start = pages[0];
  const home = new Set([start?.url, start?.finalUrl]);
  // A link to another spelling of the address (case, slash, tracking) still reaches the page.
  const linked = new Set([...sources.keys()].map(addressKey));
  const items = sitemap
    .filter((url) => !home.has(url) && !skip.has(url) && !linked.has(addressKey(url)))
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

function missingFromSitemap(
  pages: CrawledPage[],
  sitemap: Set<string>,
  addresses: CrawlAddresses,
): CrawlFinding {
  const items = pages
    .filter(
      (page) =>
        page.status === 200 &&
        page.redirects.length === 0 &&
        page.html !== undefined &&
        !page.noindex &&
        !sitemap.has(page.url) &&
        !addresses.notThePage.has(page.url),
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

export function crawlFindings({
  pages,
  sitemapUrls,
  disallowed = [],
  assets,
}: CrawlInput): CrawlFinding[] {
  const sources = linkSources(pages);
  const origin = crawledOrigin(pages);
  const listed = sitemapUrls ?? [];
  const hosts = origin ? otherHosts(listed, origin) : [];
  const elsewhere = new Set(hosts.flatMap((host) => host.urls));
  const onSite = listed.filter((url) => !elsewhere.has(url));
  const sitemap = new Set(listed);
  const addresses = sortAddresses(pages, onSite);
  const blocked = new Set(disallowed.map((page) => page.url));

  const findings: (CrawlFinding | undefined)[] = [
    brokenPages(pages, sources, sitemap),
    assets && assets.checked > 0 ? brokenAssets(pages, assets) : undefined,
    assets ? blockedAssets(pages, assets.blocked) : undefined,
    redirects(pages, sources),
    origin ? sitemapHosts(hosts, origin) : undefined,
  ];
  if (listed.length === 0) {
    findings.push({
      id: 'sitemap',
      status: 'warn',
      title: 'No sitemap',
      detail: 'No sitemap could be read from robots.txt or /sitemap.xml.',
      ...sitemapText,
      items: [],
    });
  } else if (onSite.length > 0) {
    findings.push(
      sitemapOrphans(pages, onSite, sources, blocked),
      missingFromSitemap(pages, sitemap, addresses),
    );
  }
  findings.push(
    robotsDisallowed(disallowed, sitemap, sources),
    duplicateAddresses(addresses, sources),
    canonicalised(addresses),
    noindex(pages),
    slowResponses(pages),
  );
  return findings.filter((item): item is CrawlFinding => item !== undefined);
}

/** CSV rows in the audit export's columns (Page, Score, Check, Status, Detail, How to fix). */
export function crawlFindingRows(findings: CrawlFinding[]): CsvCell[][] {
  return findings.flatMap((item) =>
    item.items.map((entry) => [entry.url, '', item.title, item.status, entry.note, item.fix]),
  );
}
