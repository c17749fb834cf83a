// The crawl findings about addresses rather than pages, for the SEO Audit Tool: pages robots.txt
// keeps search engines out of (with the line that does), a sitemap listing another host, scheme
// or www form, the same page under several addresses (letter case, a trailing slash, index.html,
// tracking parameters) and addresses whose canonical names another page. Pure.
import { plural } from '../../../lib/plural';
import type { AddressDifference, CrawlAddresses, OtherHost } from './crawl-addresses';
import {
  blockedNote,
  finding,
  findingOfItems,
  linkedFrom,
  type CrawlFinding,
  type DisallowedPage,
} from './crawl-finding';

export function robotsDisallowed(
  disallowed: DisallowedPage[],
  sitemap: Set<string>,
  sources: Map<string, string[]>,
): CrawlFinding | undefined {
  if (disallowed.length === 0) return undefined;
  const listed = disallowed.filter((page) => sitemap.has(page.url));
  const items = disallowed.map(({ url, rule }) => ({
    url,
    note: `${blockedNote(rule)}${sitemap.has(url) ? '; your sitemap lists it' : ''}${linkedFrom(sources, url)}`,
  }));
  const text = {
    id: 'robots-disallowed' as const,
    title: 'Pages robots.txt keeps search engines out of',
    why: 'robots.txt asks search engines not to visit these pages, so Google cannot read them and rarely shows them. Listing one in the sitemap as well asks Google for two opposite things.',
    fix: 'If a page should be found in Google, remove or narrow the robots.txt line named next to it. If it should stay out, take it out of your sitemap.',
    items,
  };
  const count = plural(disallowed.length, 'page');
  if (listed.length > 0)
    return finding(
      text,
      'warn',
      `robots.txt asks search engines to stay out of ${count}, so we did not check ${disallowed.length === 1 ? 'it' : 'them'}; your sitemap lists ${listed.length === disallowed.length ? (listed.length === 1 ? 'it' : 'all of them') : `${listed.length} of them`}.`,
    );
  return finding(
    text,
    'pass',
    `robots.txt asks search engines to stay out of ${count}, so we did not check ${disallowed.length === 1 ? 'it' : 'them'}. That is right for forms, logins and carts: check that none is a page you want in Google.`,
  );
}

export function sitemapHosts(hosts: OtherHost[], siteOrigin: string): CrawlFinding | undefined {
  const first = hosts[0];
  if (!first) return undefined;
  const total = hosts.reduce((sum, host) => sum + host.urls.length, 0);
  const items = hosts.map((host) => ({
    url: host.origin,
    note: `${plural(host.urls.length, 'page')} in your sitemap, such as ${host.urls[0] ?? host.origin}${host.sameSite ? '; the same site under another address' : '; another site'}`,
  }));
  const sameSite = hosts.find((host) => host.sameSite);
  const text = {
    id: 'sitemap-hosts' as const,
    title: 'Your sitemap lists another address',
    why: 'A sitemap may only list pages of the site it is on, so Google ignores the rest. When a site answers under two addresses (with and without www, http and https), Google splits its ranking between them.',
    fix: sameSite
      ? `Choose one address for your site. If it is ${sameSite.origin}, crawl that address instead. Then redirect the other address to it (301) and make the sitemap list only its pages.`
      : 'Make the sitemap on this site list this site’s own pages. If this is a staging or copied site, its sitemap came from the live one: keep the copy out of Google (a password or noindex) and crawl the live site instead.',
    items,
    ...(sameSite ? { recrawl: `${sameSite.origin}/` } : {}),
  };
  return finding(
    text,
    'fail',
    `Your sitemap lists ${plural(first.urls.length, 'page')} on ${first.origin}, but we checked ${siteOrigin}${hosts.length > 1 ? ` (and ${plural(total - first.urls.length, 'page')} on other addresses)` : ''}, so we could not compare them with your links.`,
  );
}

const DIFFERENCES: Record<AddressDifference, string> = {
  'letter case': 'capital letters',
  'trailing slash': 'a slash at the end',
  'index.html': '“index.html” at the end',
  tracking: 'tracking parameters (utm_, gclid, fbclid…)',
};

/** "capital letters and a slash at the end". */
function describe(differs: AddressDifference[]): string {
  const words = differs.map((item) => DIFFERENCES[item]);
  const last = words.pop();
  if (last === undefined) return 'its spelling';
  return words.length === 0 ? last : `${words.join(', ')} and ${last}`;
}

export function duplicateAddresses(
  addresses: CrawlAddresses,
  sources: Map<string, string[]>,
): CrawlFinding {
  const items = addresses.duplicates.flatMap((group) =>
    group.variants.map((variant) => ({
      url: variant.url,
      note: `The same page as ${group.page}, differing only by ${describe(variant.differs)}${linkedFrom(sources, variant.url)}`,
    })),
  );
  const text = {
    id: 'duplicate-addresses' as const,
    title: 'Same page under several addresses',
    why: 'Search engines count every address as a separate page, so copies split a page’s ranking and use up the time Google spends on your site.',
    fix: 'Link to one address only and redirect the others to it (301), or give every copy a canonical link naming the main address. Keep tracking parameters for ads and emails, never for links between your own pages.',
    items,
  };
  return findingOfItems(
    text,
    'Every page the crawl found has one address.',
    'warn',
    (count) => `${plural(count, 'address', 'addresses')} repeat${count === 1 ? 's' : ''} a page.`,
  );
}

export function canonicalised(addresses: CrawlAddresses): CrawlFinding | undefined {
  if (addresses.canonicalised.length === 0) return undefined;
  const items = addresses.canonicalised.map(({ url, to }) => ({
    url,
    note: `Canonicalised to ${to}: search engines count it as that page`,
  }));
  const count = items.length;
  return finding(
    {
      id: 'canonicalised',
      title: 'Addresses that point to another page',
      why: 'A canonical link tells Google which address of a page to show. Copies that name the main page are fine: they are not duplicates and need no place in the sitemap.',
      fix: 'Nothing to do if these are copies (tags, filters, tracking). If one is a page of its own that should appear in Google, make its canonical link name its own address.',
      items,
    },
    'pass',
    `${plural(count, 'address', 'addresses')} name${count === 1 ? 's' : ''} another page as ${count === 1 ? 'its' : 'their'} canonical, so we counted ${count === 1 ? 'it' : 'them'} as that page rather than grading ${count === 1 ? 'it' : 'them'} separately.`,
  );
}
