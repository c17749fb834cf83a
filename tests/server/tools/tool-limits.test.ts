// The tools' limits: per visitor by network (an IPv6 /64 is one visitor), one crawl each and a
// few for everyone, two fetch places each, and the checks a visitor starts a minute.
import { describe, expect, it, vi } from 'vitest';
import { createToolLimits } from '../../../server/tools/tool-limits';
import { PlacesBusyError } from '../../../server/tools/visitor-places';

describe('createToolLimits', () => {
  it('runs one crawl per visitor and a few for everyone, waiting briefly for a slot', async () => {
    const limits = createToolLimits({
      requestsPerMinute: 5,
      maxCrawls: 2,
      maxFetches: 4,
      crawlWaitMs: 50,
    });
    const a = await limits.crawls.acquire(limits.visitor('2001:db8:1:2::1'));
    // Another address of the same /64 is the same visitor.
    await expect(limits.crawls.acquire(limits.visitor('2001:db8:1:2::ffff'))).rejects.toEqual(
      new PlacesBusyError('yours'),
    );
    await limits.crawls.acquire(limits.visitor('203.0.113.9'));
    await expect(limits.crawls.acquire(limits.visitor('203.0.113.10'))).rejects.toEqual(
      new PlacesBusyError('busy'),
    );
    const waiting = limits.crawls.acquire(limits.visitor('203.0.113.11'));
    a();
    await expect(waiting).resolves.toBeTypeOf('function');
  });

  it('gives one visitor two fetch places of eight', async () => {
    const limits = createToolLimits({ requestsPerMinute: 5, maxCrawls: 2, maxFetches: 8 });
    await limits.fetches.acquire('a');
    await limits.fetches.acquire('a');
    void limits.fetches.acquire('a').catch(() => undefined);
    expect(limits.fetches.held()).toBe(2);
    expect(limits.fetches.waiting()).toBe(1);
  });

  it('limits the checks a visitor starts a minute, all of a /64 together', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const limits = createToolLimits({ requestsPerMinute: 2, maxCrawls: 1, maxFetches: 1 });
      const decisions = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          limits.take(limits.visitor(`2001:db8:aa:bb::${index.toString(16)}`)),
        ),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(2);
      expect((await limits.take(limits.visitor('2001:db8:aa:bc::1'))).allowed).toBe(true);
      vi.advanceTimersByTime(60_001);
      expect((await limits.take(limits.visitor('2001:db8:aa:bb::2'))).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
