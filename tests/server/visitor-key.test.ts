// Per-visitor limits count a visitor by network: every address of one IPv6 /64 is one visitor.
import { describe, expect, it } from 'vitest';
import { visitorKey } from '../../server/visitor-key';

describe('visitorKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv6-mapped in either spelling', () => {
    expect(visitorKey('203.0.113.9')).toBe('203.0.113.9');
    expect(visitorKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(visitorKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network, whatever the spelling', () => {
    expect(visitorKey('2401:4900:1c2a:8f3e:1:2:3:4')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(visitorKey('2401:4900:1c2a:8f3e::99')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(visitorKey('2401:4900:1C2A:08F3E:0:0:0:1'.replace('08F3E', '8F3E'))).toBe(
      '2401:4900:1c2a:8f3e::/64',
    );
    expect(visitorKey('2401:4900::1')).toBe('2401:4900:0000:0000::/64');
    expect(visitorKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('gives 1,000 addresses of one /64 a single key, and neighbouring /64s their own', () => {
    const keys = new Set(
      Array.from({ length: 1000 }, (_, index) =>
        visitorKey(`2001:db8:aa:bb::${index.toString(16)}`),
      ),
    );
    expect([...keys]).toEqual(['2001:0db8:00aa:00bb::/64']);
    expect(visitorKey('2001:db8:aa:bc::1')).not.toBe(visitorKey('2001:db8:aa:bb::1'));
  });

  it('passes text that is no address through, so it still counts as someone', () => {
    expect(visitorKey('unknown')).toBe('unknown');
  });
});
