// Finding pages from the browser: by id, by path, and the breadcrumb trail, over the page index
// (the registry's summary generated at build time). Every internal href is built here from an id.
import { packedNotFound, packedOffline, packedPages } from 'virtual:reachmark/page-index';
import { unpack, type PageSummary } from './page-summary';

export const pageIndex: PageSummary[] = packedPages.map(unpack);
export const notFoundSummary: PageSummary = unpack(packedNotFound);
export const offlineSummary: PageSummary = unpack(packedOffline);

const byId = new Map(pageIndex.map((entry) => [entry.id, entry]));
const byPath = new Map(pageIndex.map((entry) => [entry.path, entry]));

/** The page with this id; an unknown id is a programming error. */
export function pageById(id: string): PageSummary {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No page with id "${id}"`);
  return entry;
}

/** The path of the page with this id. */
export const hrefOf = (id: string): string => pageById(id).path;

/** The page at exactly this path (no trailing slash, case-sensitive), if any. */
export const pageAtPath = (path: string): PageSummary | undefined => byPath.get(path);

/** The pages from home down to this one, for breadcrumbs. */
export function trailOf(entry: PageSummary): PageSummary[] {
  const trail = [entry];
  for (let parent = entry.parent; parent; parent = trail[0]!.parent)
    trail.unshift(pageById(parent));
  return trail;
}
