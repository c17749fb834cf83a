// Keyboard rules of the palette, as pure functions of a keyboard event's fields.

type Keys = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'keyCode'
>;

/** Keys pressed while an input method is composing text belong to the composition. */
export const isComposing = (event: Pick<Keys, 'isComposing' | 'keyCode'>): boolean =>
  event.isComposing || event.keyCode === 229;

/** Ctrl+K or Cmd+K (any layout that reports K, or the K key position), without Alt or Shift. */
export const isPaletteShortcut = (event: Keys): boolean =>
  !isComposing(event) &&
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.key.toLowerCase() === 'k' || event.code === 'KeyK');

/**
 * The letter of an Alt+letter entry shortcut, matched on the key's position (`code`), because on
 * macOS Option+letter types a symbol into `key`.
 */
export function entryShortcutLetter(event: Keys): string | undefined {
  if (isComposing(event) || !event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const match = /^Key([A-Z])$/.exec(event.code);
  return match?.[1];
}

/** Ctrl+Enter or Cmd+Enter: open the selected page in a new tab. */
export const isOpenInNewTab = (event: Keys): boolean =>
  !isComposing(event) && event.key === 'Enter' && (event.ctrlKey || event.metaKey);
