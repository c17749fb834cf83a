// Which IP addresses the SEO tools' fetcher may connect to: public unicast only (IPv6: global
// unicast, 2000::/3, with no IPv4 address inside). Every address a
// name resolves to (and every IP written in an address) is classified here before any connection;
// a refusal carries the reason the visitor is shown. Pure: no lookups, no sockets.
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** The cloud metadata service (AWS, GCP, Azure, ...), named apart because it is the usual SSRF prize. */
const METADATA_V4 = '169.254.169.254';

const V4_REASONS: Record<string, string> = {
  unspecified: 'an unspecified address (0.0.0.0/8)',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (169.254.0.0/16)',
  loopback: 'a loopback address (this server itself)',
  carrierGradeNat: 'a carrier-grade NAT address (100.64.0.0/10)',
  private: 'a private network address',
  reserved: 'a reserved address',
  as112: 'a reserved (AS112) address',
  amt: 'a reserved (AMT) address',
};

const V6_REASONS: Record<string, string> = {
  unspecified: 'the unspecified IPv6 address (::)',
  linkLocal: 'an IPv6 link-local address (fe80::/10)',
  multicast: 'an IPv6 multicast address',
  loopback: 'the IPv6 loopback address (this server itself)',
  uniqueLocal: 'an IPv6 unique local address (fc00::/7)',
  deprecatedSiteLocal: 'an IPv6 site-local address (fec0::/10)',
  discard: 'an IPv6 discard address',
  teredo: 'a Teredo tunnel address',
  benchmarking: 'an IPv6 benchmarking address',
  reserved: 'a reserved IPv6 address',
};

const refuse = (reason: string): AddressVerdict => ({ allowed: false, reason });

function classifyV4(address: ipaddr.IPv4): AddressVerdict {
  const text = address.toString();
  if (text === METADATA_V4) return refuse(`${text} is the cloud metadata service`);
  const range = address.range();
  if (range === 'unicast') return { allowed: true };
  return refuse(`${text} is ${V4_REASONS[range] ?? `a special-purpose address (${range})`}`);
}

/** The whole of 64:ff9b:1::/48 (RFC 8215, local NAT64); ipaddr.js files only part of it as rfc6052. */
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

/** The IPv4 address in the last four bytes. */
const lastFour = (bytes: number[]): ipaddr.IPv4 =>
  ipaddr.fromByteArray(bytes.slice(12, 16)) as ipaddr.IPv4;

/**
 * The IPv4 address carried inside an IPv6 one, read from its bytes (never its text, which has
 * many spellings: [::127.0.0.1] is written back as [::7f00:1]): IPv4-compatible (::/96),
 * mapped (::ffff:0:0/96), translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48),
 * 6to4 (2002::/16), and ISATAP interface identifiers (…:0:5efe:a.b.c.d and …:200:5efe:a.b.c.d).
 */
export function embeddedIPv4(
  address: ipaddr.IPv6,
): { form: string; inner: ipaddr.IPv4 } | undefined {
  const bytes = address.toByteArray();
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const word = (index: number) => ((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0);
  if (zeros(0, 12)) return { form: 'IPv4-compatible (::/96)', inner: lastFour(bytes) };
  if (zeros(0, 10) && word(10) === 0xffff)
    return { form: 'IPv4-mapped (::ffff:0:0/96)', inner: lastFour(bytes) };
  if (zeros(0, 8) && word(8) === 0xffff && word(10) === 0)
    return { form: 'IPv4-translated (::ffff:0:0:0/96)', inner: lastFour(bytes) };
  if (word(0) === 0x64 && word(2) === 0xff9b && zeros(4, 12))
    return { form: 'NAT64 (64:ff9b::/96)', inner: lastFour(bytes) };
  if (address.match(LOCAL_NAT64))
    return { form: 'local NAT64 (64:ff9b:1::/48)', inner: lastFour(bytes) };
  if (word(0) === 0x2002)
    return {
      form: '6to4 (2002::/16)',
      inner: ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4,
    };
  if ((word(8) === 0 || word(8) === 0x0200) && word(10) === 0x5efe)
    return { form: 'ISATAP', inner: lastFour(bytes) };
  return undefined;
}

/** Global unicast (2000::/3): the only IPv6 block public sites are reached in. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

function classifyV6(address: ipaddr.IPv6): AddressVerdict {
  const text = address.toString();
  const range = address.range();
  // Every form that carries an IPv4 address is refused whatever it carries: a public site has a
  // plain IPv4 or IPv6 address to reach it by. Checked first, so no range name can let one by.
  const embedded =
    range === 'unspecified' || range === 'loopback' ? undefined : embeddedIPv4(address);
  if (embedded) {
    const carried = classifyV4(embedded.inner);
    const detail = carried.allowed ? '' : ` (${carried.reason})`;
    return refuse(
      `${text} is an IPv6 form (${embedded.form}) of the IPv4 address ${embedded.inner.toString()}${detail}`,
    );
  }
  if (range !== 'unicast')
    return refuse(`${text} is ${V6_REASONS[range] ?? `a special-purpose IPv6 address (${range})`}`);
  if (!address.match(GLOBAL_UNICAST))
    return refuse(`${text} is not a global unicast IPv6 address (outside 2000::/3)`);
  return { allowed: true };
}

/** Whether the fetcher may connect to `ip` (a plain IPv4 dotted quad or IPv6 text, no brackets). */
export function classifyAddress(ip: string): AddressVerdict {
  if (!ipaddr.isValid(ip)) return refuse(`"${ip}" is not an IP address`);
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv4'
    ? classifyV4(address as ipaddr.IPv4)
    : classifyV6(address as ipaddr.IPv6);
}
