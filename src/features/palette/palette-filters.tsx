// The palette's category filters: a toggle button with a count badge, the chips, the
// 'Filtering by: ...' line and 'Clear', which clears the filters and the query.
import { LineIcon } from '../../components/shell-icon';
import { markPaths } from './palette-icons';
import { CATEGORIES, type Category } from '../../content/page-entry';

interface Props {
  shown: boolean;
  active: ReadonlySet<Category>;
  onToggleShown: () => void;
  onToggle: (category: Category) => void;
  onClear: () => void;
}

export function PaletteFilterButton({
  shown,
  active,
  onToggleShown,
}: Pick<Props, 'shown' | 'active' | 'onToggleShown'>) {
  return (
    <button
      type="button"
      className="palette-filter-button"
      aria-expanded={shown}
      aria-controls="palette-filters"
      onClick={onToggleShown}
    >
      <LineIcon d={markPaths['sliders-horizontal']} size={16} />
      <span className="sr-only sm:not-sr-only">Filters</span>
      {active.size > 0 && (
        <span className="palette-count" aria-label={`${active.size} active`}>
          {active.size}
        </span>
      )}
    </button>
  );
}

export function PaletteFilters({ shown, active, onToggle, onClear }: Omit<Props, 'onToggleShown'>) {
  return (
    <>
      <div id="palette-filters" hidden={!shown} className="palette-filters">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className="palette-chip"
              aria-pressed={active.has(category)}
              onClick={() => onToggle(category)}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
      {active.size > 0 && (
        <div className="palette-filtering">
          <span>
            Filtering by: {CATEGORIES.filter((category) => active.has(category)).join(', ')}
          </span>
          <button type="button" className="palette-link-button" onClick={onClear}>
            Clear
          </button>
        </div>
      )}
    </>
  );
}
