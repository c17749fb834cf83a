// A full page index that fails to load: a render that needs it meets the same failure until 'Try
// Again' (so the error screen shows once, instead of the route suspending, failing and fetching
// again in a loop), while a link pointed at or the idle prefetch tries afresh.
import { describe, expect, it, vi } from 'vitest';
import { packedPages } from 'virtual:reachmark/page-index';

const chunk = vi.hoisted(() => ({ attempts: 0, failing: true }));
vi.mock('../../src/site/full-page-index', async (importOriginal) => {
  chunk.attempts += 1;
  if (chunk.failing) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const {
  forgetFailedIndexLoad,
  firstPageHydrated,
  fullIndexLoaded,
  fullIndexNeededAt,
  installSlice,
  loadFullIndex,
  pageIndex,
} = await import('../../src/site/page-index');

const elsewhere = '/services/ppc';

describe('a full page index that failed to load', () => {
  it('is met again by renders until Try Again, tried afresh by an explicit load, then installed', async () => {
    installSlice(
      packedPages.slice(0, 2).map((row, at) => [at, row] as [number, typeof row]),
      true,
    );
    firstPageHydrated();
    // jsdom's document is at '/', so any other address waits for the full index.
    const first = fullIndexNeededAt(elsewhere);
    await expect(first).rejects.toThrow(/page index/);
    expect(chunk.attempts).toBe(1);

    // Every render after the failure meets that same failure: no new fetch.
    expect(fullIndexNeededAt(elsewhere)).toBe(first);
    expect(fullIndexNeededAt(elsewhere)).toBe(first);
    expect(chunk.attempts).toBe(1);

    // A link pointed at tries again.
    await expect(loadFullIndex()).rejects.toThrow(/page index/);
    expect(chunk.attempts).toBe(2);
    const kept = fullIndexNeededAt(elsewhere);
    expect(kept).not.toBe(first);
    expect(fullIndexNeededAt(elsewhere)).toBe(kept);
    await kept?.catch(() => undefined);

    // 'Try Again' with the connection back: the render loads it afresh and it is installed.
    chunk.failing = false;
    forgetFailedIndexLoad();
    await fullIndexNeededAt(elsewhere);
    expect(chunk.attempts).toBe(3);
    expect(fullIndexLoaded()).toBe(true);
    expect(pageIndex.atPath(elsewhere)?.path).toBe(elsewhere);
    expect(fullIndexNeededAt(elsewhere)).toBeUndefined();
  });
});
