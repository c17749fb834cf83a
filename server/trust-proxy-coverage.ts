// Whether a TRUST_PROXY list of addresses and ranges trusts every IPv4 or every IPv6 address once
// its items are taken together ("0.0.0.0/1,128.0.0.0/1", "::/1,8000::/1"): as bad as "true", but
// no single item shows it. Each item becomes an interval of 32-bit or 128-bit numbers, as
// @fastify/proxy-addr 5 matches it: an IPv4-mapped address (::ffff:a.b.c.d) is an IPv4 visitor; an
// IPv6 range spans IPv4 visitors only when written as a mapped range of /96 or longer
// (::ffff:0:0/96 is every one), and other IPv6 ranges only native IPv6 visitors. Sorted and merged,
// the intervals either leave a gap in a family or they do not. A zone id (fe80::1%eth0) is ignored:
// a forwarded address can name any zone.
import ipaddr from 'ipaddr.js';

/** The named ranges proxy-addr expands (it does not export them). */
export const NAMED_RANGES: ReadonlyMap<string, readonly string[]> = new Map([
  ['linklocal', ['169.254.0.0/16', 'fe80::/10']],
  ['loopback', ['127.0.0.1/8', '::1/128']],
  ['uniquelocal', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
]);

export type AddressFamily = 'IPv4' | 'IPv6';

interface Interval {
  family: AddressFamily;
  first: bigint;
  last: bigint;
}

const BITS: Record<AddressFamily, number> = { IPv4: 32, IPv6: 128 };
/** ::ffff:0:0/96, whose addresses proxy-addr treats as IPv4: no IPv6 visitor is in it. */
const MAPPED_FIRST = 0xffff_0000_0000n;
const MAPPED_LAST = 0xffff_ffff_ffffn;

const toBigInt = (bytes: number[]): bigint =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

function interval(family: AddressFamily, address: bigint, prefix: number): Interval {
  const hostBits = BigInt(BITS[family] - prefix);
  const first = (address >> hostBits) << hostBits;
  return { family, first, last: first + (1n << hostBits) - 1n };
}

const isMapped = (ip: ipaddr.IPv4 | ipaddr.IPv6): boolean =>
  ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress();

/**
 * The prefix length after the slash: digits, or an IPv4 netmask (one with a hole never gets here:
 * proxy-addr refuses it, and so TRUST_PROXY does before this is asked).
 */
const prefixLength = (text: string): number =>
  /^\d+$/.test(text) ? Number(text) : (ipaddr.IPv4.parse(text).prefixLengthFromSubnetMask() ?? 32);

/** The interval one address or range (as TRUST_PROXY accepts it) trusts, if any. */
function intervalOf(item: string): Interval | undefined {
  const [address = '', prefixText] = item.split('/');
  const ip = ipaddr.parse(address);
  const mapped = isMapped(ip);
  // proxy-addr reads a mapped address without a prefix as the IPv4 address.
  if (ip.kind() === 'ipv4' || (mapped && prefixText === undefined)) {
    const ipv4 = mapped ? (ip as ipaddr.IPv6).toIPv4Address() : (ip as ipaddr.IPv4);
    const prefix = prefixText === undefined ? 32 : prefixLength(prefixText);
    return interval('IPv4', toBigInt(ipv4.toByteArray()), prefix);
  }
  const prefix = prefixText === undefined ? 128 : prefixLength(prefixText);
  const value = toBigInt(ip.toByteArray());
  if (!mapped) return interval('IPv6', value, prefix);
  return prefix >= 96 ? interval('IPv4', value - MAPPED_FIRST, prefix - 96) : undefined;
}

/** Whether the intervals, together, take in every number of `family`'s space. */
function coversFamily(intervals: Interval[], family: AddressFamily): boolean {
  const spans = intervals.filter((span) => span.family === family);
  // The IPv4-mapped block holds no IPv6 visitor: it needs no covering.
  if (family === 'IPv6') spans.push({ family, first: MAPPED_FIRST, last: MAPPED_LAST });
  spans.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const end = (1n << BigInt(BITS[family])) - 1n;
  let uncovered = 0n;
  for (const span of spans) {
    if (span.first > uncovered) return false;
    if (span.last >= uncovered) uncovered = span.last + 1n;
    if (uncovered > end) return true;
  }
  return false;
}

/**
 * The families (IPv4, IPv6) whose every address the items trust together, each with items that
 * do so and none of which could be left out: what to name in the message. `items` are what
 * TRUST_PROXY accepts one by one (addresses, CIDR ranges, IPv4 netmasks, named ranges).
 */
export function familiesTrustedWhole(
  items: readonly string[],
): { family: AddressFamily; items: string[] }[] {
  const intervalsOf = new Map(
    items.map((item) => [
      item,
      (NAMED_RANGES.get(item) ?? [item]).flatMap((range) => intervalOf(range) ?? []),
    ]),
  );
  const covers = (chosen: string[], family: AddressFamily) =>
    coversFamily(
      chosen.flatMap((item) => intervalsOf.get(item) ?? []),
      family,
    );
  return (['IPv4', 'IPv6'] as const).flatMap((family) => {
    let chosen = [...new Set(items)];
    if (!covers(chosen, family)) return [];
    for (const item of [...chosen]) {
      const without = chosen.filter((other) => other !== item);
      if (covers(without, family)) chosen = without;
    }
    return [{ family, items: chosen }];
  });
}
