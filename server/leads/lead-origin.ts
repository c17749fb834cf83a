// Whether a lead post comes from one of the site's own pages, from the two headers browsers put on
// it: Sec-Fetch-Site (how the sending page stands to this address) and Origin (which page's origin
// sent it). Only the site's own pages may send leads, so a page elsewhere cannot post forms in its
// visitors' names. Refused: Sec-Fetch-Site "cross-site"; an Origin that is not one of the site's
// own; "same-site" (another subdomain of the site's domain, which may be a forgotten host someone
// else now serves) unless its Origin is one of the site's own, listed like a staging copy; and
// Origin "null", which browsers send from a page saved to disk, a sandboxed frame, or after a
// redirect through another site, when they will not say where a form came from. Accepted: the
// same origin, "none" (the visitor's own action, such as an address typed), and a client that
// sends neither header (curl, a server): such a client can write any header it likes, so refusing
// it would stop no one.

/** Why a lead post was refused: what its log line says, and which message the visitor gets. */
export type LeadOriginRefusal = 'cross-site' | 'same-site' | 'null origin';

export interface LeadPostHeaders {
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | undefined;
}

/**
 * Why a post with these headers is refused, or undefined when it may send a lead. `ownOrigins` are
 * the site's own, as browsers write them (lowercase scheme and host, no default port).
 */
export function leadOriginRefusal(
  { origin, fetchSite }: LeadPostHeaders,
  ownOrigins: readonly string[],
): LeadOriginRefusal | undefined {
  const site = fetchSite?.trim().toLowerCase();
  const sender = origin?.trim().toLowerCase();
  if (sender === 'null') return 'null origin';
  if (site === 'cross-site') return 'cross-site';
  const own = sender !== undefined && ownOrigins.includes(sender);
  if (site === 'same-site') return own ? undefined : 'same-site';
  return sender === undefined || own ? undefined : 'cross-site';
}

/** A plain host, IPv4 address or [IPv6] address, with an optional port: what Host may hold. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request was addressed to, as a browser would write it, from its scheme and Host
 * (behind a trusted proxy, X-Forwarded-Proto and X-Forwarded-Host); undefined when they do not
 * make one.
 */
export function requestOrigin(protocol: string | undefined, host: string): string | undefined {
  const scheme = protocol?.toLowerCase();
  if ((scheme !== 'http' && scheme !== 'https') || !HOST.test(host)) return undefined;
  const address = `${scheme}://${host}`;
  return URL.canParse(address) ? new URL(address).origin : undefined;
}
