// The compact controls at the header's right: theme switcher (and, once loaded, the palette button).
import { ThemeSwitcher } from '../../features/theme/theme-switcher';

export function HeaderTools() {
  return <ThemeSwitcher />;
}
