// The sonner toaster, themed with the site: one toast at a time, 4000 ms by default, at the bottom
// right, or across the bottom of a phone, and always above the Call / WhatsApp bar there.
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../theme/theme-context';
import { toastHost } from './notify';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast-constants';
import { useContactBarHeight } from './use-contact-bar-height';

/** Sonner's own gaps from the screen's edge, on screens wider than 600 px and on phones. */
const GAP = 24;
const PHONE_GAP = 16;

export default function Toaster() {
  const { resolvedTheme } = useTheme();
  const bar = useContactBarHeight();
  useEffect(() => toastHost.ready(), []);
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      offset={{ bottom: bar + GAP }}
      mobileOffset={{ bottom: bar + PHONE_GAP }}
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ className: 'site-toast' }}
    />
  );
}
