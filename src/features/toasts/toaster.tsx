// The sonner toaster, themed with the site: one toast at a time, 4000 ms by default.
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../theme/theme-context';
import { toastHost } from './notify';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast-constants';

export default function Toaster() {
  const { resolvedTheme } = useTheme();
  useEffect(() => toastHost.ready(), []);
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ className: 'site-toast' }}
    />
  );
}
