// Places shared by every visitor, each held as a lease: at most `size` holders at once, at most
// `perVisitor` of them (or of them and their waiting requests) one visitor's, and no wait longer
// than a deadline. Behind the SEO tools' fetch places, crawl slots and speed-test queue, so no one
// visitor (an IPv4 address or an IPv6 /64: visitor-key.ts) can take every place or wait forever.
// When a place frees, it goes to the longest waiter whose visitor is under its share.

export class PlacesBusyError extends Error {
  override readonly name = 'PlacesBusyError';
  constructor(
    /** yours: this visitor already holds (or waits for) its share; busy: no place in time. */
    readonly reason: 'yours' | 'busy',
  ) {
    super(
      reason === 'yours' ? 'This visitor holds its share of places' : 'No place came free in time',
    );
  }
}

export interface PlacesOptions {
  size: number;
  perVisitor: number;
  /** true: a visitor over its share waits its turn; false: it is refused at once ('yours'). */
  queueOwn: boolean;
  /** Requests waiting, all visitors together; more are refused at once ('busy'). */
  maxWaiting: number;
  /** The longest a request waits for a place before it is refused ('busy'). */
  maxWaitMs: number;
}

export interface AcquireOptions {
  signal?: AbortSignal;
  /** In place of the default wait (a crawl's own pages wait as long as the crawl may run). */
  maxWaitMs?: number;
}

export interface Places {
  /** Resolves with a release function (safe to call twice) once a place is granted. */
  acquire(visitor: string, options?: AcquireOptions): Promise<() => void>;
  /** Places held right now, all visitors together. */
  held(): number;
  /** Requests waiting right now. */
  waiting(): number;
}

interface Waiter {
  visitor: string;
  grant: () => void;
}

export function createPlaces(options: PlacesOptions): Places {
  const holders = new Map<string, number>();
  const queue: Waiter[] = [];
  let held = 0;
  const heldBy = (visitor: string) => holders.get(visitor) ?? 0;
  const waitingBy = (visitor: string) =>
    queue.filter((waiter) => waiter.visitor === visitor).length;
  const canHold = (visitor: string) => held < options.size && heldBy(visitor) < options.perVisitor;

  const take = (visitor: string) => {
    held += 1;
    holders.set(visitor, heldBy(visitor) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held -= 1;
      const left = heldBy(visitor) - 1;
      if (left > 0) holders.set(visitor, left);
      else holders.delete(visitor);
      const next = queue.findIndex((waiter) => canHold(waiter.visitor));
      if (next >= 0) queue.splice(next, 1)[0]?.grant();
    };
  };

  return {
    held: () => held,
    waiting: () => queue.length,
    acquire(visitor, acquireOptions = {}) {
      const { signal } = acquireOptions;
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (!options.queueOwn && heldBy(visitor) + waitingBy(visitor) >= options.perVisitor)
        return Promise.reject(new PlacesBusyError('yours'));
      // A queued request is one that could not hold a place (a release grants any that can), so a
      // request that can hold one now jumps no one.
      if (canHold(visitor)) return Promise.resolve(take(visitor));
      if (queue.length >= options.maxWaiting) return Promise.reject(new PlacesBusyError('busy'));
      return new Promise((resolve, reject) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
        };
        const waiter: Waiter = {
          visitor,
          grant: () => {
            leave();
            resolve(take(visitor));
          },
        };
        const onAbort = () => {
          leave();
          reject(signal?.reason as Error);
        };
        const timer = setTimeout(() => {
          leave();
          reject(new PlacesBusyError('busy'));
        }, acquireOptions.maxWaitMs ?? options.maxWaitMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
      });
    },
  };
}
