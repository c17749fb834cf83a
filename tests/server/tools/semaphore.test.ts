import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../../../server/tools/semaphore';
import { createToolLimits } from '../../../server/tools/tool-limits';

describe('createSemaphore', () => {
  it('lets `size` holders in and the next waiter in when one releases', async () => {
    const semaphore = createSemaphore(2);
    const first = await semaphore.acquire();
    await semaphore.acquire();
    let thirdIn = false;
    const third = semaphore.acquire().then((release) => {
      thirdIn = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    first();
    first();
    (await third)();
    expect(thirdIn).toBe(true);
    expect(semaphore.active()).toBe(1);
  });

  it('drops a waiter whose signal aborts', async () => {
    const semaphore = createSemaphore(1);
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    release();
    expect(semaphore.active()).toBe(0);
  });
});

describe('createToolLimits', () => {
  it('runs one crawl per address and a few for everyone', () => {
    const limits = createToolLimits({ requestsPerMinute: 5, maxCrawls: 2, maxFetches: 4 });
    const a = limits.startCrawl('a');
    expect(a.ok).toBe(true);
    expect(limits.startCrawl('a')).toEqual({ ok: false, reason: 'yours' });
    expect(limits.startCrawl('b').ok).toBe(true);
    expect(limits.startCrawl('c')).toEqual({ ok: false, reason: 'busy' });
    if (a.ok) a.release();
    expect(limits.startCrawl('c').ok).toBe(true);
  });

  it('limits the checks an address starts a minute', () => {
    let time = 0;
    const limits = createToolLimits(
      { requestsPerMinute: 2, maxCrawls: 1, maxFetches: 1 },
      () => time,
    );
    expect(limits.take('a').allowed).toBe(true);
    expect(limits.take('a').allowed).toBe(true);
    expect(limits.take('a').allowed).toBe(false);
    expect(limits.take('b').allowed).toBe(true);
    time = 60_001;
    expect(limits.take('a').allowed).toBe(true);
  });
});
