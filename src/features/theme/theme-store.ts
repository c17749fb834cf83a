// The theme preference as an external store: read from storage, applied to <html>, and kept in
// step with other tabs. System mode needs no class: the stylesheet follows prefers-color-scheme,
// which updates live when the operating system changes.
import { readString, writeString } from '../../lib/safe-storage';
import { DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme, type ThemeMode } from './theme-constants';

const listeners = new Set<() => void>();
let current: ThemeMode | undefined;

function apply(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('light', mode === 'light');
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode === 'system' ? 'light dark' : mode;
}

function read(): ThemeMode {
  if (current === undefined) current = parseTheme(readString('local', THEME_STORAGE_KEY));
  return current;
}

export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      current = parseTheme(event.newValue);
      apply(current);
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  get: read,
  getServer: (): ThemeMode => DEFAULT_THEME,
  set(mode: ThemeMode): void {
    current = mode;
    writeString('local', THEME_STORAGE_KEY, mode);
    apply(mode);
    listeners.forEach((listener) => listener());
  },
};
