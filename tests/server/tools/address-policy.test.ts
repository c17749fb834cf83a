import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../../server/tools/address-policy';

/** The network terms (for logs and these tests) of a refusal. */
const refusal = (ip: string): string => {
  const verdict = classifyAddress(ip);
  if (verdict.allowed) throw new Error(`${ip} was allowed`);
  return verdict.detail;
};

/** The plain words of a refusal, which the visitor is shown. */
const plainRefusal = (ip: string): string => {
  const verdict = classifyAddress(ip);
  if (verdict.allowed) throw new Error(`${ip} was allowed`);
  return verdict.reason;
};

const THIS_COMPUTER = /^an address that means “this computer”, not a website on the internet$/;
const PRIVATE =
  /^a private address, used only inside a home, office or internet provider’s network$/;
const METADATA = /^the private address cloud servers use to read their own settings$/;
const SPECIAL = /^a special-purpose address that no public website uses$/;

describe('classifyAddress', () => {
  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4009:81f::200e',
  ])('allows the public address %s', (ip) => {
    expect(classifyAddress(ip)).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', /loopback/, THIS_COMPUTER],
    ['127.255.255.254', /loopback/, THIS_COMPUTER],
    ['10.0.0.1', /private/, PRIVATE],
    ['172.16.0.1', /private/, PRIVATE],
    ['172.31.255.255', /private/, PRIVATE],
    ['192.168.1.1', /private/, PRIVATE],
    ['169.254.1.1', /link-local/, PRIVATE],
    ['169.254.169.254', /metadata/, METADATA],
    ['100.64.0.1', /carrier-grade NAT/, PRIVATE],
    ['100.127.255.255', /carrier-grade NAT/, PRIVATE],
    ['224.0.0.1', /multicast/, SPECIAL],
    ['239.255.255.250', /multicast/, SPECIAL],
    ['0.0.0.0', /unspecified/, THIS_COMPUTER],
    ['0.1.2.3', /unspecified/, THIS_COMPUTER],
    ['255.255.255.255', /broadcast/, SPECIAL],
    ['240.0.0.1', /reserved/, SPECIAL],
    ['192.0.2.1', /reserved/, SPECIAL],
    ['198.18.0.1', /reserved/, SPECIAL],
  ])('refuses %s', (ip, reason, plain) => {
    expect(refusal(ip)).toMatch(reason);
    expect(plainRefusal(ip)).toMatch(plain);
  });

  it.each([
    ['::1', /loopback/, THIS_COMPUTER],
    ['::', /unspecified/, THIS_COMPUTER],
    ['fe80::1', /link-local/, PRIVATE],
    ['fd00::1', /unique local/, PRIVATE],
    ['fc12:3456::1', /unique local/, PRIVATE],
    ['ff02::1', /multicast/, SPECIAL],
    ['fec0::1', /site-local/, PRIVATE],
    ['2001:db8::1', /reserved/, SPECIAL],
  ])('refuses the IPv6 address %s', (ip, reason, plain) => {
    expect(refusal(ip)).toMatch(reason);
    expect(plainRefusal(ip)).toMatch(plain);
  });

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1', /loopback/],
    ['::ffff:7f00:1', '127.0.0.1', /loopback/],
    ['::ffff:10.1.2.3', '10.1.2.3', /private/],
    ['::ffff:169.254.169.254', '169.254.169.254', /metadata/],
    ['64:ff9b::7f00:1', '127.0.0.1', /loopback/],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254', /metadata/],
    ['2002:7f00:1::1', '127.0.0.1', /loopback/],
    ['2002:c0a8:101::1', '192.168.1.1', /private/],
  ])('refuses %s, a form of %s', (ip, inner, reason) => {
    const text = refusal(ip);
    expect(text).toContain(`IPv4 address ${inner}`);
    expect(text).toMatch(reason);
    expect(plainRefusal(ip)).toMatch(new RegExp(`^another way of writing the address ${inner}`));
  });

  it.each([
    // IPv4-compatible (::/96), in the spellings the URL parser and ipaddr.js read.
    ['::7f00:1', '127.0.0.1', /loopback/],
    ['::127.0.0.1', '127.0.0.1', /loopback/],
    ['0:0:0:0:0:0:7f00:1', '127.0.0.1', /loopback/],
    ['0000:0000:0000:0000:0000:0000:127.0.0.1', '127.0.0.1', /loopback/],
    ['::a00:1', '10.0.0.1', /private/],
    ['::10.0.0.1', '10.0.0.1', /private/],
    ['::c0a8:101', '192.168.1.1', /private/],
    ['::a9fe:a9fe', '169.254.169.254', /metadata/],
    ['::808:808', '8.8.8.8', /IPv4-compatible/],
    ['::ffff:0:7f00:1', '127.0.0.1', /translated/],
    ['::ffff:0:a00:1', '10.0.0.1', /private/],
    ['64:ff9b:1::7f00:1', '127.0.0.1', /local NAT64/],
    ['64:ff9b:1:ffff:ffff:ffff:a00:1', '10.0.0.1', /local NAT64/],
    ['2001:4860:1:2:0:5efe:7f00:1', '127.0.0.1', /ISATAP/],
    ['2001:4860:1:2:200:5efe:a00:1', '10.0.0.1', /ISATAP/],
  ])('refuses %s, an embedded form of %s, read from its bytes', (ip, inner, reason) => {
    const text = refusal(ip);
    expect(text).toContain(`IPv4 address ${inner}`);
    expect(text).toMatch(reason);
    expect(plainRefusal(ip)).toMatch(new RegExp(`^another way of writing the address ${inner}`));
  });

  it.each([
    ['100::1', /discard/, SPECIAL],
    ['2001::1', /Teredo/, SPECIAL],
    ['1::1', /outside 2000::\/3/, SPECIAL],
    ['4000::1', /outside 2000::\/3/, SPECIAL],
    ['e000::1', /outside 2000::\/3/, SPECIAL],
    ['::2:0:0:1', /outside 2000::\/3/, SPECIAL],
  ])('refuses %s, outside the public IPv6 unicast block', (ip, reason, plain) => {
    expect(refusal(ip)).toMatch(reason);
    expect(plainRefusal(ip)).toMatch(plain);
  });

  it('refuses IPv6 forms of public IPv4 addresses too: a public site has a plain address', () => {
    expect(refusal('::ffff:8.8.8.8')).toContain('IPv4 address 8.8.8.8');
    expect(refusal('64:ff9b::808:808')).toContain('IPv4 address 8.8.8.8');
    expect(plainRefusal('::ffff:8.8.8.8')).toBe('another way of writing the address 8.8.8.8');
    expect(plainRefusal('::ffff:127.0.0.1')).toMatch(
      /^another way of writing the address 127\.0\.0\.1, an address that means “this computer”/,
    );
  });

  it.each(['example.com', '', '1.2.3.4.5', '::g'])(
    'refuses "%s", which is not an IP address',
    (text) => {
      expect(refusal(text)).toMatch(/not an IP address/);
      expect(plainRefusal(text)).toBe('not an address a website can be reached at');
    },
  );
});
