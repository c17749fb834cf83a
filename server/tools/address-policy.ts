// Which IP addresses the SEO tools' fetcher may connect to: public unicast only (IPv6: global
// unicast, 2000::/3, with no IPv4 address inside). Every address a
// name resolves to (and every IP written in an address) is classified here before any connection;
// a refusal carries what the address is in plain words (`reason`, which the visitor is shown) and
// in network terms (`detail`, for logs and tests). Pure: no lookups, no sockets.
import ipaddr from 'ipaddr.js';

export type AddressVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** What the address is, as a noun phrase a site owner understands: "a private address, …". */
      reason: string;
      /** The same in network terms: "127.0.0.1 is a loopback address (this server itself)". */
      detail: string;
    };

/** The cloud metadata service (AWS, GCP, Azure, ...), named apart because it is the usual SSRF prize. */
const METADATA_V4 = '169.254.169.254';

/** The plain kinds of refused address, as noun phrases (the visitor never sees a range name). */
const PLAIN = {
  thisComputer: 'an address that means “this computer”, not a website on the internet',
  private: 'a private address, used only inside a home, office or internet provider’s network',
  metadata: 'the private address cloud servers use to read their own settings',
  special: 'a special-purpose address that no public website uses',
} as const;

type Plain = keyof typeof PLAIN;

const V4_REASONS: Record<string, [Plain, string]> = {
  unspecified: ['thisComputer', 'an unspecified address (0.0.0.0/8)'],
  broadcast: ['special', 'the broadcast address'],
  multicast: ['special', 'a multicast address'],
  linkLocal: ['private', 'a link-local address (169.254.0.0/16)'],
  loopback: ['thisComputer', 'a loopback address (this server itself)'],
  carrierGradeNat: ['private', 'a carrier-grade NAT address (100.64.0.0/10)'],
  private: ['private', 'a private network address'],
  reserved: ['special', 'a reserved address'],
  as112: ['special', 'a reserved (AS112) address'],
  amt: ['special', 'a reserved (AMT) address'],
};

const V6_REASONS: Record<string, [Plain, string]> = {
  unspecified: ['thisComputer', 'the unspecified IPv6 address (::)'],
  linkLocal: ['private', 'an IPv6 link-local address (fe80::/10)'],
  multicast: ['special', 'an IPv6 multicast address'],
  loopback: ['thisComputer', 'the IPv6 loopback address (this server itself)'],
  uniqueLocal: ['private', 'an IPv6 unique local address (fc00::/7)'],
  deprecatedSiteLocal: ['private', 'an IPv6 site-local address (fec0::/10)'],
  discard: ['special', 'an IPv6 discard address'],
  teredo: ['special', 'a Teredo tunnel address'],
  benchmarking: ['special', 'an IPv6 benchmarking address'],
  reserved: ['special', 'a reserved IPv6 address'],
};

const refuse = (reason: string, detail: string): AddressVerdict => ({
  allowed: false,
  reason,
  detail,
});

function classifyV4(address: ipaddr.IPv4): AddressVerdict {
  const text = address.toString();
  if (text === METADATA_V4) return refuse(PLAIN.metadata, `${text} is the cloud metadata service`);
  const range = address.range();
  if (range === 'unicast') return { allowed: true };
  const [plain, detail] = V4_REASONS[range] ?? ['special', `a special-purpose address (${range})`];
  return refuse(PLAIN[plain], `${text} is ${detail}`);
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
    const inner = embedded.inner.toString();
    const carried = classifyV4(embedded.inner);
    const plain = carried.allowed ? '' : `, ${carried.reason}`;
    const detail = carried.allowed ? '' : ` (${carried.detail})`;
    return refuse(
      `another way of writing the address ${inner}${plain}`,
      `${text} is an IPv6 form (${embedded.form}) of the IPv4 address ${inner}${detail}`,
    );
  }
  if (range !== 'unicast') {
    const [plain, detail] = V6_REASONS[range] ?? [
      'special',
      `a special-purpose IPv6 address (${range})`,
    ];
    return refuse(PLAIN[plain], `${text} is ${detail}`);
  }
  if (!address.match(GLOBAL_UNICAST))
    return refuse(PLAIN.special, `${text} is not a global unicast IPv6 address (outside 2000::/3)`);
  return { allowed: true };
}

/** Whether the fetcher may connect to `ip` (a plain IPv4 dotted quad or IPv6 text, no brackets). */
export function classifyAddress(ip: string): AddressVerdict {
  if (!ipaddr.isValid(ip))
    return refuse('not an address a website can be reached at', `"${ip}" is not an IP address`);
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv4'
    ? classifyV4(address as ipaddr.IPv4)
    : classifyV6(address as ipaddr.IPv6);
}
