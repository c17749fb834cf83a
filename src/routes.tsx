// The route table: one route per registry page, each rendering its lazily loaded template inside
// <Suspense>, and the not-found page for every other path. Paths match case-sensitively, exactly
// as the server and the prerendered files do.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { notFoundSummary, pageIndex } from './content/page-index';
import { PageView } from './components/page-view';
import { PageLoading } from './features/loading/page-loading';
import { RouteErrorBoundary } from './features/errors/route-error-boundary';
import { forgetFailedTemplates } from './features/loading/template-loader';

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={forgetFailedTemplates}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {pageIndex.map((page) => (
            <Route
              key={page.id}
              path={page.path}
              caseSensitive
              element={<PageView key={page.id} page={page} />}
            />
          ))}
          <Route path="*" element={<PageView key={pathname} page={notFoundSummary} />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
