import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResourceCache, forgetFailedLoads } from '../../../src/site/loading/resource-cache';
import { startPagePayload, takePagePayload } from '../../../src/site/loading/page-payload';

afterEach(() => {
  takePagePayload();
});

describe('createResourceCache', () => {
  it('loads each key once, keeps a failure until failed loads are forgotten, then retries', async () => {
    const loader = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('content');
    const cache = createResourceCache(loader);
    await expect(cache.load('delhi')).rejects.toThrow('Could not load the content of delhi');
    // Rendering again while the failure lasts must not start another load.
    await expect(cache.load('delhi')).rejects.toThrow('Could not load the content of delhi');
    expect(loader).toHaveBeenCalledTimes(1);
    forgetFailedLoads();
    await expect(cache.load('delhi')).resolves.toBe('content');
    forgetFailedLoads();
    await cache.load('delhi');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('records embeddable content and code modules while a page payload is collected', async () => {
    const data = createResourceCache(async (key: string) => ({ key, words: 120 }), {
      embedAs: 'post',
    });
    const code = createResourceCache(async (key: string) => key.length, {
      moduleOf: (key) => `src/tools/${key}.tsx`,
    });
    startPagePayload();
    await data.load('local-seo');
    await code.load('audit');
    await code.load('audit');
    expect(takePagePayload()).toEqual({
      content: { post: { 'local-seo': { key: 'local-seo', words: 120 } } },
      modules: ['src/tools/audit.tsx'],
    });
  });

  it('records a cached key again for every page that uses it', async () => {
    const data = createResourceCache(async (key: string) => `content of ${key}`, {
      embedAs: 'city',
    });
    startPagePayload();
    await data.load('delhi');
    takePagePayload();
    startPagePayload();
    await data.load('delhi');
    expect(takePagePayload().content).toEqual({ city: { delhi: 'content of delhi' } });
  });

  it('records nothing outside a prerender', async () => {
    const data = createResourceCache(async (key: string) => key, { embedAs: 'post' });
    await data.load('a');
    expect(takePagePayload()).toEqual({ content: {}, modules: [] });
  });
});
