// Runs work the page does not need to become interactive (prefetching lazy chunks, registering the
// service worker, starting monitoring) once the browser is idle, or after `timeoutMs` at the
// latest. Returns a cancel function.

/** Where requestIdleCallback is missing (Safari), the work waits this share of the timeout. */
const FALLBACK_SHARE = 0.5;

export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, timeoutMs * FALLBACK_SHARE);
  return () => clearTimeout(timer);
}
