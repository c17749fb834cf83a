// The 'Loading page...' fallback: shown by Suspense while a first template chunk loads, and over the
// old page while a client-side navigation waits for the next chunk.
import { useSyncExternalStore } from 'react';
import { pendingTemplates } from '../site/loading/template-loader';

export const LOADING_TEXT = 'Loading page...';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <span className="spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}

/** A bar and status message pinned to the top while the next page's chunk is on its way. */
export function NavigationPending() {
  const pending = useSyncExternalStore(
    pendingTemplates.subscribe,
    pendingTemplates.isPending,
    pendingTemplates.isPendingOnServer,
  );
  if (!pending) return null;
  return (
    <div role="status" className="navigation-pending">
      <span className="spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
