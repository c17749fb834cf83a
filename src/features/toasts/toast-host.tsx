// Mounts the toaster the first time a toast is requested. Its code is loaded here rather than with
// React.lazy, so a failed load (the visitor is offline) reaches no error boundary: notify() keeps
// the message, and the next request tries again.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastHost } from './notify';
import { whenIdle } from '../../lib/when-idle';

/** The toaster is fetched when the browser is idle, or after this long at the latest. */
const TOASTER_PREFETCH_TIMEOUT_MS = 6000;

const loadToaster = () => import('./toaster');

export function ToastHost() {
  // Fetched when the browser is idle, so a toast can still appear after the connection drops.
  useEffect(() => {
    return whenIdle(() => void loadToaster().catch(() => undefined), TOASTER_PREFETCH_TIMEOUT_MS);
  }, []);
  const requests = useSyncExternalStore(
    toastHost.subscribe,
    toastHost.requested,
    toastHost.requestedOnServer,
  );
  const [Toaster, setToaster] = useState<ComponentType>();
  useEffect(() => {
    if (requests === 0 || Toaster) return;
    let current = true;
    loadToaster().then(
      (module) => current && setToaster(() => module.default),
      (error: unknown) => toastHost.failed(error),
    );
    return () => {
      current = false;
    };
  }, [requests, Toaster]);
  return Toaster ? <Toaster /> : null;
}
