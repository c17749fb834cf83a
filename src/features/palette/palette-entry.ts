// The shapes the command palette works with (SPEC.md 3): an entry, a recent entry and a search
// result carrying the character ranges of the title to highlight.
import type { Category, IconName } from '../../content/page-entry';

export interface PaletteEntry {
  /** Registry id for pages ('service:seo'), 'action:<name>' for quick actions. */
  id: string;
  title: string;
  description?: string;
  /** Internal path, or a tel:, mailto: or https: URL for quick actions. */
  path: string;
  icon: IconName;
  category: Category;
  /** Words and phrases people type for this entry, lower case. */
  keywords: string[];
  /** Shown with a star; ranks a little higher and seeds the popular list. */
  popular?: boolean;
  /** Opens in a new tab with `noopener,noreferrer` instead of navigating. */
  external: boolean;
  /** One upper-case letter; Alt plus that letter chooses the entry while the palette is open. */
  shortcut?: string;
  badge?: 'Free' | 'Pro';
}

/** An entry shown under 'Recent Searches'. */
export type RecentEntry = PaletteEntry & { recent: true };

/** A half-open range [start, end) of UTF-16 indices into the entry's title. */
export type TextRange = [start: number, end: number];

export interface SearchResult {
  entry: PaletteEntry;
  /** Ranking score in [0.15, 1]: the match score plus the popularity pass. Results are sorted by it. */
  score: number;
  /** Characters of `entry.title` that matched the query, sorted and non-overlapping. */
  titleMatches: TextRange[];
}
