// Error monitoring with Sentry, only when VITE_SENTRY_DSN is set at build time. It loads after the
// page is idle, so it adds nothing to the first load; errors thrown before that are buffered by
// report-error.ts and sent once it is ready. With no DSN nothing is loaded and nothing is sent.
import { reportError } from '../errors/report-error';
import { whenIdle } from '../../lib/when-idle';

/** Sentry loads when the browser is idle, or after this long at the latest. */
const SENTRY_LOAD_TIMEOUT_MS = 5000;

export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

/** Catches errors outside React from the very start, so none is lost before Sentry loads. */
function captureGlobalErrors(): void {
  window.addEventListener('error', (event) =>
    reportError(event.error ?? event.message, 'window.onerror'),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, 'unhandledrejection'),
  );
}

export function startMonitoring(): void {
  if (!SENTRY_DSN) return;
  captureGlobalErrors();
  const load = () => {
    import('./sentry-client')
      .then(({ initSentry }) => initSentry(SENTRY_DSN!))
      .catch(() => {
        // Monitoring is optional; the site must not fail because it could not load.
      });
  };
  whenIdle(load, SENTRY_LOAD_TIMEOUT_MS);
}
