// The palette's memory in localStorage: recent choices (ids, newest first) and usage counts (id to
// uses), and the popular list built from them. Nothing stored can break the palette: every read
// repairs what it can and drops the rest, and every write survives full or disabled storage.
import { readJson, removeKey, writeJson } from '../../lib/safe-storage';
import {
  PALETTE_RECENTS_KEY,
  PALETTE_USAGE_KEY,
  POPULAR_COMPUTED,
  POPULAR_USE_THRESHOLD,
  RECENTS_STORED,
} from './palette-constants';
import type { PaletteEntry, RecentEntry } from './palette-entry';

/** Number of times each entry was chosen, by id. */
export type UsageCounts = ReadonlyMap<string, number>;

const asSet = (ids: Iterable<string>): ReadonlySet<string> =>
  ids instanceof Set ? (ids as ReadonlySet<string>) : new Set(ids);

// Parsing repairs rather than rejects: one bad item costs that item, not the whole list. A schema
// library would throw the list away, and these two shapes are small enough to check by hand.
function parseRecents(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)].slice(0, RECENTS_STORED);
}

function parseUsage(value: unknown): Map<string, number> {
  const usage = new Map<string, number>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return usage;
  for (const [id, count] of Object.entries(value)) {
    if (typeof count !== 'number' || !Number.isFinite(count)) continue;
    const uses = Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER);
    if (uses > 0) usage.set(id, uses);
  }
  return usage;
}

const storedRecents = (): string[] => readJson('local', PALETTE_RECENTS_KEY, parseRecents, []);
const storedUsage = (): Map<string, number> =>
  readJson('local', PALETTE_USAGE_KEY, parseUsage, new Map<string, number>());

/** Recent ids, newest first, at most RECENTS_STORED, keeping only ids in `validIds`. */
export function loadRecents(validIds: Iterable<string>): string[] {
  const valid = asSet(validIds);
  return storedRecents().filter((id) => valid.has(id));
}

/**
 * Puts the entry first in the recents, removing its older copy, keeps the RECENTS_STORED newest
 * and returns them. With `validIds`, ids no longer in the palette are dropped before counting.
 */
export function saveRecent(entry: Pick<PaletteEntry, 'id'>, validIds?: Iterable<string>): string[] {
  const valid = validIds ? asSet(validIds) : undefined;
  const kept = storedRecents().filter((id) => id !== entry.id && (!valid || valid.has(id)));
  const recents = [entry.id, ...kept].slice(0, RECENTS_STORED);
  writeJson('local', PALETTE_RECENTS_KEY, recents);
  return recents;
}

export function clearRecents(): void {
  removeKey('local', PALETTE_RECENTS_KEY);
}

/** The entries for recent ids, in the same order, flagged as recent; unknown ids are skipped. */
export function recentEntries(
  entries: readonly PaletteEntry[],
  ids: readonly string[],
): RecentEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [{ ...entry, recent: true as const }] : [];
  });
}

/** Usage counts of the ids in `validIds`; unusable counts are dropped. */
export function loadUsage(validIds: Iterable<string>): UsageCounts {
  const valid = asSet(validIds);
  const usage = storedUsage();
  for (const id of usage.keys()) if (!valid.has(id)) usage.delete(id);
  return usage;
}

/**
 * Counts one more use of the id and returns the new counts. With `validIds`, counts of ids no
 * longer in the palette are dropped so the stored map cannot grow without bound.
 */
export function recordUse(id: string, validIds?: Iterable<string>): UsageCounts {
  const usage = validIds ? new Map(loadUsage(validIds)) : storedUsage();
  usage.set(id, Math.min((usage.get(id) ?? 0) + 1, Number.MAX_SAFE_INTEGER));
  writeJson('local', PALETTE_USAGE_KEY, Object.fromEntries(usage));
  return usage;
}

/**
 * The popular list (SPEC.md 5): the POPULAR_COMPUTED most used entries among those used more than
 * POPULAR_USE_THRESHOLD times (more uses first, then entry order), filled up with the entries
 * flagged popular, in entry order, when fewer qualify. A flagged entry whose path is already in the
 * list is skipped: the quote action and the quote page would otherwise take two of four slots.
 */
export function popularEntries(
  entries: readonly PaletteEntry[],
  usage: UsageCounts,
): PaletteEntry[] {
  const used = entries
    .map((entry, order) => ({ entry, order, uses: usage.get(entry.id) ?? 0 }))
    .filter(({ uses }) => uses > POPULAR_USE_THRESHOLD)
    .sort((a, b) => b.uses - a.uses || a.order - b.order)
    .slice(0, POPULAR_COMPUTED)
    .map(({ entry }) => entry);
  const ids = new Set(used.map((entry) => entry.id));
  const paths = new Set(used.map((entry) => entry.path));
  for (const entry of entries) {
    if (used.length >= POPULAR_COMPUTED) break;
    if (!entry.popular || ids.has(entry.id) || paths.has(entry.path)) continue;
    used.push(entry);
    paths.add(entry.path);
  }
  return used;
}
