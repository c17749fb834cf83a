// Runs at boot in production builds (SPEC.md 7): fetch /sw.js with the Service-Worker header. On a
// 404 or a non-JavaScript answer (a host serving its HTML fallback instead), unregister any worker
// and reload, at most once per session and only when a worker was registered, so there is no
// reload loop. Otherwise register the worker with vite-plugin-pwa's register helper (workbox-window
// underneath) and offer a 'Reload' toast when an update is waiting. Registration and network
// failures are ignored: the site works without it.
import { readString, removeKey, writeString } from '../../lib/safe-storage';
import { notify } from '../toasts/notify';
import { checkSwResponse } from './sw-check';
import { SW_CHECK_HEADERS, SW_RELOADED_KEY, SW_URL } from './sw-constants';

async function unregisterAndReload(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (readString('session', SW_RELOADED_KEY)) return;
  writeString('session', SW_RELOADED_KEY, '1');
  window.location.reload();
}

async function register(): Promise<void> {
  removeKey('session', SW_RELOADED_KEY);
  const { registerSW } = await import('virtual:pwa-register');
  const updateWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      void notify({
        id: 'sw-update',
        title: 'A new version of the site is ready',
        description: 'Reload to get the latest pages.',
        duration: 60_000,
        // The helper reloads the page once the new worker has taken control.
        action: { label: 'Reload', onClick: () => void updateWorker(true) },
      });
    },
    onRegisterError: () => {
      // SPEC.md 7: a registration failure is ignored.
    },
  });
}

export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const response = await fetch(SW_URL, { headers: SW_CHECK_HEADERS, cache: 'no-store' });
    if (checkSwResponse(response.status, response.headers.get('content-type')) === 'unregister') {
      await unregisterAndReload();
      return;
    }
    await register();
  } catch {
    // Offline at boot, or registration refused: the site works without the worker.
  }
}
