// The whole app inside a router: error boundary, skip links, header, main content, footer and the
// live regions. main.tsx wraps it in BrowserRouter, entry-server.tsx in StaticRouter.
import { useEffect } from 'react';
import { SiteHeader } from './components/layout/site-header';
import { SiteFooter } from './components/layout/site-footer';
import { AppRoutes } from './routes';
import { AppErrorBoundary } from './features/errors/app-error-boundary';
import { NavigationPending } from './features/loading/page-loading';
import { LiveAnnouncer } from './features/a11y/live-announcer';
import { SkipLinks } from './features/a11y/skip-links';
import { announce } from './features/a11y/announcer';
import { PAGE_LOADED_DELAY_MS, PAGE_LOADED_MESSAGE } from './features/a11y/a11y-constants';
import { useInitialRedirect } from './features/redirects/use-initial-redirect';
import { PaletteProvider } from './features/palette/palette-provider';
import { ToastHost } from './features/toasts/toast-host';
import { registerServiceWorkerWhenIdle } from './features/service-worker/register-when-idle';

export function App() {
  useInitialRedirect();
  useEffect(() => {
    // Marks the document as interactive, for tests and for CSS that waits for JavaScript.
    document.documentElement.dataset.hydrated = 'true';
    const timer = setTimeout(() => announce(PAGE_LOADED_MESSAGE), PAGE_LOADED_DELAY_MS);
    const cancelServiceWorker = registerServiceWorkerWhenIdle();
    return () => {
      clearTimeout(timer);
      cancelServiceWorker();
    };
  }, []);
  return (
    <AppErrorBoundary>
      <PaletteProvider>
        <SkipLinks />
        <SiteHeader />
        <NavigationPending />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-h-[60vh] outline-none"
          data-pagefind-body
        >
          <AppRoutes />
        </main>
        <SiteFooter />
        <LiveAnnouncer />
        <ToastHost />
      </PaletteProvider>
    </AppErrorBoundary>
  );
}
