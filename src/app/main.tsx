// Browser entry: loads the current page's template, then hydrates the prerendered HTML (or renders
// from scratch in development, where there is none).
import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { AppProviders } from './providers';
import { notFoundSummary, offlineSummary, pageIndex } from '../site/page-index';
import { preloadPage } from '../site/loading/template-loader';
import { reportError } from '../features/errors/report-error';
import { startMonitoring } from '../features/monitoring/monitoring';
import { watchConnection } from '../features/service-worker/connection-toasts';
import { watchOutbox } from '../features/leads/watch-outbox';
import { listenBeforeRouter } from '../lib/popstate-first';
import { OFFLINE_MARKER } from '../features/service-worker/sw-constants';
import '../styles/site.css';

// The service worker answered a page never visited, while offline, with the offline page.
const offlineAt =
  document.documentElement.dataset.fallback === OFFLINE_MARKER
    ? window.location.pathname
    : undefined;

type RouterComponent = ComponentType<{ children: ReactNode }>;

/** The offline document navigates by whole documents (loaded only there; BrowserRouter if it fails). */
const routerForDocument = (): Promise<RouterComponent> =>
  offlineAt
    ? import('../features/service-worker/document-router').then(
        (module) => module.DocumentRouter,
        () => BrowserRouter,
      )
    : Promise.resolve(BrowserRouter);

/**
 * React repaired a difference between the prerendered HTML and the first render. The page works,
 * but the build produced something the browser did not: reported, and logged as React would by
 * default (in development reportError logs it already).
 */
function reportHydrationError(error: unknown): void {
  reportError(error, 'hydration');
  if (import.meta.env.PROD) console.error('Hydration mismatch repaired on the client:', error);
}

async function start(): Promise<void> {
  const entry = offlineAt
    ? offlineSummary
    : (pageIndex.atPath(window.location.pathname) ?? notFoundSummary);
  // With the template and its content already loaded, hydration never suspends. A failed load is
  // shown by the route error boundary when the page renders: then the app renders afresh, since
  // hydrating would only report the prerendered page as a mismatch.
  const [loaded, Router] = await Promise.all([
    preloadPage(entry).then(
      () => true,
      () => false,
    ),
    routerForDocument(),
  ]);
  const app = (
    <StrictMode>
      <AppProviders>
        <Router>
          <App offlineAt={offlineAt} />
        </Router>
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (loaded && root.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for one long task; React still hydrates first what the visitor interacts with.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    });
  } else {
    createRoot(root).render(app);
  }
}

startMonitoring();
watchConnection();
watchOutbox();
listenBeforeRouter();
void start();
if (import.meta.env.DEV) {
  void import('../features/diagnostics/load-diagnostics').then((module) =>
    module.loadDiagnostics(),
  );
}
