// Tries one piece of work again, after a pause that doubles each time, until it succeeds or its
// time is up: how the outbox worker records a delivery's outcome through a database outage
// (outbox-worker.ts), rather than leave it unrecorded and have the delivery sent again.

export interface RetryOptions {
  /** The performance.now() after which no try starts. */
  until: number;
  /** Ends the retries at once (the server is stopping). */
  signal: AbortSignal;
  /** Told of the first failure (to log it while the retries go on). */
  onFirstFailure?: (error: unknown) => void;
  /** The pause after the first failure, doubled after each next one up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * `work`'s result once a try succeeds; rejects with the last try's error once `until` has passed or
 * `signal` has aborted. A last try is made as `until` arrives.
 */
export async function retryUntil<T>(work: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { until, signal, onFirstFailure, firstDelayMs = 200, maxDelayMs = 2_000 } = options;
  let last = false;
  for (let tries = 1, delay = firstDelayMs; ; tries += 1, delay = Math.min(maxDelayMs, delay * 2)) {
    try {
      return await work();
    } catch (error) {
      if (tries === 1) onFirstFailure?.(error);
      const left = until - performance.now();
      if (last || left <= 0 || signal.aborted) throw error;
      // A timer may fire a moment early: the try it was set for is the last all the same.
      last = delay >= left;
      await pause(Math.min(delay, left), signal);
      if (signal.aborted) throw error;
    }
  }
}
