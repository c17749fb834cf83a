// A counting semaphore: at most `size` holders at once, the others wait in order. A waiter whose
// signal aborts leaves the queue. Caps how many pages the tools fetch at once, across visitors.

export interface Semaphore {
  /** Resolves with a release function once a place is free; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Holders right now. */
  active(): number;
}

export function createSemaphore(size: number): Semaphore {
  let active = 0;
  const waiting: (() => void)[] = [];
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    };
  };
  return {
    active: () => active,
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (active < size) {
        active += 1;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(releaser());
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal?.reason as Error);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(grant);
      });
    },
  };
}
