// Browser entry: loads the current page's template, then hydrates the prerendered HTML (or renders
// from scratch in development, where there is none).
import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { AppProviders } from './providers';
import {
  firstPageHydrated,
  hasEmbeddedSlice,
  loadFullIndex,
  notFoundSummary,
  offlineSummary,
  pageIndex,
  whenFirstPageHydrated,
} from '../site/page-index';
import { whenIdle } from '../lib/when-idle';
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

/** Navigation needs the full page index; it loads once the page is interactive (docs/decisions/0020). */
const FULL_INDEX_IDLE_TIMEOUT_MS = 3000;

async function start(): Promise<void> {
  // Without a slice of the index in the HTML (development, or an unreadable data block), the page
  // renders from the full index.
  if (!hasEmbeddedSlice()) await loadFullIndex().catch(() => undefined);
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
    // Nothing hydrates: the app renders afresh, and may use the full index as soon as it is there.
    firstPageHydrated();
    createRoot(root).render(app);
  }
  // Requested once the first page has hydrated (its view's first effect), when the browser is idle:
  // hydration never reads it. A failed load is tried again by the next navigation, which shows its
  // own error.
  await whenFirstPageHydrated();
  whenIdle(() => {
    loadFullIndex().catch(() => undefined);
  }, FULL_INDEX_IDLE_TIMEOUT_MS);
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
