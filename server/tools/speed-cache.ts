// Where the Page Speed Checker keeps its reports for a day, so that the same test asked again is
// answered at once: this process's memory by default (the newest 200 reports), or, with
// DATABASE_URL, a PostgreSQL table every server shares (shared-state/postgres-speed-cache.ts).

export interface SpeedCache {
  /** The report kept under `key`, unless there is none or it is older than the cache's day. */
  get(key: string): Promise<string | undefined>;
  set(key: string, report: string): Promise<void>;
}

export const SPEED_CACHE_MS = 24 * 60 * 60 * 1000;
const MAX_CACHED = 200;

export interface MemorySpeedCacheOptions {
  cacheMs?: number;
  now?: () => number;
}

export function createMemorySpeedCache(options: MemorySpeedCacheOptions = {}): SpeedCache {
  const cacheMs = options.cacheMs ?? SPEED_CACHE_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; report: string }>();
  return {
    get: async (key) => {
      const hit = cache.get(key);
      return hit && now() - hit.at < cacheMs ? hit.report : undefined;
    },
    set: async (key, report) => {
      cache.delete(key);
      cache.set(key, { at: now(), report });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    },
  };
}
