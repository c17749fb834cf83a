// Per-key async data for React 19's `use()`: each key is loaded once, and a promise that has
// settled carries its result so `use()` reads it without suspending (the prerender and the first
// hydration preload it, so they never suspend at all). A cache of content data names itself
// (`embedAs`) so the prerender embeds what the page used and the browser starts from it; a cache
// of code says which source file each key loads (`moduleOf`) so the page modulepreloads it.
import { RouteLoadError } from './route-load-error';
import {
  collectingPagePayload,
  embeddedContent,
  recordContent,
  recordModule,
} from './page-payload';

type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface ResourceCache<K, V> {
  /** The promise of the value for `key`, started on first request; a failure stays until forgetFailedLoads(). */
  load(key: K): Promise<V>;
}

/** Per cache, drops its failed entries. */
const failureForgetters = new Set<() => void>();

/**
 * Lets every cache load its failed keys afresh ('Try Again'). Until then a failed key keeps its
 * rejected promise: loading it again on every render would fetch in a loop while the failure lasts.
 */
export function forgetFailedLoads(): void {
  failureForgetters.forEach((forget) => forget());
}

export interface ResourceCacheOptions<K> {
  /** Name under which loaded values are embedded in the prerendered page (JSON data only). */
  embedAs?: string;
  /** Root-relative source file of the code a key loads, for the page's modulepreloads. */
  moduleOf?: (key: K) => string;
}

const settled = <T>(value: T): Tracked<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

export function createResourceCache<K extends string, V>(
  loader: (key: K) => Promise<V>,
  { embedAs, moduleOf }: ResourceCacheOptions<K> = {},
): ResourceCache<K, V> {
  // Failures are RouteLoadErrors, so the route boundary offers 'Try Again' (which forgets them).
  const load = (key: K): Promise<V> =>
    loader(key).catch((error: unknown) => {
      throw new RouteLoadError(`the content of ${String(key)}`, error);
    });
  const entries = new Map<K, Tracked<V>>();
  const cached = (key: K): Tracked<V> => {
    const existing = entries.get(key);
    if (existing) return existing;
    const fromPage = !existing && embedAs ? embeddedContent(embedAs, key) : undefined;
    const promise: Tracked<V> = fromPage ? settled(fromPage.value as V) : load(key);
    if (!fromPage) {
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
    }
    entries.set(key, promise);
    return promise;
  };
  failureForgetters.add(() => {
    for (const [key, entry] of entries) if (entry.status === 'rejected') entries.delete(key);
  });
  return {
    load(key) {
      const promise = cached(key);
      if (!collectingPagePayload()) return promise;
      // Every page that uses a key records it, not only the first one that loaded it.
      if (moduleOf) recordModule(moduleOf(key));
      if (embedAs)
        promise.then(
          (value) => recordContent(embedAs, key, value),
          () => undefined,
        );
      return promise;
    },
  };
}
