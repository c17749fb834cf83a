// Reads TRUST_PROXY into Fastify's `trustProxy`: which proxies may tell the server the visitor's
// address in X-Forwarded-For. Without it, every visitor behind a proxy shares the proxy's address
// (and its lead rate limit). Accepts what proxy-addr accepts; anything else stops start-up with a
// message listing the accepted forms, rather than being misread. Fastify 5 turns a bare hop count
// into "trust nobody" (it cannot tell a proxy from a direct client), so a count becomes a function
// trusting that many nearest hops: use it only when the server is reachable through the proxy alone.
import { isIP } from 'node:net';

export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_FORMS =
  'TRUST_PROXY accepts: "true" (trust every proxy), a hop count such as "1" (one proxy in ' +
  'front of the server), or comma-separated addresses and CIDR ranges such as ' +
  '"127.0.0.1,10.0.0.0/8,::1" (also "loopback", "linklocal", "uniquelocal"). ' +
  'Leave it unset when no proxy is in front.';

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item) || isIP(item) !== 0) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  if (prefix === undefined || rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes an IPv4 netmask: 10.0.0.0/255.0.0.0.
  return family === 4 && isIP(prefix) === 4;
}

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
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY="${value}" is not understood (${wrong.map((item) => `"${item}"`).join(', ')}). ${TRUST_PROXY_FORMS}`,
    );
  return items;
}

/** What Fastify's `trustProxy` option takes for a parsed TRUST_PROXY. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
