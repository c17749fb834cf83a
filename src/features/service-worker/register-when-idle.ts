// Registers the service worker in production once the hydrated page is idle: the worker only helps
// later visits, so it must not compete with the first one for the network or the main thread.
import { whenIdle } from '../../lib/when-idle';

/** The worker registers once the page is idle, or after this long at the latest. */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5000;

/** Call after hydration; returns a cancel function. */
export function registerServiceWorkerWhenIdle(): () => void {
  if (!import.meta.env.PROD) return () => undefined;
  return whenIdle(() => {
    // `module.x`, not a destructured parameter, which the bundler wraps in an async function.
    import('./sw')
      .then((module) => module.startServiceWorker())
      .catch(() => {
        // Without the worker the site works online as before; the next visit tries again.
      });
  }, SERVICE_WORKER_IDLE_TIMEOUT_MS);
}
