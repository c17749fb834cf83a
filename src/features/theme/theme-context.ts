// The theme as a context: ThemeProvider supplies it, useTheme() reads it.
import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme-constants';

export interface ThemeControls {
  /** The visitor's choice: light, dark or system. */
  theme: ThemeMode;
  /** The colours in use: the choice, or what the operating system asks for under system. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (mode: ThemeMode) => void;
}

export const ThemeContext = createContext<ThemeControls | null>(null);

/** The theme controls; throws when used outside ThemeProvider, which is a programming error. */
export function useTheme(): ThemeControls {
  const controls = useContext(ThemeContext);
  if (!controls) throw new Error('useTheme must be used within a ThemeProvider');
  return controls;
}
