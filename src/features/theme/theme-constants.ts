// Theme preference (SPEC.md 3): stored under 'theme' as light, dark or system; default system.
export const THEME_STORAGE_KEY = 'theme';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME: ThemeMode = 'system';

/** Any stored value that is not a known mode means system. */
export const parseTheme = (value: unknown): ThemeMode =>
  THEME_MODES.includes(value as ThemeMode) ? (value as ThemeMode) : DEFAULT_THEME;
