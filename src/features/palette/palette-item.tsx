// One palette entry as a listbox option: icon, title with the matched characters highlighted,
// description (for a page section, its snippet with the matched words marked), and its marks
// (popular star, external link, shortcut, badge, current page).
import { memo } from 'react';
import { Command } from 'cmdk';
import { LineIcon } from '../../components/shell-icon';
import type { ExcerptPart } from '../content-search/section-hit';
import type { PaletteEntry, TextRange } from './palette-entry';
import { markPaths, paletteIconPaths } from './palette-icons';

interface Props {
  entry: PaletteEntry;
  /** Unique among the options shown (an entry can be both recent and popular). */
  value: string;
  matches?: TextRange[];
  /** A page section's snippet, shown instead of the description. */
  snippet?: ExcerptPart[];
  current: boolean;
  shortcutPrefix: string;
  onChoose: (entry: PaletteEntry) => void;
}

function Highlighted({ text, ranges }: { text: string; ranges: TextRange[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** A small icon that says something (popular, opens in a new tab): an image with that name. */
function Mark({ d, label, className }: { d: string; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="flex">
      <LineIcon d={d} size={14} className={className} />
    </span>
  );
}

/**
 * Memoised: typing re-renders the panel on every key, but an item only changes when its result,
 * its match ranges or the current page do (the results update after the debounce).
 */
export const PaletteItem = memo(function PaletteItem({
  entry,
  value,
  matches = [],
  snippet,
  current,
  shortcutPrefix,
  onChoose,
}: Props) {
  return (
    <Command.Item
      value={value}
      disabled={current}
      onSelect={() => onChoose(entry)}
      className="palette-item"
    >
      <LineIcon d={paletteIconPaths[entry.icon]} size={18} className="palette-item-icon" />
      <span className="min-w-0 flex-1">
        <span className="palette-item-title">
          {/* One flex item: the marked pieces of a word must not be pulled apart by the gap. */}
          <span className="min-w-0">
            <Highlighted text={entry.title} ranges={matches} />
          </span>
          {entry.popular && <Mark d={markPaths.star} label="Popular" className="palette-star" />}
          {entry.external && <Mark d={markPaths['external-link']} label="Opens in a new tab" />}
        </span>
        {snippet ? (
          <span className="palette-item-snippet">
            {snippet.map((part, index) =>
              part.marked ? <mark key={index}>{part.text}</mark> : part.text,
            )}
          </span>
        ) : (
          entry.description && <span className="palette-item-description">{entry.description}</span>
        )}
      </span>
      {entry.badge && (
        <span className={`palette-badge palette-badge-${entry.badge.toLowerCase()}`}>
          {entry.badge}
        </span>
      )}
      {entry.shortcut && (
        <kbd className="kbd" aria-label={`Shortcut ${shortcutPrefix} ${entry.shortcut}`}>
          {shortcutPrefix} {entry.shortcut}
        </kbd>
      )}
      {current && (
        <>
          <LineIcon d={markPaths.check} size={18} className="palette-check" />
          <span className="sr-only">(current page)</span>
        </>
      )}
    </Command.Item>
  );
});
