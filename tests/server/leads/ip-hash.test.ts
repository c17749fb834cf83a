import { describe, expect, it } from 'vitest';
import { createIpHasher } from '../../../server/leads/ip-hash';

describe('createIpHasher', () => {
  it('hashes with the salt, so the address cannot be read back or matched without it', () => {
    const hash = createIpHasher('salt-one');
    expect(hash('203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('203.0.113.9')).toBe(hash('::ffff:203.0.113.9'));
    expect(hash('203.0.113.9')).not.toBe(createIpHasher('salt-two')('203.0.113.9'));
    expect(hash('203.0.113.9')).not.toContain('203');
  });

  it('hashes every address of one IPv6 /64 alike: one visitor', () => {
    const hash = createIpHasher('salt-one');
    expect(hash('2401:4900:1c2a:8f3e::1')).toBe(hash('2401:4900:1c2a:8f3e:ffff:1:2:3'));
    expect(hash('2401:4900:1c2a:8f3e::1')).not.toBe(hash('2401:4900:1c2a:8f3f::1'));
  });
});
