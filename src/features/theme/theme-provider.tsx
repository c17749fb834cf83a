// The theme provider: holds the visitor's light, dark or system choice (stored, applied to <html>
// and followed across tabs by its own ThemePreference) and the colours it resolves to. Prerendered
// pages are built with 'system' (the head script has already applied a stored choice before
// paint), and the stored choice is read right after hydration, so the markup always matches.
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeContext, type ThemeControls } from './theme-context';
import { createThemePreference, systemScheme } from './theme-preference';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference] = useState(createThemePreference);
  const theme = useSyncExternalStore(preference.subscribe, preference.get, preference.getServer);
  const prefersDark = useSyncExternalStore(
    systemScheme.subscribe,
    systemScheme.prefersDark,
    systemScheme.prefersDarkOnServer,
  );
  const controls = useMemo<ThemeControls>(
    () => ({
      theme,
      resolvedTheme: theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme,
      setTheme: preference.set,
    }),
    [theme, prefersDark, preference],
  );
  return <ThemeContext.Provider value={controls}>{children}</ThemeContext.Provider>;
}
