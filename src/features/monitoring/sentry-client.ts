// The Sentry set-up: breadcrumbs capped at 100, session replay that masks all text and inputs and
// blocks media, and the buffered errors handed over through setErrorReporter.
import * as Sentry from '@sentry/react';
import { setErrorReporter } from '../errors/report-error';
import { MAX_BREADCRUMBS } from './monitoring-constants';

export function initSentry(dsn: string): void {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    integrations: [
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
  });
  setErrorReporter((error, context) => {
    Sentry.captureException(error, context ? { extra: { context } } : undefined);
  });
}
