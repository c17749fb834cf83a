// How a crawl's addresses relate to each other, for the SEO Audit Tool's crawl findings: pages
// whose canonical names another address (counted as that page, once), the same page under
// addresses that differ only by letter case, a trailing slash, index.html or tracking parameters
// (named as such), the one page per address the audit grades, and sitemap addresses on another
// host, scheme or www form. Pure.
import type { CrawledPage } from '../../../../shared/tools-api-contract';

/** Query parameters ad platforms and newsletters add; they never change what a page shows. */
const TRACKING =
  /^(?:utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;
const INDEX_FILE = /\/index\.(?:html?|php|aspx?)$/i;

export type AddressDifference = 'letter case' | 'trailing slash' | 'index.html' | 'tracking';

const parse = (url: string): URL | undefined => {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/** `url` without tracking parameters or fragment. */
function untracked(url: URL): URL {
  const copy = new URL(url.href);
  copy.hash = '';
  for (const name of [...copy.searchParams.keys()])
    if (TRACKING.test(name)) copy.searchParams.delete(name);
  copy.search = copy.searchParams.toString() ? `?${copy.searchParams.toString()}` : '';
  return copy;
}

/** The address every spelling of one page shares: https://x.in/About/index.html?utm_source=a → https://x.in/about. */
export function addressKey(url: string): string {
  const parsed = parse(url);
  if (!parsed) return url;
  const clean = untracked(parsed);
  const path = clean.pathname.replace(INDEX_FILE, '/').replace(/\/+$/, '') || '/';
  return `${clean.origin}${path.toLowerCase()}${clean.search}`;
}

/** How `variant` differs from `page`, two addresses with one key. */
export function differences(page: string, variant: string): AddressDifference[] {
  const a = parse(page);
  const b = parse(variant);
  if (!a || !b) return [];
  const found: AddressDifference[] = [];
  if (untracked(a).search !== a.search || untracked(b).search !== b.search) found.push('tracking');
  if (INDEX_FILE.test(a.pathname) !== INDEX_FILE.test(b.pathname)) found.push('index.html');
  const pathA = a.pathname.replace(INDEX_FILE, '/');
  const pathB = b.pathname.replace(INDEX_FILE, '/');
  if (pathA.endsWith('/') !== pathB.endsWith('/')) found.push('trailing slash');
  if (pathA.replace(/\/$/, '') !== pathB.replace(/\/$/, '')) found.push('letter case');
  return found;
}

/** Whether a page was read as a page: HTML, answered without an error or a redirect left. */
export const readPage = (page: CrawledPage): boolean =>
  page.html !== undefined && (page.status ?? 0) >= 200 && (page.status ?? 0) < 300;

/** Where a page's canonical sends search engines, when that is another address. */
export function canonicalElsewhere(page: CrawledPage): string | undefined {
  if (!readPage(page) || page.canonical === undefined) return undefined;
  const own = parse(page.finalUrl ?? page.url);
  const target = parse(page.canonical);
  if (!own || !target) return undefined;
  own.hash = '';
  target.hash = '';
  return own.href === target.href ? undefined : target.href;
}

export interface AddressGroup {
  /** The address kept: the sitemap's, or the first one crawled. */
  page: string;
  /** The other addresses of the same page, each with how it differs. */
  variants: { url: string; differs: AddressDifference[] }[];
}

export interface CrawlAddresses {
  /** Pages whose canonical names another address, with that address. */
  canonicalised: { url: string; to: string }[];
  /** Pages found under more than one address (crawled or in the sitemap). */
  duplicates: AddressGroup[];
  /** The pages to grade, each once: read, not canonicalised elsewhere, not a variant. */
  graded: CrawledPage[];
  /** Every address that is not the page itself (a canonicalised page or a variant). */
  notThePage: Set<string>;
}

/** Sorts a crawl's pages by the page they are, with the sitemap's addresses. */
export function sortAddresses(pages: CrawledPage[], sitemapUrls: string[] = []): CrawlAddresses {
  const canonicalised: CrawlAddresses['canonicalised'] = [];
  const candidates: CrawledPage[] = [];
  const finalOf = new Map<string, string>();
  for (const page of pages) {
    if (page.finalUrl) finalOf.set(page.url, page.finalUrl);
    if (!readPage(page)) continue;
    const to = canonicalElsewhere(page);
    if (to) canonicalised.push({ url: page.finalUrl ?? page.url, to });
    else candidates.push(page);
  }
  const listed = new Set(sitemapUrls.map((url) => finalOf.get(url) ?? url));
  type Group = { addresses: string[]; pages: Map<string, CrawledPage> };
  const byKey = new Map<string, Group>();
  const add = (url: string, page?: CrawledPage) => {
    const key = addressKey(url);
    const group: Group = byKey.get(key) ?? { addresses: [], pages: new Map() };
    if (!group.addresses.includes(url)) group.addresses.push(url);
    if (page && !group.pages.has(url)) group.pages.set(url, page);
    byKey.set(key, group);
  };
  for (const page of candidates) add(page.finalUrl ?? page.url, page);
  const canonicalTargets = new Set(canonicalised.map((item) => item.to));
  for (const url of listed) if (byKey.has(addressKey(url))) add(url);

  const duplicates: AddressGroup[] = [];
  const graded: CrawledPage[] = [];
  const notThePage = new Set(canonicalised.map((item) => item.url));
  for (const group of byKey.values()) {
    const kept =
      group.addresses.find((url) => listed.has(url)) ??
      group.addresses.find((url) => canonicalTargets.has(url)) ??
      (group.addresses[0] as string);
    const page = group.pages.get(kept) ?? group.pages.values().next().value;
    if (page) graded.push(page);
    const others = group.addresses.filter((url) => url !== kept);
    others.forEach((url) => notThePage.add(url));
    if (others.length > 0)
      duplicates.push({
        page: kept,
        variants: others.map((url) => ({ url, differs: differences(kept, url) })),
      });
  }
  return { canonicalised, duplicates, graded, notThePage };
}

const bareHost = (host: string) => host.replace(/^www\./i, '').toLowerCase();

export interface OtherHost {
  origin: string;
  urls: string[];
  /** The same site under another scheme or www form, so the crawl can start from it instead. */
  sameSite: boolean;
}

/** The sitemap's addresses on origins other than `siteOrigin`, by origin, largest first. */
export function otherHosts(sitemapUrls: string[], siteOrigin: string): OtherHost[] {
  const site = parse(siteOrigin);
  if (!site) return [];
  const byOrigin = new Map<string, string[]>();
  for (const url of sitemapUrls) {
    const parsed = parse(url);
    if (!parsed || parsed.origin === site.origin) continue;
    byOrigin.set(parsed.origin, [...(byOrigin.get(parsed.origin) ?? []), url]);
  }
  return [...byOrigin]
    .map(([origin, urls]) => ({
      origin,
      urls,
      sameSite: bareHost(new URL(origin).hostname) === bareHost(site.hostname),
    }))
    .sort((a, b) => b.urls.length - a.urls.length);
}
