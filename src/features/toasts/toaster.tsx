// The sonner toaster, themed with the site: one toast at a time, 4000 ms by default.
import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { themeStore } from '../theme/theme-store';
import { toastHost } from './notify';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast-constants';

export default function Toaster() {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);
  useEffect(() => toastHost.ready(), []);
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ className: 'site-toast' }}
    />
  );
}
