// Which IP addresses the SEO tools' fetcher may connect to: public unicast only. Every address a
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

/** The IPv4 address carried inside an IPv6 one (mapped, translated, NAT64 or 6to4), if any. */
function embeddedV4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return ipaddr.fromByteArray(bytes.slice(12, 16)) as ipaddr.IPv4;
    case '6to4':
      return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
    default:
      return undefined;
  }
}

function classifyV6(address: ipaddr.IPv6): AddressVerdict {
  const text = address.toString();
  const range = address.range();
  if (range === 'unicast') return { allowed: true };
  const inner = embeddedV4(address, range);
  if (inner) {
    // Refused whatever it carries: a public site has a plain IPv4 or IPv6 address to reach it by.
    const carried = classifyV4(inner);
    const detail = carried.allowed ? '' : ` (${carried.reason})`;
    return refuse(`${text} is an IPv6 form of the IPv4 address ${inner.toString()}${detail}`);
  }
  return refuse(`${text} is ${V6_REASONS[range] ?? `a special-purpose IPv6 address (${range})`}`);
}

/** Whether the fetcher may connect to `ip` (a plain IPv4 dotted quad or IPv6 text, no brackets). */
export function classifyAddress(ip: string): AddressVerdict {
  if (!ipaddr.isValid(ip)) return refuse(`"${ip}" is not an IP address`);
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv4'
    ? classifyV4(address as ipaddr.IPv4)
    : classifyV6(address as ipaddr.IPv6);
}
