// The three-way theme control in the header: a radio group of Light, Dark and System. It renders
// 'System' checked at build time and switches to the stored choice right after hydration.
import { useSyncExternalStore } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { themeStore } from './theme-store';
import type { ThemeMode } from './theme-constants';

const options: { mode: ThemeMode; label: string; Icon: typeof Sun }[] = [
  { mode: 'light', label: 'Light theme', Icon: Sun },
  { mode: 'dark', label: 'Dark theme', Icon: Moon },
  { mode: 'system', label: 'System theme', Icon: Monitor },
];

export function ThemeSwitcher() {
  const mode = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);
  return (
    <fieldset className="theme-switcher">
      <legend className="sr-only">Colour theme</legend>
      {options.map(({ mode: value, label, Icon }) => (
        <label key={value} className="theme-option" title={label}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={mode === value}
            onChange={() => themeStore.set(value)}
            className="sr-only"
          />
          <Icon size={16} aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
