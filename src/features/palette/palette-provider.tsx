// Provides the palette: Ctrl/Cmd+K toggles it from anywhere (even inside text fields), the header
// button opens it, and focus returns where it was on close. The dialog and its data load lazily:
// prefetched when the browser is idle where a keyboard is likely (a fine pointer that hovers), so
// Ctrl+K finds them ready; elsewhere (phones, tablets) only on intent, when the search button is
// pressed or focused, which leaves a phone's first load to the page itself. The loaded
// component is rendered directly rather than through React.lazy and Suspense: revealing suspended
// content is throttled by React (about 300 ms), which would delay every first opening, and a
// failed load must not reach an error boundary (a toast says so; the next opening tries again,
// which works in every browser because lib/verified-preload.ts fetches the files before importing).
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PaletteContext, type PaletteControls } from './palette-context';
import { isPaletteShortcut } from './palette-shortcut';
import { whenIdle } from '../../lib/when-idle';
import { notify } from '../toasts/notify';
import { needsDocumentLoad } from '../../lib/chunk-load-error';
import type PaletteDialogComponent from './palette-dialog';

/** The palette's code is fetched when the browser is idle, or after this long at the latest. */
const PALETTE_PREFETCH_TIMEOUT_MS = 4000;
/** Devices where Ctrl/Cmd+K is likely: the palette is prefetched there without waiting for intent. */
const KEYBOARD_LIKELY_QUERY = '(hover: hover) and (pointer: fine)';

type PaletteDialog = ComponentType<ComponentProps<typeof PaletteDialogComponent>>;

let loading: Promise<PaletteDialog> | undefined;

/** Loads the dialog's chunk once; a failed load is forgotten, so the next call tries again. */
function loadDialog(): Promise<PaletteDialog> {
  const current = (loading ??= import('./palette-dialog').then((module) => module.default));
  current.catch(() => {
    if (loading === current) loading = undefined;
  });
  return current;
}

export function PaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [Dialog, setDialog] = useState<PaletteDialog>();
  const returnFocus = useRef<HTMLElement | null>(null);

  const openPalette = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    setWanted(true);
    setOpen(true);
    loadDialog().then(
      (component) => setDialog(() => component),
      (error: unknown) => {
        setOpen(false);
        setWanted(false);
        // Gone after a deploy, or remembered as failed by the browser: only a new document helps.
        const reload = needsDocumentLoad(error);
        void notify({
          id: 'palette-load',
          tone: 'error',
          title: 'Search could not load',
          description: reload
            ? 'The site has been updated: reload the page to search it.'
            : 'Check your connection and try again.',
          action: reload ? { label: 'Reload', onClick: () => window.location.reload() } : undefined,
        });
      },
    );
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

  const prefetchPalette = useCallback(() => {
    loadDialog().then(
      (component) => setDialog(() => component),
      () => {
        // Prefetch only; opening the palette tries again and reports a failure.
      },
    );
  }, []);

  useEffect(() => {
    if (!window.matchMedia(KEYBOARD_LIKELY_QUERY).matches) return undefined;
    return whenIdle(prefetchPalette, PALETTE_PREFETCH_TIMEOUT_MS);
  }, [prefetchPalette]);

  const controls = useMemo<PaletteControls>(
    () => ({ open, openPalette, closePalette, togglePalette, prefetchPalette }),
    [open, openPalette, closePalette, togglePalette, prefetchPalette],
  );

  return (
    <PaletteContext.Provider value={controls}>
      {children}
      {wanted && Dialog && <Dialog open={open} onClose={closePalette} />}
    </PaletteContext.Provider>
  );
}
