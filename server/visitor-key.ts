// Who counts as one visitor for every per-visitor limit (leads, SEO tools): an IPv4 address as is
// (also when it arrives IPv6-mapped), an IPv6 address by its /64 network, since one household or
// phone is given a whole /64 and may rotate through its 2^64 addresses at will. Groups are written
// zero-padded, as the lead hashes stored before this module were, so those hashes still match.
import ipaddr from 'ipaddr.js';

export function visitorKey(ip: string): string {
  const text = ip.trim().toLowerCase();
  if (!ipaddr.isValid(text)) return text;
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16).padStart(4, '0'));
  return `${parts.join(':')}::/64`;
}
