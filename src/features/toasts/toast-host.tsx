// Mounts the toaster the first time a toast is requested.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHost } from './notify';
import { whenIdle } from '../../lib/when-idle';

/** The toaster is fetched when the browser is idle, or after this long at the latest. */
const TOASTER_PREFETCH_TIMEOUT_MS = 6000;

const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

export function ToastHost() {
  // Fetched when the browser is idle, so a toast can still appear after the connection drops.
  useEffect(() => {
    return whenIdle(() => void loadToaster().catch(() => undefined), TOASTER_PREFETCH_TIMEOUT_MS);
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
