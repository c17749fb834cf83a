// The compact controls at the header's right: the palette's search button and the theme switcher
// (one cycling button on phones, so the brand name keeps its place).
import { SearchButton } from '../../features/palette/search-button';
import { ThemeCycleButton } from '../../features/theme/theme-cycle-button';
import { ThemeSwitcher } from '../../features/theme/theme-switcher';

export function HeaderTools() {
  return (
    <>
      <SearchButton />
      <ThemeSwitcher />
      <ThemeCycleButton />
    </>
  );
}
