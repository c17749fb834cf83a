// Screen-reader announcements through two live regions (polite and assertive).
//
// How the timings work together: a screen reader queues a live region's new text at the moment the
// DOM changes, not when it gets round to speaking, so clearing the region 100 ms later does not cut
// the message short. Clearing matters because a region that still holds 'Page loaded successfully'
// would not announce the same words again (no change, no announcement), and stale text would be
// read out by anyone who browses onto the region. Each message is written in a fresh text node after
// the region was emptied, so even back-to-back identical messages are each announced. The skip-link
// message uses the same regions but stays for 1 s, long enough to be read after the focus move that
// triggered it, which some screen readers announce first.
import { LIVE_REGION_CLEAR_MS } from './a11y-constants';

export type Politeness = 'polite' | 'assertive';

interface Message {
  text: string;
  /** Increments on every announcement so identical text still re-renders the region. */
  serial: number;
}

const state: Record<Politeness, Message> = {
  polite: { text: '', serial: 0 },
  assertive: { text: '', serial: 0 },
};
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function announce(
  text: string,
  politeness: Politeness = 'polite',
  clearAfterMs = LIVE_REGION_CLEAR_MS,
): void {
  clearTimeout(timers[politeness]);
  state[politeness] = { text, serial: state[politeness].serial + 1 };
  notify();
  timers[politeness] = setTimeout(() => {
    state[politeness] = { text: '', serial: state[politeness].serial + 1 };
    notify();
  }, clearAfterMs);
}

export const announcerStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  polite: (): Message => state.polite,
  assertive: (): Message => state.assertive,
  empty: (): Message => EMPTY,
};

const EMPTY: Message = { text: '', serial: 0 };
