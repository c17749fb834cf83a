// The theme control where the three-way switcher would not fit the header (phones, where it would
// push the brand name out, and laptops up to 1279 px, beside the full navigation): one button that
// moves to the next of Light, Dark and System, named with the current choice. Like the switcher
// it renders 'System' at build time.
import { ShellIcon } from '../../components/shell-icon';
import { useTheme } from './theme-context';
import { THEME_MODES } from './theme-constants';

const icons = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

export function ThemeCycleButton() {
  const { theme, setTheme } = useTheme();
  const next = THEME_MODES[(THEME_MODES.indexOf(theme) + 1) % THEME_MODES.length]!;
  return (
    <button
      type="button"
      className="icon-button sm:max-lg:hidden xl:hidden"
      onClick={() => setTheme(next)}
      title={`Theme: ${theme}. Switch to ${next}`}
    >
      <ShellIcon name={icons[theme]} size={18} />
      <span className="sr-only">{`Colour theme: ${theme}, switch to ${next}`}</span>
    </button>
  );
}
