// TRUST_PROXY: the forms it accepts are exactly what Fastify's proxy-addr compiles (spelled as
// addresses are written), minus ranges that trust every address; everything else is refused with
// the accepted forms, before start-up goes further.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  TRUST_PROXY_FORMS,
  fastifyTrustProxy,
  parseTrustProxy,
  trustsNearestHop,
} from '../../server/trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['false', false],
    ['0', false],
    ['true', true],
    [' TRUE ', true],
    ['1', 1],
    ['2', 2],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  it('reads addresses, CIDR ranges, netmasks and named ranges as a list', () => {
    expect(
      parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,192.168.0.0/255.255.0.0,loopback'),
    ).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
  });

  it.each([
    'yes',
    '1.5',
    '-1',
    '127.0.0.1,nonsense',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    'example.com',
    '::1/255.0.0.0',
  ])('refuses %j with the accepted forms', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY accepts: "true".*hop count/);
  });

  it.each([
    // Every prefix of 0, which proxy-addr throws on once Fastify is created.
    '0.0.0.0/0',
    '10.0.0.0/0',
    '255.255.255.255/0',
    '1.2.3.4/00',
    '::/0',
    '::1/0',
    'fe80::/0',
    '::ffff:0:0/0',
    '2001:db8::/000',
    // IPv4 netmasks: 0.0.0.0 is /0; a mask with a hole is no prefix at all.
    '10.0.0.0/0.0.0.0',
    '192.168.0.0/255.0.255.0',
    '10.0.0.0/0.255.255.255',
    // Every IPv4 address, as IPv4-mapped IPv6.
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/96',
    '0:0:0:0:0:ffff:0:0/96',
    '::ffff:10.20.30.40/096',
    // Spellings proxy-addr reads but nobody means: 10.0.0.1, 10.0.0.1 and 8.0.0.1.
    '10.1',
    '0x0a.0.0.1',
    '010.0.0.1',
  ])('refuses %j, which would trust everyone or cannot be read, with the same message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(
      `TRUST_PROXY="${value}" is not understood ("${value}").`,
    );
    expect(() => parseTrustProxy(value)).toThrow(TRUST_PROXY_FORMS);
  });

  it('names only the wrong items of a list', () => {
    expect(() => parseTrustProxy('127.0.0.1, 0.0.0.0/0, ::/0')).toThrow(
      'TRUST_PROXY="127.0.0.1, 0.0.0.0/0, ::/0" is not understood ("0.0.0.0/0", "::/0").',
    );
  });

  it.each([
    '10.0.0.5/8',
    '10.0.0.0/255.255.255.255',
    '10.0.0.0/255.255.255.254',
    '::ffff:10.0.0.0/104',
    '::ffff:1.2.3.4',
    '::/1',
    'fe80::1%eth0',
    '0.0.0.0/1',
  ])('accepts %j, as proxy-addr does', (value) => {
    expect(parseTrustProxy(value)).toEqual([value]);
  });

  it.each([
    '127.0.0.1,10.0.0.0/8,::1',
    '192.168.0.0/255.255.0.0',
    '10.0.0.5/8',
    '::ffff:10.0.0.0/104',
    'loopback,linklocal,uniquelocal',
    'true',
    '2',
  ])('%j builds a Fastify instance: nothing it accepts fails later', (value) => {
    expect(() => Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(value)) })).not.toThrow();
  });

  it('shows why it is checked: Fastify throws on a /0 range when it starts', () => {
    expect(() => Fastify({ trustProxy: ['0.0.0.0/0'] })).toThrow(/invalid range/);
  });
});

describe('fastifyTrustProxy', () => {
  it('turns a hop count into trust of that many nearest hops', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect(trusts('10.0.0.5', 0)).toBe(true);
    expect(trusts('198.51.100.7', 1)).toBe(false);
  });

  it('passes other forms through', () => {
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['loopback'])).toEqual(['loopback']);
  });
});

describe('trustsNearestHop', () => {
  it.each([
    [false, '127.0.0.1', false],
    [true, '203.0.113.9', true],
    [1, '203.0.113.9', true],
    [['127.0.0.1'], '127.0.0.1', true],
    [['127.0.0.1'], '::ffff:127.0.0.1', true],
    [['10.0.0.0/8'], '127.0.0.1', false],
    [['loopback'], '::1', true],
    [['loopback'], '', false],
  ] as const)('with TRUST_PROXY %j, trusts a peer at %j: %j', (trust, address, expected) => {
    expect(trustsNearestHop(typeof trust === 'object' ? [...trust] : trust)(address)).toBe(
      expected,
    );
  });
});
