import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../../server/trust-proxy';

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
