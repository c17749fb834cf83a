// Mounts the toaster the first time a toast is requested.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHost } from './notify';

const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

export function ToastHost() {
  // Fetched when the browser is idle, so a toast can still appear after the connection drops.
  useEffect(() => {
    const prefetch = () => void loadToaster().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 6000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 3000);
    return () => clearTimeout(timer);
  }, []);
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
