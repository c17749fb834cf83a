// The palette's open state, shared by the shortcut, the header button and the dialog.
import { createContext, useContext } from 'react';

export interface PaletteControls {
  open: boolean;
  openPalette: () => void;
  closePalette: (options?: { restoreFocus: boolean }) => void;
  togglePalette: () => void;
  /** Starts loading the palette's code (on intent: a pointer down on, or focus of, its button). */
  prefetchPalette: () => void;
}

export const PaletteContext = createContext<PaletteControls | null>(null);

/** The palette's controls; throws when used outside PaletteProvider, which is a programming error. */
export function usePalette(): PaletteControls {
  const controls = useContext(PaletteContext);
  if (!controls) throw new Error('usePalette must be used within a PaletteProvider');
  return controls;
}
