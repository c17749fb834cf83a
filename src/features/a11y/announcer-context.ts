// Screen-reader announcements as a context: A11yProvider supplies them, useAnnouncer() reads them.
import { createContext, useContext } from 'react';

export type Politeness = 'polite' | 'assertive';

export interface Announcer {
  /**
   * Writes text into the polite (default) or assertive live region; it is cleared after
   * clearAfterMs (LIVE_REGION_CLEAR_MS unless given). Stable across renders.
   */
  announce: (text: string, politeness?: Politeness, clearAfterMs?: number) => void;
}

export const AnnouncerContext = createContext<Announcer | null>(null);

/** The announcer; throws when used outside A11yProvider, which is a programming error. */
export function useAnnouncer(): Announcer {
  const announcer = useContext(AnnouncerContext);
  if (!announcer) throw new Error('useAnnouncer must be used within an A11yProvider');
  return announcer;
}
