// The route table: the page index maps every registry path to its page, whose lazily loaded
// template renders inside <Suspense>; every other path shows the not-found page. Paths match
// exactly and case-sensitively, as the server and the prerendered files do. At `offlineAt` (the
// address the service worker answered with the offline page) the offline page shows instead. The
// lookup is one Map read, so the router's own matching and ranking code stays out of the bundle.
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { notFoundSummary, offlineSummary, pageIndex } from '../site/page-index';
import { PageView } from './page-view';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { forgetFailedTemplates } from '../site/loading/template-loader';
import { forgetFailedLoads } from '../site/loading/resource-cache';

/** 'Try Again': failed templates and content load afresh. */
function forgetFailures(): void {
  forgetFailedTemplates();
  forgetFailedLoads();
}

export function AppRoutes({ offlineAt }: { offlineAt?: string }) {
  const { pathname } = useLocation();
  const page = pathname === offlineAt ? offlineSummary : pageIndex.atPath(pathname);
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={forgetFailures}>
      <Suspense fallback={<PageLoading />}>
        {page ? (
          <PageView key={page.id} page={page} />
        ) : (
          <PageView key={pathname} page={notFoundSummary} />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
