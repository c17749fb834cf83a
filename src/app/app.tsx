// The whole app inside a router: error boundary, palette, skip links, call and WhatsApp, header,
// main content, footer and toasts. main.tsx and entry-server.tsx wrap it in the theme and accessibility providers (which
// render the live regions) and BrowserRouter or StaticRouter (app-providers.tsx).
import { useEffect } from 'react';
import { SiteHeader } from './layout/site-header';
import { SiteFooter } from './layout/site-footer';
import { AppRoutes } from './routes';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { NavigationPending } from './page-loading';
import { SkipLinks } from '../features/a11y/skip-links';
import { ContactBar } from '../features/contact/contact-bar';
import { useAnnouncer } from '../features/a11y/announcer-context';
import { PAGE_LOADED_DELAY_MS, PAGE_LOADED_MESSAGE } from '../features/a11y/a11y-constants';
import { useInitialRedirect } from '../features/redirects/use-initial-redirect';
import { PaletteProvider } from '../features/palette/palette-provider';
import { ToastHost } from '../features/toasts/toast-host';
import { registerServiceWorkerWhenIdle } from '../features/service-worker/register-when-idle';

/** offlineAt: the address this document stands in for as the offline page, if it is one. */
export function App({ offlineAt }: { offlineAt?: string }) {
  const { announce } = useAnnouncer();
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
  }, [announce]);
  return (
    <AppErrorBoundary>
      <PaletteProvider>
        <SkipLinks />
        <ContactBar />
        <SiteHeader />
        <NavigationPending />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-h-[60vh] outline-none"
          data-pagefind-body
        >
          <AppRoutes offlineAt={offlineAt} />
        </main>
        <SiteFooter />
        <ToastHost />
      </PaletteProvider>
    </AppErrorBoundary>
  );
}
