// The keyboard shortcut of the developer toolbar, Ctrl+Shift+D, as a pure test of a keyboard
// event's fields.
import { TOOLBAR_SHORTCUT_KEY } from './diagnostics-constants';

type Keys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl+Shift+D without Alt or Meta. The key position (`code`) also counts, because with Shift held
 * some layouts report another character in `key`.
 */
export const isToolbarShortcut = (event: Keys): boolean =>
  event.ctrlKey &&
  event.shiftKey &&
  !event.altKey &&
  !event.metaKey &&
  (event.key.toLowerCase() === TOOLBAR_SHORTCUT_KEY ||
    event.code === `Key${TOOLBAR_SHORTCUT_KEY.toUpperCase()}`);
