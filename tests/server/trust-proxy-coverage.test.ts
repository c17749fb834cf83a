// TRUST_PROXY lists whose ranges together take in every IPv4 or every IPv6 address are refused like
// "0.0.0.0/0", however they are spelled or split; a list one address short of that is accepted.
// Each verdict is checked against @fastify/proxy-addr itself, which Fastify trusts proxies with.
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { familiesTrustedWhole } from '../../server/trust-proxy-coverage';
import { TRUST_PROXY_FORMS, parseTrustProxy } from '../../server/trust-proxy';

/** Visitors across the IPv4 space, edges included, in both spellings a socket reports. */
const IPV4_VISITORS = [
  '0.0.0.0',
  '10.0.0.1',
  '127.255.255.255',
  '128.0.0.0',
  '203.0.113.9',
  '255.255.255.255',
  '::ffff:198.51.100.7',
];
/** Native IPv6 visitors across the space, edges included. */
const IPV6_VISITORS = [
  '::',
  '::1',
  '2001:db8::1',
  '7fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  '8000::',
  'fe80::1',
  'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
];

const trusts = (list: string[]) => {
  const trust = proxyAddr.compile(list);
  return (address: string) => trust(address, 0);
};

/**
 * Ranges that take in every address of `address`'s family but that one: for each prefix length,
 * the half next to the address's own.
 */
function allAddressesBut(address: string): string[] {
  const ip = ipaddr.parse(address);
  const bytes = ip.toByteArray();
  const bits = bytes.length * 8;
  const value = bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  return Array.from({ length: bits }, (_, index) => {
    const hostBits = BigInt(bits - index - 1);
    const network = ((value >> hostBits) ^ 1n) << hostBits;
    const networkBytes = Array.from({ length: bytes.length }, (_unused, byte) =>
      Number((network >> BigInt(8 * (bytes.length - 1 - byte))) & 0xffn),
    );
    return `${ipaddr.fromByteArray(networkBytes).toString()}/${index + 1}`;
  });
}

describe('lists that take in every IPv4 address', () => {
  it.each([
    ['two halves', '0.0.0.0/1,128.0.0.0/1'],
    ['the halves written with other addresses in them', '10.0.0.0/1, 200.1.2.3/1'],
    ['four quarters', '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2'],
    ['four quarters out of order', '192.0.0.0/2,0.0.0.0/2,128.0.0.0/2,64.0.0.0/2'],
    ['overlapping ranges', '0.0.0.0/2,32.0.0.0/3,48.0.0.0/4,64.0.0.0/1,100.0.0.0/8,128.0.0.0/1'],
    ['uneven pieces', '0.0.0.0/1,128.0.0.0/2,192.0.0.0/3,224.0.0.0/3'],
    ['netmasks', '0.0.0.0/128.0.0.0,128.0.0.0/128.0.0.0'],
    ['IPv4-mapped halves', '::ffff:0:0/97,::ffff:128.0.0.0/97'],
    ['a mapped half and an IPv4 half', '::ffff:0.0.0.0/97,128.0.0.0/1'],
    ['halves beside named ranges', 'loopback,uniquelocal,0.0.0.0/1,128.0.0.0/1'],
  ])('refuses %s: %s', (_case, value) => {
    const items = value.split(',').map((item) => item.trim());
    expect(familiesTrustedWhole(items).map(({ family }) => family)).toEqual(['IPv4']);
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY="${value}" is not understood (`);
    expect(() => parseTrustProxy(value)).toThrow('take in every IPv4 address');
    expect(() => parseTrustProxy(value)).toThrow(TRUST_PROXY_FORMS);
    // What proxy-addr would have made of it: every IPv4 visitor trusted.
    expect(IPV4_VISITORS.filter((visitor) => !trusts(items)(visitor))).toEqual([]);
  });

  it('names only the ranges that do it', () => {
    expect(() => parseTrustProxy('127.0.0.1, 0.0.0.0/1, 10.0.0.0/8, 128.0.0.0/1')).toThrow(
      'TRUST_PROXY="127.0.0.1, 0.0.0.0/1, 10.0.0.0/8, 128.0.0.0/1" is not understood ' +
        '("0.0.0.0/1", "128.0.0.0/1"). Together these ranges take in every IPv4 address, as ' +
        `"true" would: name only the proxies' own addresses or ranges. ${TRUST_PROXY_FORMS}`,
    );
  });

  it('says so of one range that does it alone', () => {
    expect(() => parseTrustProxy('::ffff:0:0/96, 10.0.0.1')).toThrow(
      '("::ffff:0:0/96"). This range takes in every IPv4 address',
    );
  });

  it('accepts a list that takes in every IPv4 address but one, which proxy-addr leaves out', () => {
    const list = allAddressesBut('203.0.113.9');
    expect(list).toHaveLength(32);
    expect(list.slice(0, 3)).toEqual(['0.0.0.0/1', '128.0.0.0/2', '224.0.0.0/3']);
    expect(parseTrustProxy(list.join(','))).toEqual(list);
    expect(['203.0.113.8', '203.0.113.9', '203.0.113.10'].map(trusts(list))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('accepts ::/1: proxy-addr matches no IPv4 visitor against a native IPv6 range', () => {
    expect(parseTrustProxy('::/1')).toEqual(['::/1']);
    expect(IPV4_VISITORS.filter(trusts(['::/1']))).toEqual([]);
  });
});

describe('lists that take in every IPv6 address', () => {
  it.each([
    ['two halves', '::/1,8000::/1'],
    ['the halves written with other addresses in them', '2001:db8::1/1, ffff::1/1'],
    ['four quarters', '::/2,4000::/2,8000::/2,c000::/2'],
    ['overlapping ranges', '::/1,4000::/2,8000::/1,fe80::/10'],
    ['a half, quarters and named ranges', 'linklocal,8000::/1,::/2,4000::/2'],
  ])('refuses %s: %s', (_case, value) => {
    const items = value.split(',').map((item) => item.trim());
    expect(familiesTrustedWhole(items).map(({ family }) => family)).toEqual(['IPv6']);
    expect(() => parseTrustProxy(value)).toThrow('take in every IPv6 address');
    expect(() => parseTrustProxy(value)).toThrow(TRUST_PROXY_FORMS);
    expect(IPV6_VISITORS.filter((visitor) => !trusts(items)(visitor))).toEqual([]);
  });

  it('refuses a list that takes in both families, naming both', () => {
    const value = '::/1,8000::/1,0.0.0.0/1,128.0.0.0/1';
    expect(() => parseTrustProxy(value)).toThrow(
      '("::/1", "8000::/1", "0.0.0.0/1", "128.0.0.0/1"). Together these ranges take in every ' +
        'IPv4 and IPv6 address',
    );
  });

  it('needs no range over ::ffff:0:0/96, whose addresses proxy-addr matches as IPv4', () => {
    // Every IPv6 address outside the mapped block, in pieces that leave the block out.
    const list = allAddressesBut('::ffff:0:0').slice(0, 96);
    expect(list).toHaveLength(96);
    expect(familiesTrustedWhole(list).map(({ family }) => family)).toEqual(['IPv6']);
    expect(IPV6_VISITORS.filter((visitor) => !trusts(list)(visitor))).toEqual([]);
  });

  it('accepts a list that takes in every IPv6 address but one, which proxy-addr leaves out', () => {
    const list = allAddressesBut('2001:db8::7');
    expect(list).toHaveLength(128);
    expect(parseTrustProxy(list.join(','))).toEqual(list);
    expect(['2001:db8::6', '2001:db8::7', '2001:db8::8'].map(trusts(list))).toEqual([
      true,
      false,
      true,
    ]);
  });
});
