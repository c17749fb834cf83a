// Provides the palette: Ctrl/Cmd+K toggles it from anywhere (even inside text fields), the header
// button opens it, and focus returns where it was on close. The dialog and its data load lazily,
// prefetched when the browser is idle, so the shortcut works before they arrive.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { PaletteContext, type PaletteControls } from './palette-context';
import { isPaletteShortcut } from './palette-shortcut';
import { whenIdle } from '../../lib/when-idle';

/** The palette's code is fetched when the browser is idle, or after this long at the latest. */
const PALETTE_PREFETCH_TIMEOUT_MS = 4000;

const loadDialog = () => import('./palette-dialog');
const PaletteDialog = lazy(loadDialog);

export function PaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const openPalette = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    setWanted(true);
    setOpen(true);
  }, []);
  const closePalette = useCallback(
    (options: { restoreFocus: boolean } = { restoreFocus: true }) => {
      setOpen(false);
      const target = returnFocus.current;
      returnFocus.current = null;
      // After the dialog has left the top layer, so the browser does not move focus again. A choice
      // that navigates leaves focus to the new page, which moves it to its heading.
      if (options.restoreFocus) requestAnimationFrame(() => target?.isConnected && target.focus());
    },
    [],
  );
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const togglePalette = useCallback(
    () => (openRef.current ? closePalette() : openPalette()),
    [closePalette, openPalette],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      togglePalette();
    };
    // Capture phase, so fields and widgets that handle keys themselves cannot swallow the shortcut.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [togglePalette]);

  useEffect(
    () =>
      whenIdle(() => {
        loadDialog().catch(() => {
          // Prefetch only; opening the palette tries again and reports a failure.
        });
      }, PALETTE_PREFETCH_TIMEOUT_MS),
    [],
  );

  const controls = useMemo<PaletteControls>(
    () => ({ open, openPalette, closePalette, togglePalette }),
    [open, openPalette, closePalette, togglePalette],
  );

  return (
    <PaletteContext.Provider value={controls}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onClose={closePalette} />
        </Suspense>
      )}
    </PaletteContext.Provider>
  );
}
