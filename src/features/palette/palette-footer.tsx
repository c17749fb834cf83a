// The palette's ways out and hints: the close button beside the search box (on every device, so a
// phone without a keyboard can leave), and the footer's keyboard hints and 'Clear recent' when there
// are recents. On a touch screen the 'Esc' key cap is itself a button that closes (issue 24): the
// palette renders only in the browser, so matchMedia decides it without a hydration mismatch.
import { LineIcon } from '../../components/shell-icon';
import { markPaths } from './palette-icons';

/** A touch screen without a fine pointer: phones and tablets, where nobody has an Esc key. */
const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
const isTouchScreen = (): boolean =>
  typeof matchMedia === 'function' && matchMedia(TOUCH_QUERY).matches;

type OnClose = () => void;

export function PaletteCloseButton({ onClose }: { onClose: OnClose }) {
  return (
    <button
      type="button"
      className="palette-close-button"
      aria-label="Close search"
      onClick={() => onClose()}
    >
      <LineIcon d={markPaths.x} size={20} />
    </button>
  );
}

export function PaletteFooter({
  hasRecents,
  onClearRecents,
  onClose,
}: {
  hasRecents: boolean;
  onClearRecents: () => void;
  onClose: OnClose;
}) {
  return (
    <div className="palette-footer">
      <span>
        <kbd className="kbd">↑</kbd> <kbd className="kbd">↓</kbd> to navigate
      </span>
      <span>
        <kbd className="kbd">↵</kbd> to select
      </span>
      <span>
        {isTouchScreen() ? (
          <button type="button" className="palette-esc-button" onClick={() => onClose()}>
            <kbd className="kbd">Esc</kbd>
          </button>
        ) : (
          <kbd className="kbd">Esc</kbd>
        )}{' '}
        to close
      </span>
      {hasRecents && (
        <button type="button" className="palette-link-button ml-auto" onClick={onClearRecents}>
          Clear recent
        </button>
      )}
    </div>
  );
}
