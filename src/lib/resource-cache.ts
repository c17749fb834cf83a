// Per-key async data for React 19's `use()`: each key is loaded once, and a promise that has
// settled carries its result so `use()` reads it without suspending (the prerender and the first
// hydration preload it, so they never suspend at all).
import { RouteLoadError } from '../features/errors/route-load-error';

type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface ResourceCache<K, V> {
  /** The promise of the value for `key`, started on first request; failed loads are retried. */
  load(key: K): Promise<V>;
}

export function createResourceCache<K, V>(loader: (key: K) => Promise<V>): ResourceCache<K, V> {
  // Failures are RouteLoadErrors, so the route boundary offers 'Try Again' (which loads afresh).
  const load = (key: K): Promise<V> =>
    loader(key).catch((error: unknown) => {
      throw new RouteLoadError(`the content of ${String(key)}`, error);
    });
  const entries = new Map<K, Tracked<V>>();
  return {
    load(key) {
      const existing = entries.get(key);
      if (existing && existing.status !== 'rejected') return existing;
      const promise: Tracked<V> = load(key);
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
      entries.set(key, promise);
      return promise;
    },
  };
}

/** A loader from an import.meta.glob map, by file name without extension. */
export function globLoader<M>(
  modules: Record<string, () => Promise<M>>,
  describe: string,
): (name: string) => Promise<M> {
  return (name) => {
    const entry = Object.entries(modules).find(
      ([path]) => path.endsWith(`/${name}.ts`) || path.endsWith(`/${name}.md`),
    );
    if (!entry) return Promise.reject(new Error(`No ${describe} content for "${name}"`));
    return entry[1]();
  };
}
