// Sorts a page's links into internal, external and other (mailto:, tel:, #anchors), and counts the
// nofollow ones, relative to the site's origin when it is known.
import type { LinkFact } from './page-facts';

export type LinkKind = 'internal' | 'external' | 'other';

export interface ClassifiedLink {
  href: string;
  text: string;
  kind: LinkKind;
  /** rel contains nofollow, sponsored or ugc: the link passes no ranking signals. */
  nofollow: boolean;
}

export interface LinkSummary {
  /** The host links were compared against, or undefined when the page's address is unknown. */
  host: string | undefined;
  internal: number;
  external: number;
  other: number;
  internalNofollow: number;
  externalNofollow: number;
  /** Links without words a reader or crawler can use (no text, no image alt, no aria-label). */
  emptyText: number;
  /** The first links of the page, for a table in the UI. */
  links: ClassifiedLink[];
}

const MAX_LISTED_LINKS = 300;
const QUALIFIED_REL = ['nofollow', 'sponsored', 'ugc'];

/** Host name without a leading www., lower-cased; undefined for anything that is not a URL. */
export function siteHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export function classifyHref(href: string, host: string | undefined): LinkKind {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return 'other';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return 'other';
  if (scheme === undefined && !trimmed.startsWith('//')) return 'internal';
  const target = siteHost(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  if (target === undefined) return 'other';
  return host !== undefined && target === host ? 'internal' : 'external';
}

export function summariseLinks(links: LinkFact[], host: string | undefined): LinkSummary {
  const summary: LinkSummary = {
    host,
    internal: 0,
    external: 0,
    other: 0,
    internalNofollow: 0,
    externalNofollow: 0,
    emptyText: 0,
    links: [],
  };
  for (const link of links) {
    const kind = classifyHref(link.href, host);
    const nofollow = link.rel.some((rel) => QUALIFIED_REL.includes(rel));
    summary[kind] += 1;
    if (nofollow && kind === 'internal') summary.internalNofollow += 1;
    if (nofollow && kind === 'external') summary.externalNofollow += 1;
    if (kind !== 'other' && !link.text) summary.emptyText += 1;
    if (summary.links.length < MAX_LISTED_LINKS)
      summary.links.push({ href: link.href, text: link.text, kind, nofollow });
  }
  return summary;
}
