// The header's search button: opens the palette and shows its shortcut. Pressing or focusing it
// starts loading the palette's code, so on a phone the code is on its way before the click.
import { ShellIcon } from '../../components/shell-icon';
import { usePalette } from './palette-context';
import { ShortcutHint } from './shortcut-hint';
import { searchSite } from '../../../shared/visitor-words';

export function SearchButton() {
  const { openPalette, prefetchPalette } = usePalette();
  return (
    <button
      type="button"
      className="search-button"
      onClick={openPalette}
      onPointerDown={prefetchPalette}
      onFocus={prefetchPalette}
      aria-haspopup="dialog"
    >
      <ShellIcon name="search" size={18} />
      <span className="hidden 2xl:inline">Search</span>
      <span className="sr-only 2xl:hidden">{searchSite}</span>
      <ShortcutHint className="kbd hidden md:max-lg:inline-flex min-[1320px]:inline-flex" />
    </button>
  );
}
