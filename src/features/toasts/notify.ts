// Shows a toast. The toast library loads on the first call, so pages that never show one never
// download it; calls made while it loads are shown once it is ready.
import { TOAST_DURATION_MS } from './toast-constants';

export interface ToastMessage {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** 'error' toasts use the library's error style and stay until dismissed when no duration is set. */
  tone?: 'info' | 'success' | 'error';
  duration?: number;
  /** A toast with the same id replaces the earlier one instead of adding another. */
  id?: string;
}

let hostReady: Promise<void> | undefined;
let markReady: (() => void) | undefined;
const listeners = new Set<() => void>();

/** For the host component: whether a toast was ever requested, so it should mount the toaster. */
export const toastHost = {
  requested: false,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => toastHost.requested,
  isRequestedOnServer: (): boolean => false,
  /** Called by the toaster once mounted. */
  ready(): void {
    markReady?.();
  },
};

function ensureHost(): Promise<void> {
  if (!hostReady) {
    hostReady = new Promise((resolve) => (markReady = resolve));
    toastHost.requested = true;
    listeners.forEach((listener) => listener());
  }
  return hostReady;
}

export async function notify(message: ToastMessage): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), ensureHost()]);
  const options = {
    id: message.id,
    description: message.description,
    duration: message.duration ?? TOAST_DURATION_MS,
    action: message.action,
  };
  if (message.tone === 'success') toast.success(message.title, options);
  else if (message.tone === 'error') toast.error(message.title, options);
  else toast(message.title, options);
}
