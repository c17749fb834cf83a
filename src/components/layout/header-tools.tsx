// The compact controls at the header's right: the palette's search button and the theme switcher.
import { SearchButton } from '../../features/palette/search-button';
import { ThemeSwitcher } from '../../features/theme/theme-switcher';

export function HeaderTools() {
  return (
    <>
      <SearchButton />
      <ThemeSwitcher />
    </>
  );
}
