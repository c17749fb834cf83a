// The palette footer: keyboard hints and 'Clear recent' when there are recents.
export function PaletteFooter({
  hasRecents,
  onClearRecents,
}: {
  hasRecents: boolean;
  onClearRecents: () => void;
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
        <kbd className="kbd">Esc</kbd> to close
      </span>
      {hasRecents && (
        <button type="button" className="palette-link-button ml-auto" onClick={onClearRecents}>
          Clear recent
        </button>
      )}
    </div>
  );
}
