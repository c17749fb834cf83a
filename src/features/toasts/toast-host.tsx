// Mounts the toaster the first time a toast is requested.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from './notify';

const Toaster = lazy(() => import('./toaster'));

export function ToastHost() {
  const requested = useSyncExternalStore(
    toastHost.subscribe,
    toastHost.isRequested,
    toastHost.isRequestedOnServer,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
