// One palette entry as a listbox option: icon, title with the matched characters highlighted,
// description (for a page section, its snippet with the matched words marked), and its marks
// (popular star, external link, shortcut, badge, current page).
import { memo } from 'react';
import { Command } from 'cmdk';
import { Check, ExternalLink, Star } from 'lucide-react';
import type { ExcerptPart } from '../content-search/section-hit';
import type { PaletteEntry, TextRange } from './palette-entry';
import { paletteIcons } from './palette-icons';

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
  const Icon = paletteIcons[entry.icon];
  return (
    <Command.Item
      value={value}
      disabled={current}
      onSelect={() => onChoose(entry)}
      className="palette-item"
    >
      <Icon size={18} aria-hidden="true" className="palette-item-icon" />
      <span className="min-w-0 flex-1">
        <span className="palette-item-title">
          {/* One flex item: the marked pieces of a word must not be pulled apart by the gap. */}
          <span className="min-w-0">
            <Highlighted text={entry.title} ranges={matches} />
          </span>
          {entry.popular && <Star size={14} aria-label="Popular" className="palette-star" />}
          {entry.external && <ExternalLink size={14} aria-label="Opens in a new tab" />}
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
          <Check size={18} aria-hidden="true" className="palette-check" />
          <span className="sr-only">(current page)</span>
        </>
      )}
    </Command.Item>
  );
});
