// The palette's modal: a native <dialog> (focus kept inside, the page inert behind it, Escape to
// close, and on a phone the Back button: lib/history-layer.ts) with an accessible name. Loaded
// lazily by PaletteProvider.
import { useEffect, useRef } from 'react';
import { PalettePanel } from './palette-panel';
import { useBackCloses } from '../../lib/use-back-closes';
import { searchSite } from '../../../shared/visitor-words';

interface Props {
  open: boolean;
  onClose: (options?: { restoreFocus: boolean }) => void;
}

export default function PaletteDialog({ open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useBackCloses(open, onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Focus goes to the search box (showModal alone would pick the first focusable element).
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('[cmdk-input]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself (Escape is the keyboard way out).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className="palette"
      data-pagefind-ignore
      aria-labelledby="palette-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="palette-title" className="sr-only">
        {searchSite}
      </h2>
      {open && <PalettePanel onClose={onClose} />}
    </dialog>
  );
}
