// Reads TRUST_PROXY into Fastify's `trustProxy`: which proxies may tell the server the visitor's
// address in X-Forwarded-For. Without it, every visitor behind a proxy shares the proxy's address
// (and its lead rate limit). Accepts what Fastify's proxy-addr compiles, spelled as addresses are
// written, except ranges that take in every IPv4 or every IPv6 address, alone or together
// (trust-proxy-coverage.ts; "true" says that plainly); anything else stops start-up with a message
// listing the accepted forms, rather than being misread or failing once the lead database is open.
// Fastify 5 turns a bare hop count into "trust nobody" (it cannot tell a proxy from a direct
// client), so a count becomes a function trusting that many nearest hops: use it only when the
// server is reachable through the proxy alone.
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { NAMED_RANGES, familiesTrustedWhole } from './trust-proxy-coverage';

export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_FORMS =
  'TRUST_PROXY accepts: "true" (trust every proxy), a hop count such as "1" (one proxy in ' +
  'front of the server), or comma-separated addresses and CIDR ranges such as ' +
  '"127.0.0.1,10.0.0.0/8,::1" (also "loopback", "linklocal", "uniquelocal"). ' +
  'Leave it unset when no proxy is in front.';

/**
 * An address, or an address with a prefix length or IPv4 netmask, in the usual spelling: proxy-addr
 * would also read "10.1" or "012.0.0.1" (octal, so 10.0.0.1), which nobody means.
 */
function isPlainSpelling(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) === 4;
}

/** Whether proxy-addr, which Fastify builds its trust from, takes the item (it refuses /0). */
function compiles(item: string): boolean {
  try {
    proxyAddr.compile(item);
    return true;
  } catch {
    return false;
  }
}

const isAccepted = (item: string): boolean =>
  NAMED_RANGES.has(item) || (isPlainSpelling(item) && compiles(item));

const quoted = (items: readonly string[]): string => items.map((item) => `"${item}"`).join(', ');

/** TRUST_PROXY as Fastify's `trustProxy`; throws with the accepted forms when it is malformed. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'false') return false;
  if (trimmed.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops === 0 ? false : hops;
  }
  const items = trimmed.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !isAccepted(item));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY="${value}" is not understood (${quoted(wrong)}). ${TRUST_PROXY_FORMS}`,
    );
  const whole = familiesTrustedWhole(items);
  if (whole.length > 0) {
    const named = [
      ...new Set(items.filter((item) => whole.some((family) => family.items.includes(item)))),
    ];
    const families = whole.map(({ family }) => family).join(' and ');
    throw new Error(
      `TRUST_PROXY="${value}" is not understood (${quoted(named)}). ` +
        `${named.length === 1 ? 'This range takes' : 'Together these ranges take'} in every ` +
        `${families} address, as "true" would: name only the proxies' own addresses or ranges. ` +
        TRUST_PROXY_FORMS,
    );
  }
  return items;
}

/** What Fastify's `trustProxy` option takes for a parsed TRUST_PROXY. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Whether TRUST_PROXY trusts the server's direct peer at `address` (the nearest hop), as Fastify
 * decides for X-Forwarded-For: who may also name the request's id (see request-id.ts).
 */
export function trustsNearestHop(trust: TrustProxy): (address: string) => boolean {
  const fastify = fastifyTrustProxy(trust);
  if (typeof fastify === 'boolean') return () => fastify;
  if (typeof fastify === 'function') return (address) => fastify(address, 0);
  const compiled = proxyAddr.compile(fastify);
  return (address) => compiled(address, 0);
}
