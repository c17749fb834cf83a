// The palette's content while it is open: search box, filters, results grouped by category (or
// recents and popular actions with no query), then the page sections that match ('In the pages',
// from content search), the empty state and the footer. It mounts on open, so closing resets the
// query, the filters and the filter panel.
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Command } from 'cmdk';
import type { Category } from '../../content/page-entry';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useContentSearch } from '../content-search/use-content-search';
import type { ExcerptPart } from '../content-search/section-hit';
import { useAnnouncer } from '../a11y/announcer-context';
import { notify } from '../toasts/notify';
import {
  PALETTE_DEBOUNCE_MS,
  PALETTE_LIST_MAX_HEIGHT_PX,
  POPULAR_SHOWN,
  RECENTS_SHOWN,
} from './palette-constants';
import type { PaletteEntry, SearchResult } from './palette-entry';
import { paletteEntries } from 'virtual:reachmark/palette-entries';
import {
  clearRecents,
  loadRecents,
  loadUsage,
  popularEntries,
  recentEntries,
  recordUse,
  saveRecent,
} from './palette-storage';
import { warmIndex } from './scorer';
import { searchEveryday } from './everyday-search';
import { whenIdle } from '../../lib/when-idle';
import { leaveLayers } from '../../lib/history-layer';
import { entryShortcutLetter, isComposing, isOpenInNewTab } from './palette-shortcut';
import { entryTarget, openInNewTab } from './choose-entry';
import { PaletteItem } from './palette-item';
import { isSectionId, loadSectionEntries, saveSectionEntry, sectionEntry } from './section-entries';
import { PaletteFilterButton, PaletteFilters } from './palette-filters';
import { PaletteCloseButton, PaletteFooter } from './palette-footer';
import { useIsApple } from './shortcut-hint';

/** The search index is built when the open palette is idle, or after this long at the latest. */
const INDEX_WARM_TIMEOUT_MS = 100;

const entryIds = paletteEntries.map((entry) => entry.id);

interface Group {
  heading: string;
  prefix: string;
  items: { entry: PaletteEntry; matches?: SearchResult['titleMatches']; snippet?: ExcerptPart[] }[];
}

/** The heading of the group of page sections found by content search. */
const CONTENT_GROUP_HEADING = 'In the pages';

function groupResults(results: SearchResult[]): Group[] {
  const groups = new Map<Category, Group>();
  for (const result of results) {
    const category = result.entry.category;
    let group = groups.get(category);
    if (!group) {
      group = { heading: category, prefix: 'result', items: [] };
      groups.set(category, group);
    }
    group.items.push({ entry: result.entry, matches: result.titleMatches });
  }
  return [...groups.values()];
}

export function PalettePanel({
  onClose,
}: {
  onClose: (options?: { restoreFocus: boolean }) => void;
}) {
  const navigate = useNavigate();
  const { announce } = useAnnouncer();
  const { pathname } = useLocation();
  const apple = useIsApple();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<ReadonlySet<Category>>(new Set());
  const [showFilters, setShowFilters] = useState(false);
  const [sections, setSections] = useState(loadSectionEntries);
  const recentPool = useMemo(() => [...paletteEntries, ...sections], [sections]);
  const validIds = useMemo(() => recentPool.map((entry) => entry.id), [recentPool]);
  const [recentIds, setRecentIds] = useState(() => loadRecents(validIds));
  const [popular] = useState(() =>
    popularEntries(paletteEntries, loadUsage(entryIds)).slice(0, POPULAR_SHOWN),
  );
  const [selected, setSelected] = useState('');
  const debounced = useDebouncedValue(query, PALETTE_DEBOUNCE_MS);

  const recents = useMemo(
    () => recentEntries(recentPool, recentIds).slice(0, RECENTS_SHOWN),
    [recentPool, recentIds],
  );
  const searching = debounced.trim().length > 0;
  const categories = useMemo(() => [...filters], [filters]);
  const results = useMemo(
    () => (searching ? searchEveryday(paletteEntries, debounced, { categories }) : []),
    [searching, debounced, categories],
  );
  const content = useContentSearch(debounced, categories);
  // Memoised, so the items (memoised themselves) keep their entries while the visitor types.
  const contentGroup = useMemo<Group[]>(
    () =>
      content.hits.length
        ? [
            {
              heading: CONTENT_GROUP_HEADING,
              prefix: 'content',
              items: content.hits.map((hit) => ({
                entry: sectionEntry(hit),
                snippet: hit.excerpt,
              })),
            },
          ]
        : [],
    [content.hits],
  );
  const found = results.length + content.hits.length;
  const suggestions: Group[] = [
    ...(recents.length
      ? [
          {
            heading: 'Recent Searches',
            prefix: 'recent',
            items: recents.map((entry) => ({ entry })),
          },
        ]
      : []),
    ...(popular.length
      ? [
          {
            heading: 'Popular Actions',
            prefix: 'popular',
            items: popular.map((entry) => ({ entry })),
          },
        ]
      : []),
  ];
  const groups = searching ? [...groupResults(results), ...contentGroup] : suggestions;
  const emptySuggestions = recents.length ? suggestions.slice(0, 1) : suggestions.slice(-1);
  const shown = searching && found === 0 ? emptySuggestions : groups;
  const byValue = new Map(
    shown.flatMap((group) =>
      group.items.map(({ entry }): [string, PaletteEntry] => [
        `${group.prefix}:${entry.id}`,
        entry,
      ]),
    ),
  );
  const isCurrent = (entry: PaletteEntry) => entry.path === pathname;

  // The first option a visitor can choose is selected whenever the list changes.
  const firstValue =
    shown.flatMap((group) =>
      group.items
        .filter(({ entry }) => !isCurrent(entry))
        .map(({ entry }) => `${group.prefix}:${entry.id}`),
    )[0] ?? '';
  const [listKey, setListKey] = useState('');
  const currentKey = `${debounced}|${[...filters].join()}|${shown.length}|${content.hits.length}`;
  if (listKey !== currentKey) {
    setListKey(currentKey);
    setSelected(firstValue);
  }

  // The search index is built while the visitor starts typing, not on the first debounced search.
  useEffect(() => whenIdle(() => warmIndex(paletteEntries), INDEX_WARM_TIMEOUT_MS), []);

  // Once the sections are in too, so a screen reader hears one count rather than two.
  const settled = content.status !== 'searching';
  useEffect(() => {
    if (!searching || !settled) return;
    announce(found === 0 ? 'No results found' : `${found} ${found === 1 ? 'result' : 'results'}`);
  }, [searching, settled, found, debounced, announce]);

  /** Saves the entry to recents (a page section with its entry) and counts the use. */
  const remember = useCallback(
    (entry: PaletteEntry) => {
      const section = isSectionId(entry.id);
      const recent = saveRecent(entry, section ? [...validIds, entry.id] : validIds);
      setRecentIds(recent);
      if (section) setSections(saveSectionEntry(entry, recent));
      else recordUse(entry.id, entryIds);
    },
    [validIds],
  );

  // Stable between keystrokes, so memoised items do not re-render while the visitor types.
  const choose = useCallback(
    (entry: PaletteEntry) => {
      if (entry.path === pathname) return;
      remember(entry);
      const target = entryTarget(entry);
      // A page chosen takes the place of the palette's history entry (lib/history-layer.ts), so
      // Back from it returns to the page the palette was opened on.
      const replace = target === 'navigate' && leaveLayers();
      onClose({ restoreFocus: target !== 'navigate' });
      if (target === 'navigate') void navigate(entry.path, { replace });
      else if (target === 'new-tab') openInNewTab(entry.path);
      else window.location.href = entry.path;
    },
    [pathname, navigate, onClose, remember],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isComposing(event.nativeEvent)) return;
    const letter = entryShortcutLetter(event.nativeEvent);
    if (letter) {
      const entry = paletteEntries.find((candidate) => candidate.shortcut === letter);
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
      return;
    }
    if (isOpenInNewTab(event.nativeEvent)) {
      const entry = byValue.get(selected);
      if (entry && entryTarget(entry) !== 'hand-over') {
        event.preventDefault();
        event.stopPropagation();
        remember(entry);
        openInNewTab(entry.path);
        onClose();
      }
    }
  };

  const clearFilters = () => {
    setFilters(new Set());
    setQuery('');
  };
  const toggleFilter = (category: Category) =>
    setFilters((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
  const onClearRecents = () => {
    clearRecents();
    setRecentIds([]);
    void notify({ title: 'Recent searches cleared', tone: 'success', id: 'recents-cleared' });
  };

  return (
    <Command
      shouldFilter={false}
      loop
      value={selected}
      onValueChange={setSelected}
      onKeyDown={onKeyDown}
      label="Search services, locations, or type a command"
      className="palette-command"
    >
      <div className="palette-search">
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder="Search services, locations, or type a command..."
          className="palette-input"
        />
        <PaletteFilterButton
          shown={showFilters}
          active={filters}
          onToggleShown={() => setShowFilters((value) => !value)}
        />
        <PaletteCloseButton onClose={onClose} />
      </div>
      <PaletteFilters
        shown={showFilters}
        active={filters}
        onToggle={toggleFilter}
        onClear={clearFilters}
      />
      <Command.List className="palette-list" style={{ maxHeight: PALETTE_LIST_MAX_HEIGHT_PX }}>
        {searching && found === 0 && settled && (
          <div className="palette-empty" role="presentation">
            <p className="font-semibold">No results found</p>
            <p className="text-muted">Try searching for services, locations, or resources</p>
          </div>
        )}
        {shown.map((group) => (
          <Command.Group
            key={`${group.prefix}-${group.heading}`}
            heading={group.heading}
            className="palette-group"
          >
            {group.items.map(({ entry, matches, snippet }) => (
              <PaletteItem
                key={entry.id}
                entry={entry}
                value={`${group.prefix}:${entry.id}`}
                matches={matches}
                snippet={snippet}
                current={isCurrent(entry)}
                shortcutPrefix={apple ? '⌥' : 'Alt'}
                onChoose={choose}
              />
            ))}
          </Command.Group>
        ))}
        {content.status === 'unavailable' && (
          <p className="palette-note" role="status">
            Searching inside the pages needs a connection: only page titles were searched.
          </p>
        )}
      </Command.List>
      <PaletteFooter
        hasRecents={recentIds.length > 0}
        onClearRecents={onClearRecents}
        onClose={onClose}
      />
    </Command>
  );
}
