// The developer toolbar (development builds only): a small fixed bar at the bottom left with a
// toggle for each diagnostics overlay, shown and hidden with Ctrl+Shift+D. It follows the ARIA
// toolbar pattern: one tab stop, arrow keys, Home and End move between the buttons.
import { useEffect, useInsertionEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readJson, writeJson } from '../../lib/safe-storage';
import {
  DIAGNOSTICS_STORAGE_KEY,
  TOOLBAR_SHORTCUT_ARIA,
  TOOLBAR_TEST_ID,
} from './diagnostics-constants';
import { diagClass, ensureDiagnosticsStyles } from './diagnostics-styles';
import { InteractionOverlay } from './interaction-overlay';
import { PerformanceOverlay } from './performance-overlay';
import { isToolbarShortcut } from './toolbar-shortcut';
import {
  INITIAL_TOOLBAR_STATE,
  OVERLAY_IDS,
  parseToolbarState,
  toggleHidden,
  toggleOverlay,
  type OverlayId,
} from './toolbar-state';
import { TouchTargetOverlay } from './touch-target-overlay';
import { useOverflows } from './use-overflows';

const labels: Record<OverlayId, string> = {
  touch: 'Touch targets',
  interactions: 'Interaction timing',
  performance: 'Performance',
};

/** The toolbar's buttons in order: one per overlay, then Hide. */
const BUTTON_COUNT = OVERLAY_IDS.length + 1;

function nextIndex(key: string, current: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % BUTTON_COUNT;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + BUTTON_COUNT) % BUTTON_COUNT;
  if (key === 'Home') return 0;
  if (key === 'End') return BUTTON_COUNT - 1;
  return undefined;
}

/** `root` is the diagnostics' own element, which the overlays leave out of their measurements. */
export function DevToolbar({ root }: { root: HTMLElement }) {
  const [state, setState] = useState(() =>
    readJson('session', DIAGNOSTICS_STORAGE_KEY, parseToolbarState, INITIAL_TOOLBAR_STATE),
  );
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [panels, setPanels] = useState<HTMLDivElement | null>(null);
  const panelsScroll = useOverflows(panels);

  useInsertionEffect(ensureDiagnosticsStyles, []);

  useEffect(() => {
    writeJson('session', DIAGNOSTICS_STORAGE_KEY, state);
  }, [state]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isToolbarShortcut(event)) return;
      event.preventDefault();
      setState(toggleHidden);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (state.hidden) return null;

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = nextIndex(event.key, focusIndex);
    if (index === undefined) return;
    event.preventDefault();
    setFocusIndex(index);
    buttons.current[index]?.focus();
  };

  return (
    <aside className={diagClass('aside')} aria-label="Developer diagnostics">
      <div
        role="toolbar"
        aria-label="Diagnostics overlays"
        className={diagClass('toolbar')}
        data-testid={TOOLBAR_TEST_ID}
        onKeyDown={onToolbarKeyDown}
      >
        {OVERLAY_IDS.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={diagClass('button')}
            aria-pressed={state.open[id]}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => setState((current) => toggleOverlay(current, id))}
          >
            {labels[id]}
          </button>
        ))}
        <button
          ref={(element) => {
            buttons.current[OVERLAY_IDS.length] = element;
          }}
          type="button"
          className={diagClass('button')}
          aria-label="Hide diagnostics"
          aria-keyshortcuts={TOOLBAR_SHORTCUT_ARIA}
          title="Hide diagnostics (Ctrl+Shift+D shows them again)"
          tabIndex={focusIndex === OVERLAY_IDS.length ? 0 : -1}
          onFocus={() => setFocusIndex(OVERLAY_IDS.length)}
          onClick={() => setState(toggleHidden)}
        >
          Hide
        </button>
      </div>
      {/* With several panels open on a small screen this region scrolls; it is then focusable
          so that keyboard users can scroll it too. */}
      <div
        ref={setPanels}
        className={diagClass('panels')}
        role="region"
        aria-label="Diagnostics panels"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scrollable content must be reachable by keyboard.
        tabIndex={panelsScroll ? 0 : undefined}
      >
        {state.open.touch && <TouchTargetOverlay exclude={root} />}
        {state.open.interactions && <InteractionOverlay exclude={root} />}
        {state.open.performance && <PerformanceOverlay />}
      </div>
    </aside>
  );
}
