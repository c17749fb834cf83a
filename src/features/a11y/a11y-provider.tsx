// The accessibility provider: owns the two live regions (polite and assertive) every page carries,
// renders them after the app, and hands announce() to the app through useAnnouncer().
//
// How the timings work together: a screen reader queues a live region's new text at the moment the
// DOM changes, not when it gets round to speaking, so clearing the region 100 ms later does not cut
// the message short. Clearing matters because a region that still holds 'Page loaded successfully'
// would not announce the same words again (no change, no announcement), and stale text would be
// read out by anyone who browses onto the region. Each message is written in a fresh text node after
// the region was emptied, so even back-to-back identical messages are each announced. The skip-link
// message uses the same regions but stays for 1 s, long enough to be read after the focus move that
// triggered it, which some screen readers announce first.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AnnouncerContext, type Announcer, type Politeness } from './announcer-context';
import { LIVE_REGION_CLEAR_MS } from './a11y-constants';

interface Message {
  text: string;
  /** Increments on every change so identical text still re-renders the region. */
  serial: number;
}

type Regions = Record<Politeness, Message>;

const EMPTY: Regions = { polite: { text: '', serial: 0 }, assertive: { text: '', serial: 0 } };

export function A11yProvider({ children }: { children: ReactNode }) {
  const [regions, setRegions] = useState<Regions>(EMPTY);
  const timers = useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});

  const write = useCallback((politeness: Politeness, text: string) => {
    setRegions((current) => ({
      ...current,
      [politeness]: { text, serial: current[politeness].serial + 1 },
    }));
  }, []);

  const announce = useCallback<Announcer['announce']>(
    (text, politeness = 'polite', clearAfterMs = LIVE_REGION_CLEAR_MS) => {
      clearTimeout(timers.current[politeness]);
      write(politeness, text);
      timers.current[politeness] = setTimeout(() => write(politeness, ''), clearAfterMs);
    },
    [write],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => clearTimeout(timer));
  }, []);

  const announcer = useMemo<Announcer>(() => ({ announce }), [announce]);
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      <div className="sr-only">
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
          <span key={regions.polite.serial}>{regions.polite.text}</span>
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
          <span key={regions.assertive.serial}>{regions.assertive.text}</span>
        </div>
      </div>
    </AnnouncerContext.Provider>
  );
}
