// Checks on how the server answered a page our server fetched from its address: whether robots.txt
// lets Googlebot visit it, whether an X-Robots-Tag header keeps it out of Google, the redirects on
// the way to it and how long the server took to start answering. Only fetched pages get them.
import type { PageResponse } from '../../../../shared/tools-api-contract';
import { clip, finding, type CheckText, type Finding } from './findings';
import { POOR_FIRST_BYTE_MS, SLOW_FIRST_BYTE_MS } from './seo-thresholds';

/** What our server learned fetching the page, beside its HTML. */
export type AddressFacts = Pick<
  PageResponse,
  'requestedUrl' | 'finalUrl' | 'responseMs' | 'redirects' | 'headers' | 'robots'
>;

export const ROBOTS_TXT_CHECK: CheckText = {
  id: 'robots-txt',
  category: 'indexing',
  title: 'robots.txt',
  why: 'robots.txt is the file that tells search engines which pages of a site they may visit. Google doesn’t read a page robots.txt blocks, so its words never count, and it can still show in results as a bare address with no description.',
  fix: 'If this page should appear in Google, remove or narrow the robots.txt rule that matches it (your developer, host or your website builder’s SEO settings can change it), then check it with the robots.txt report in Google Search Console. To keep a page out of Google, use a noindex tag instead and let Google visit it, or it never sees the tag.',
};

export const ROBOTS_HEADER_CHECK: CheckText = {
  id: 'robots-header',
  category: 'indexing',
  title: 'X-Robots-Tag header',
  why: 'Besides the robots meta tag in the HTML, a server can send an X-Robots-Tag header with the page. It is invisible on the page, so a noindex left there by a staging setup, a plugin or a hosting rule quietly removes the page from Google.',
  fix: 'Remove noindex, nofollow and none from the X-Robots-Tag header of every page that should rank. It is set in the server or hosting configuration (.htaccess, nginx, a CDN rule) or by an SEO plugin; your host or developer can change it.',
};

export const REDIRECTS_CHECK: CheckText = {
  id: 'redirects',
  category: 'server',
  title: 'Redirects',
  why: 'Every redirect is one more round trip before the page starts to load (often 100–300 ms on a phone). A chain of them wastes Google’s visits to your site, and a temporary redirect (302 or 307) tells Google to keep showing the old address.',
  fix: 'Point your menus, internal links, sitemap, ads and Google Business Profile straight at the final address, and make each old address redirect in one step, permanently (301), to where the page is now. Your developer or host sets the redirect rules.',
};

export const SERVER_RESPONSE_CHECK: CheckText = {
  id: 'server-response',
  category: 'server',
  title: 'Server response time',
  why: `Nothing appears on screen until the server starts answering (the time to first byte). Over ${SLOW_FIRST_BYTE_MS} ms, every later step of loading waits, for every visitor, and Google’s page experience signals suffer.`,
  fix: 'Ask your host or developer to turn on page caching (a caching plugin on WordPress, or a CDN such as Cloudflare that keeps copies of your pages), to look for slow plugins and database queries, and to host the site near your visitors (an Indian data centre for customers in India). Then test the page again with the Page Speed tool.',
};

/** Directives that take a value after a colon, so a colon after them does not name a crawler. */
const VALUED = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/**
 * The X-Robots-Tag directives that apply to Googlebot: those with no crawler named and those after
 * "googlebot:" ("otherbot: noindex" does not apply).
 */
export function googleRobotsDirectives(header: string | undefined): string[] {
  const directives: string[] = [];
  let agent: string | undefined;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    let directive = part.trim();
    const named = /^([\w-]+)\s*:\s*(.*)$/.exec(directive);
    if (named?.[1] && !VALUED.has(named[1])) {
      agent = named[1];
      directive = (named[2] ?? '').trim();
    }
    if (directive && (agent === undefined || agent === 'googlebot')) directives.push(directive);
  }
  return directives;
}

function robotsTxtFinding(robots: AddressFacts['robots']): Finding[] {
  if (!robots) return [];
  if (robots.googlebot === 'blocked')
    return [
      finding(
        ROBOTS_TXT_CHECK,
        'fail',
        `robots.txt blocks Google from this page: the rule “${clip(robots.rule, 80)}” on line ${robots.line} of ${robots.url} matches it, so Googlebot won’t read it.`,
      ),
    ];
  if (robots.googlebot === 'unknown')
    return [
      finding(
        ROBOTS_TXT_CHECK,
        'fail',
        `We couldn’t read ${robots.url} (${robots.reason}). Google doesn’t visit any page of a site whose robots.txt it can’t read, so this page may drop out of its results until the file opens again.`,
      ),
    ];
  return [
    finding(
      ROBOTS_TXT_CHECK,
      'pass',
      robots.status === 'read'
        ? `${robots.url} lets Googlebot visit this page.`
        : `The site has no robots.txt (${robots.url}: ${robots.reason}), so Google may visit every page.`,
    ),
  ];
}

function robotsHeaderFinding(header: string | undefined): Finding {
  const directives = googleRobotsDirectives(header);
  const quoted = `“${clip(header ?? '', 80)}”`;
  if (directives.includes('noindex') || directives.includes('none'))
    return finding(
      ROBOTS_HEADER_CHECK,
      'fail',
      `The server sends X-Robots-Tag: ${quoted} with the page: Google will leave it out of its results, whatever the HTML says.`,
    );
  if (directives.includes('nofollow'))
    return finding(
      ROBOTS_HEADER_CHECK,
      'warn',
      `The server sends X-Robots-Tag: ${quoted}: Google will not follow any link on this page.`,
    );
  return finding(
    ROBOTS_HEADER_CHECK,
    'pass',
    header === undefined
      ? 'The server sends no X-Robots-Tag header, so nothing in its answer keeps the page out of Google.'
      : `The server’s X-Robots-Tag (${quoted}) lets Google index the page and follow its links.`,
  );
}

function redirectsFinding({ redirects, finalUrl }: AddressFacts): Finding {
  const [first] = redirects;
  if (!first)
    return finding(REDIRECTS_CHECK, 'pass', 'The address answers directly, with no redirect.');
  const chain = [...redirects.map((hop) => `${hop.url} (${hop.status})`), finalUrl].join(' → ');
  const temporary = redirects.some((hop) => hop.status === 302 || hop.status === 307);
  if (redirects.length > 1)
    return finding(
      REDIRECTS_CHECK,
      'warn',
      `The address goes through ${redirects.length} redirects before the page: ${chain}. Link to ${finalUrl} directly, and make old addresses redirect there in one step.`,
    );
  if (temporary)
    return finding(
      REDIRECTS_CHECK,
      'warn',
      `The address redirects temporarily (${first.status}) to ${finalUrl}: Google may keep showing the old address. If the move is for good, make it a 301.`,
    );
  return finding(
    REDIRECTS_CHECK,
    'pass',
    `The address redirects once, permanently (${first.status}), to ${finalUrl}: fine for old links, but link to ${finalUrl} directly in your menus and sitemap.`,
  );
}

function serverResponseFinding(ms: number): Finding {
  const measured = `Our server waited ${ms} ms for the site’s server to start answering (time to first byte, measured once)`;
  if (ms > POOR_FIRST_BYTE_MS)
    return finding(
      SERVER_RESPONSE_CHECK,
      'fail',
      `${measured}: very slow, over ${POOR_FIRST_BYTE_MS} ms. Under ${SLOW_FIRST_BYTE_MS} ms is good.`,
    );
  if (ms > SLOW_FIRST_BYTE_MS)
    return finding(
      SERVER_RESPONSE_CHECK,
      'warn',
      `${measured}: slow, over ${SLOW_FIRST_BYTE_MS} ms, the most a server should take.`,
    );
  return finding(
    SERVER_RESPONSE_CHECK,
    'pass',
    `${measured}: good, under ${SLOW_FIRST_BYTE_MS} ms.`,
  );
}

export function checkAddress(facts: AddressFacts): Finding[] {
  return [
    ...robotsTxtFinding(facts.robots),
    robotsHeaderFinding(facts.headers['x-robots-tag']),
    redirectsFinding(facts),
    serverResponseFinding(facts.responseMs),
  ];
}
