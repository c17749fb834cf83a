// The browser's page lookup (pages.ts) over the page index, the registry's summary generated at
// build time; every internal href is built from an id through it. Also the two pages that stand in
// for another address, which have no path of their own.
//
// The full index grows with every page, so it is not part of the first load
// (docs/decisions/0020): a prerendered page embeds the slice of it that its render read (the page
// itself, its breadcrumbs, the pages its links and menus name), and hydrates from that slice. The
// full index is a lazy chunk (full-page-index.ts), fetched when the browser is idle after
// hydration, when a link is pointed at, and awaited by the route table before it renders any other
// address. The prerender (entry-server.tsx) and the unit tests install it at once.
import { packedNotFound, packedOffline } from 'virtual:reachmark/shell-pages';
import { createPageLookup, type PageLookup } from './pages';
import { unpack, type PackedPage, type PageSummary } from './page-summary';
import { embeddedEntries, recordContent, recordedContent } from './loading/page-payload';
import { RouteLoadError } from './loading/route-load-error';

/** The name of the slice among a page's embedded content: not a template's name. */
export const PAGE_INDEX_SLICE = '#page-index';

/** A page of the slice: its position in the registry and the page, packed. */
type SliceEntry = [number, PackedPage];

let current: PageLookup<PageSummary> = createPageLookup([]);
let complete = false;
/** The slice is the browser's, which waits for the full index (not the prerender's check of it). */
let waitsForFullIndex = false;
/** The load under way, or the last one if it failed: kept for renders until 'Try Again'. */
let loading: Promise<void> | undefined;
let loadFailed = false;
const listeners = new Set<() => void>();

/**
 * The browser hydrates the first page from its slice, and hydration runs in slices of time (and a
 * Suspense boundary's content after the rest): a full index installed meanwhile would change what
 * the parts hydrated later render. So until the first page has hydrated (`firstPageHydrated`), a
 * full index that arrives is held back, and whatever waits for it keeps waiting.
 */
let hydrating = false;
let heldBack: readonly PackedPage[] | undefined;
let releaseHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  releaseHydrated = resolve;
});

let positions = new Map<string, SliceEntry>();

/** Where a packed page keeps its title and label. */
const TITLE = 3;
const LABEL = 4;

/**
 * Records a page the render found, for the slice its HTML embeds (prerender only): its id, path,
 * template, parent, params and flags, and its title or label only once the render reads them, so
 * a page embeds no text of another that it does not show.
 */
function record(page: PageSummary | undefined, shown?: typeof TITLE | typeof LABEL): void {
  const full = page && positions.get(page.id);
  if (!full) return;
  const [at, row] = full;
  let entry = recordedContent(PAGE_INDEX_SLICE, row[0]) as SliceEntry | undefined;
  if (!entry) {
    const kept: PackedPage = [...row];
    kept[TITLE] = '';
    if (kept.length > LABEL) kept[LABEL] = '';
    entry = [at, kept];
    recordContent(PAGE_INDEX_SLICE, row[0], entry);
  }
  if (shown !== undefined) entry[1][shown] = row[shown] ?? '';
}

/**
 * The summaries of the full index; where a prerender records (`tracked`), reading what a page
 * shows of another (its path, title or label) puts that page in the slice.
 */
function summaries(packed: readonly PackedPage[], tracked: boolean): PageSummary[] {
  return packed.map((row) => {
    const summary = unpack(row);
    if (!tracked) return summary;
    const shown = { ...summary };
    for (const [key, field] of [
      ['path', undefined],
      ['title', TITLE],
      ['label', LABEL],
    ] as const) {
      const value = summary[key];
      Object.defineProperty(shown, key, {
        enumerable: true,
        get: () => {
          record(summary, field);
          return value;
        },
      });
    }
    return shown;
  });
}

/** Installs the full index; `tracked` where a prerender records the slice of each page. */
export function installFullIndex(packed: readonly PackedPage[], tracked = false): void {
  positions = new Map(packed.map((row, at) => [row[0], [at, row]]));
  current = createPageLookup(summaries(packed, tracked));
  complete = true;
  waitsForFullIndex = false;
  listeners.forEach((listener) => listener());
}

/**
 * Replaces the index by a slice: the browser's, which waits for the full index wherever the slice
 * falls short, or the prerender's check that the slice renders its page alike (`inBrowser` false),
 * where a page missing from it is an error.
 */
export function installSlice(slice: readonly SliceEntry[], inBrowser = true): void {
  current = createPageLookup([...slice].sort((a, b) => a[0] - b[0]).map(([, row]) => unpack(row)));
  complete = false;
  waitsForFullIndex = inBrowser;
  hydrating = inBrowser && slice.length > 0;
}

/**
 * The first page has hydrated (its view's first effect ran): a full index that arrived meanwhile
 * is installed now, and one that arrives later at once. Renders that waited for it then run as
 * ordinary client renders.
 */
export function firstPageHydrated(): void {
  if (!hydrating) return;
  hydrating = false;
  if (heldBack) installFullIndex(heldBack);
  heldBack = undefined;
  releaseHydrated();
}

/** Resolves once the first page has hydrated (at once where nothing hydrates from a slice). */
export const whenFirstPageHydrated = (): Promise<void> =>
  hydrating ? hydrated : Promise.resolve();

/** Installs the full index the browser loaded, once no hydration can read the index any more. */
function installLoaded(packed: readonly PackedPage[]): Promise<void> {
  if (!hydrating) {
    installFullIndex(packed);
    return Promise.resolve();
  }
  heldBack = packed;
  return hydrated;
}

/** True once every page is known. */
export const fullIndexLoaded = (): boolean => complete;

function startLoad(): Promise<void> {
  loadFailed = false;
  const attempt: Promise<void> = import('./full-page-index').then(
    ({ packedPages }) => installLoaded(packedPages),
    (error: unknown) => {
      if (loading === attempt) loadFailed = true;
      throw new RouteLoadError('the page index', error);
    },
  );
  loading = attempt;
  return attempt;
}

/**
 * Loads the full index: once, and afresh after a failure (a link pointed at, the idle prefetch, the
 * saved-pages list each try again).
 */
export function loadFullIndex(): Promise<void> {
  if (complete) return Promise.resolve();
  return loading && !loadFailed ? loading : startLoad();
}

/**
 * 'Try Again': the next render that needs the full index loads it afresh. Until then a render meets
 * the failed load it met before, so a failure shows the error screen once instead of suspending,
 * failing and fetching again in a loop.
 */
export function forgetFailedIndexLoad(): void {
  if (loadFailed) loading = undefined;
}

/**
 * Puts pages in the slice that a view may link to after hydration without a navigation (another
 * page or filter of a listing, chosen by the query string), so that view never waits for the full
 * index. Their titles and labels stay out unless the render reads them.
 */
export function keepInSlice(ids: Iterable<string>): void {
  for (const id of ids) record(current.findById(id));
}

/** Calls `listener` when the full index arrives; returns the unsubscribe function. */
export function onFullIndex(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slice a prerendered page embeds, in registry order (unreadable entries are skipped). */
function embeddedSlice(): SliceEntry[] {
  return Object.values(embeddedEntries(PAGE_INDEX_SLICE)).flatMap((entry) => {
    return Array.isArray(entry) && typeof entry[0] === 'number' && Array.isArray(entry[1])
      ? [entry as SliceEntry]
      : [];
  });
}

// In the browser, the page starts from the slice its HTML embeds.
if (typeof document !== 'undefined') installSlice(embeddedSlice());

/** The address this document was loaded at; the slice covers its page only. */
export const documentPath = typeof document !== 'undefined' ? window.location.pathname : undefined;

/**
 * The full index, when a render at `path` needs it and it has not arrived: any address but the
 * document's own, in the browser (the prerender and the tests have every page from the start).
 */
export const fullIndexNeededAt = (path: string): Promise<void> | undefined =>
  !waitsForFullIndex || path === documentPath ? undefined : (loading ?? startLoad());

/** True when this document's HTML embedded a slice of the index to hydrate from. */
export const hasEmbeddedSlice = (): boolean => current.pages.length > 0;

/** The lookup the app reads: the slice until the full index is installed. */
export const pageIndex: PageLookup<PageSummary> = {
  get pages() {
    return current.pages;
  },
  byId(id) {
    const page = current.findById(id);
    record(page);
    if (page) return page;
    // Outside the slice before the full index arrived: suspend until it has (a render only).
    if (waitsForFullIndex) throw loadFullIndex();
    return current.byId(id);
  },
  findById: (id) => {
    const page = current.findById(id);
    record(page);
    return page;
  },
  atPath: (path) => {
    const page = current.atPath(path);
    record(page);
    return page;
  },
  trail: (page) => {
    const trail = current.trail(page);
    for (const crumb of trail) record(crumb);
    return trail;
  },
  canonical: (page) => {
    const canonical = current.canonical(page);
    record(canonical);
    return canonical;
  },
};

export const notFoundSummary: PageSummary = unpack(packedNotFound);
export const offlineSummary: PageSummary = unpack(packedOffline);
