// Checks that decide whether and under which address Google indexes the page: the canonical link
// and the robots meta tag.
import { clip, finding, type CheckText, type Finding } from './findings';
import type { PageMeasures } from './page-measures';

export const CANONICAL_CHECK: CheckText = {
  id: 'canonical',
  category: 'indexing',
  title: 'Canonical URL',
  why: 'The canonical link tells Google which address is the master copy of a page when the same content is reachable at several URLs (with and without www, with ?utm_source tracking, filtered product lists). Without it Google guesses, and ranking signals can split between the copies.',
  fix: 'Add <link rel="canonical" href="https://www.yoursite.in/page/"> to the <head> with the full address (https:// and the domain) of the version you want in search results. Use exactly one per page.',
};

export const ROBOTS_CHECK: CheckText = {
  id: 'robots',
  category: 'indexing',
  title: 'Robots meta tag',
  why: 'A robots meta tag with noindex removes the page from Google; nofollow stops Google following every link on it. Both are often left behind from a staging site and quietly wipe out search traffic after a launch.',
  fix: 'Remove noindex and nofollow from <meta name="robots"> on every page that should rank. Keep noindex only where it is meant, such as thank-you, cart, login and internal search pages.',
};

function absoluteUrl(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function canonicalFinding(canonicals: string[], pageUrl: string | undefined): Finding {
  const distinct = [...new Set(canonicals)];
  const [first] = distinct;
  if (first === undefined)
    return finding(CANONICAL_CHECK, 'warn', 'The page has no canonical link.');
  if (distinct.length > 1)
    return finding(
      CANONICAL_CHECK,
      'fail',
      `The page has ${distinct.length} different canonical links (${distinct.map((href) => `"${clip(href, 60)}"`).join(', ')}); Google ignores them all when they disagree.`,
    );
  if (first === '')
    return finding(CANONICAL_CHECK, 'fail', 'The canonical link has an empty href.');
  const url = absoluteUrl(first);
  if (!url)
    return finding(
      CANONICAL_CHECK,
      'warn',
      `The canonical "${clip(first, 80)}" is not an absolute https:// address, so a copy of the page on another host or protocol could claim it.`,
    );
  const page = pageUrl ? absoluteUrl(pageUrl) : undefined;
  if (page && page.href !== url.href)
    return finding(
      CANONICAL_CHECK,
      'warn',
      `The canonical points to another address, ${url.href}, than this page (${page.href}). That is right only if this page is a duplicate.`,
    );
  return finding(CANONICAL_CHECK, 'pass', `The canonical is ${url.href}.`);
}

function robotsFinding(robots: PageMeasures['robots']): Finding {
  const listed = robots.directives.join(', ');
  if (robots.noindex)
    return finding(
      ROBOTS_CHECK,
      'fail',
      `The robots meta tag says "${clip(listed, 80)}": Google will drop this page from its results.`,
    );
  if (robots.nofollow)
    return finding(
      ROBOTS_CHECK,
      'warn',
      `The robots meta tag says "${clip(listed, 80)}": Google will not follow any link on this page.`,
    );
  if (robots.directives.length > 0)
    return finding(
      ROBOTS_CHECK,
      'pass',
      `The robots meta tag ("${clip(listed, 80)}") lets Google index the page and follow its links.`,
    );
  return finding(
    ROBOTS_CHECK,
    'pass',
    'No robots meta tag: Google indexes the page and follows its links by default.',
  );
}

export function checkIndexing(measures: PageMeasures): Finding[] {
  return [canonicalFinding(measures.canonicals, measures.url), robotsFinding(measures.robots)];
}
