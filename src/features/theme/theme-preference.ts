// The stored theme preference as an external store, one per ThemeProvider: read from storage,
// applied to <html> as a class and a color-scheme, and kept in step with other tabs. System mode
// needs no class: the stylesheet follows prefers-color-scheme, which updates live when the
// operating system changes. Also the operating system's colour scheme, for the resolved theme.
import { readString, writeString } from '../../lib/safe-storage';
import { DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme, type ThemeMode } from './theme-constants';

export interface ThemePreference {
  subscribe: (listener: () => void) => () => void;
  get: () => ThemeMode;
  /** Prerendered pages are built with the default: the server cannot know the choice. */
  getServer: () => ThemeMode;
  set: (mode: ThemeMode) => void;
}

function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('light', mode === 'light');
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode === 'system' ? 'light dark' : mode;
}

export function createThemePreference(): ThemePreference {
  const listeners = new Set<() => void>();
  let current: ThemeMode | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== THEME_STORAGE_KEY) return;
        current = parseTheme(event.newValue);
        applyTheme(current);
        notify();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    get: () => (current ??= parseTheme(readString('local', THEME_STORAGE_KEY))),
    getServer: () => DEFAULT_THEME,
    set(mode) {
      current = mode;
      writeString('local', THEME_STORAGE_KEY, mode);
      applyTheme(mode);
      notify();
    },
  };
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The operating system's colour scheme as an external store (light when prerendering). */
export const systemScheme = {
  subscribe(listener: () => void): () => void {
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  },
  prefersDark: (): boolean => window.matchMedia(DARK_QUERY).matches,
  prefersDarkOnServer: (): boolean => false,
};
