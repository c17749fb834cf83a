import { describe, expect, it } from 'vitest';
import { clientKey, createIpHasher } from '../../../server/leads/ip-hash';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv6-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    expect(clientKey('2401:4900:1c2a:8f3e:1:2:3:4')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(clientKey('2401:4900:1c2a:8f3e::99')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(clientKey('2401:4900::1')).toBe('2401:4900:0000:0000::/64');
  });
});

describe('createIpHasher', () => {
  it('hashes with the salt, so the address cannot be read back or matched without it', () => {
    const hash = createIpHasher('salt-one');
    expect(hash('203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('203.0.113.9')).toBe(hash('::ffff:203.0.113.9'));
    expect(hash('203.0.113.9')).not.toBe(createIpHasher('salt-two')('203.0.113.9'));
    expect(hash('203.0.113.9')).not.toContain('203');
  });
});
