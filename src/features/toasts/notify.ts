// Shows a toast. The toast library loads on the first call, so pages that never show one never
// download it; calls made while it loads are shown once it is ready. When it cannot load (the
// visitor went offline before it arrived), the messages wait and are shown when the connection is
// back, a newer message with the same id replacing an older one.
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

/** Counts 'online' events, so a load that fails after the connection came back retries at once. */
let onlineEvents = 0;
if (typeof window !== 'undefined') window.addEventListener('online', () => (onlineEvents += 1));
let hostReady: Promise<void> | undefined;
/** The count of 'online' events when the toaster now loading was asked for. */
let hostAskedAt = 0;
let settleHost: { resolve: () => void; reject: (error: unknown) => void } | undefined;
const listeners = new Set<() => void>();

/** For the host component: how often a toaster was asked for, so it mounts (or tries again). */
export const toastHost = {
  requests: 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: (): number => toastHost.requests,
  requestedOnServer: (): number => 0,
  /** Called by the toaster once mounted. */
  ready(): void {
    settleHost?.resolve();
  },
  /** Called by the host when the toaster's code could not load; the next toast asks again. */
  failed(error: unknown): void {
    hostReady = undefined;
    settleHost?.reject(error);
  },
};

function ensureHost(): Promise<void> {
  if (!hostReady) {
    hostAskedAt = onlineEvents;
    hostReady = new Promise((resolve, reject) => (settleHost = { resolve, reject }));
    toastHost.requests += 1;
    listeners.forEach((listener) => listener());
  }
  return hostReady;
}

const waiting = new Map<string, ToastMessage>();
let unnamed = 0;
let retryWhenOnline = false;

async function showWaiting(): Promise<void> {
  const host = ensureHost();
  // An attempt is as old as its oldest part: a toaster load asked for before the connection came
  // back, and joined now, can still fail, and that failure must count as one before the event.
  const onlineEventsBefore = Math.min(onlineEvents, hostAskedAt);
  try {
    const [{ toast }] = await Promise.all([import('sonner'), host]);
    for (const [key, message] of waiting) {
      waiting.delete(key);
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
  } catch {
    // The connection came back while this attempt was failing: its 'online' event is gone.
    if (onlineEvents !== onlineEventsBefore) return showWaiting();
    if (retryWhenOnline) return;
    retryWhenOnline = true;
    window.addEventListener(
      'online',
      () => {
        retryWhenOnline = false;
        void showWaiting();
      },
      { once: true },
    );
  }
}

export function notify(message: ToastMessage): Promise<void> {
  waiting.set(message.id ?? `toast-${(unnamed += 1)}`, message);
  return showWaiting();
}
