// The route table: the page index maps every registry path to its page, whose lazily loaded
// template renders inside <Suspense>; every other path shows the not-found page. Paths match
// exactly and case-sensitively, as the server and the prerendered files do. At `offlineAt` (the
// address the service worker answered with the offline page) the offline page shows instead. The
// lookup is one Map read, so the router's own matching and ranking code stays out of the bundle.
// The first page renders from the slice of the index its HTML embeds; any other address waits for
// the full index (loaded when idle after hydration, so usually there already: docs/decisions/0020).
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import {
  forgetFailedIndexLoad,
  fullIndexNeededAt,
  notFoundSummary,
  offlineSummary,
  pageIndex,
} from '../site/page-index';
import { PageView } from './page-view';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { forgetFailedTemplates } from '../site/loading/template-loader';
import { forgetFailedLoads } from '../site/loading/resource-cache';

/** 'Try Again': the failed page index, templates and content load afresh. */
function forgetFailures(): void {
  forgetFailedIndexLoad();
  forgetFailedTemplates();
  forgetFailedLoads();
}

/** The page at a path, once the index that knows it is there (suspends until then). */
function RoutedPage({ pathname, offlineAt }: { pathname: string; offlineAt?: string }) {
  const waiting = pathname === offlineAt ? undefined : fullIndexNeededAt(pathname);
  if (waiting) use(waiting);
  const page = pathname === offlineAt ? offlineSummary : pageIndex.atPath(pathname);
  return page ? (
    <PageView key={page.id} page={page} />
  ) : (
    <PageView key={pathname} page={notFoundSummary} />
  );
}

export function AppRoutes({ offlineAt }: { offlineAt?: string }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={forgetFailures}>
      <Suspense fallback={<PageLoading />}>
        <RoutedPage pathname={pathname} offlineAt={offlineAt} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
