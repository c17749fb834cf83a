// The three-way theme control in the header where it fits (640 to 1023 px, and from 1280 px): a
// radio group of Light, Dark and System. It renders 'System' checked at build time and switches to
// the stored choice right after hydration.
import { ShellIcon, type ShellIconName } from '../../components/shell-icon';
import { useTheme } from './theme-context';
import type { ThemeMode } from './theme-constants';

const options: { mode: ThemeMode; label: string; icon: ShellIconName }[] = [
  { mode: 'light', label: 'Light theme', icon: 'sun' },
  { mode: 'dark', label: 'Dark theme', icon: 'moon' },
  { mode: 'system', label: 'System theme', icon: 'monitor' },
];

export function ThemeSwitcher() {
  const { theme: mode, setTheme } = useTheme();
  return (
    <fieldset className="theme-switcher max-sm:hidden lg:max-xl:hidden">
      <legend className="sr-only">Colour theme</legend>
      {options.map(({ mode: value, label, icon }) => (
        <label key={value} className="theme-option" title={label}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={mode === value}
            onChange={() => setTheme(value)}
            className="sr-only"
          />
          <ShellIcon name={icon} size={16} />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
