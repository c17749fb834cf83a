// What several server processes may share through one PostgreSQL (DATABASE_URL): the per-visitor
// request limits, the places held by crawls and speed tests, and the speed-test reports. This is
// the small interface the lead and tool code use; createMemoryState() keeps them in this process's
// memory (the default, with the embedded database), openPostgresState() in PostgreSQL.
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rate-limit';
import { createMemorySpeedCache, type SpeedCache } from '../tools/speed-cache';
import type { MemorySpeedCacheOptions } from '../tools/speed-cache';
import { createPlaces, type Places, type PlacesOptions } from '../tools/visitor-places';

export interface SharedState {
  readonly kind: 'memory' | 'postgres';
  /** A request limit counted under `name` ('leads', 'tools'): names keep the counts apart. */
  rateLimiter(name: string, options: RateLimitOptions): RateLimiter;
  /** Places named `name` ('crawls', 'speed'): the same name is the same places everywhere. */
  places(name: string, options: PlacesOptions): Places;
  /** The speed-test reports (cacheMs and now apply to the memory cache only). */
  speedCache(options?: MemorySpeedCacheOptions): SpeedCache;
  close(): Promise<void>;
}

export function createMemoryState(): SharedState {
  return {
    kind: 'memory',
    rateLimiter: (_name, options) => createRateLimiter(options),
    places: (_name, options) => createPlaces(options),
    speedCache: (options) => createMemorySpeedCache(options),
    close: async () => {},
  };
}
