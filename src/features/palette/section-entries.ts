// Content-search hits as palette entries: a hit becomes an entry ('section:/path#heading-id') so it
// is chosen, opened in a new tab and kept in recents like any other. Recents store ids only, so
// the entries of recent sections are kept beside them (at most as many as recents hold), repaired
// on every read like the rest of the palette's storage.
import { readJson, writeJson } from '../../lib/safe-storage';
import { CATEGORIES, type Category } from '../../content/page-entry';
import type { SectionHit } from '../content-search/section-hit';
import { PALETTE_SECTIONS_KEY, RECENTS_STORED } from './palette-constants';
import type { PaletteEntry } from './palette-entry';

const SECTION_PREFIX = 'section:';
const TITLE_SEPARATOR = ' › ';

/** The palette entry for a hit; its description is the snippet's text. */
export function sectionEntry(hit: SectionHit): PaletteEntry {
  return {
    id: `${SECTION_PREFIX}${hit.url}`,
    title: hit.heading ? `${hit.pageTitle}${TITLE_SEPARATOR}${hit.heading}` : hit.pageTitle,
    description: hit.excerpt.map((part) => part.text).join(''),
    path: hit.url,
    icon: 'file-text',
    category: hit.category,
    keywords: [],
    external: false,
  };
}

/** Whether a stored value is a section entry that can safely be shown and followed. */
function isSectionEntry(value: unknown): value is PaletteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PaletteEntry>;
  return (
    typeof entry.path === 'string' &&
    entry.path.startsWith('/') &&
    !entry.path.startsWith('//') &&
    entry.id === `${SECTION_PREFIX}${entry.path}` &&
    typeof entry.title === 'string' &&
    entry.title.length > 0 &&
    (entry.description === undefined || typeof entry.description === 'string') &&
    CATEGORIES.includes(entry.category as Category)
  );
}

const parseSections = (value: unknown): PaletteEntry[] =>
  Array.isArray(value)
    ? value.filter(isSectionEntry).map((entry) => ({
        id: entry.id,
        title: entry.title,
        description: entry.description,
        path: entry.path,
        icon: 'file-text',
        category: entry.category,
        keywords: [],
        external: false,
      }))
    : [];

/** The stored entries of sections chosen recently. */
export function loadSectionEntries(): PaletteEntry[] {
  return readJson('local', PALETTE_SECTIONS_KEY, parseSections, []);
}

/** Keeps the entry of a chosen section, dropping those no longer among the recent ids. */
export function saveSectionEntry(
  entry: PaletteEntry,
  recentIds: readonly string[],
): PaletteEntry[] {
  const kept = [entry, ...loadSectionEntries().filter((stored) => stored.id !== entry.id)]
    .filter((stored) => recentIds.includes(stored.id))
    .slice(0, RECENTS_STORED);
  writeJson('local', PALETTE_SECTIONS_KEY, kept);
  return kept;
}

export const isSectionId = (id: string): boolean => id.startsWith(SECTION_PREFIX);
