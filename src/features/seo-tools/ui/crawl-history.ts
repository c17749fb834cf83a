// The audit tool's memory of each site's last crawl, kept in this browser only (IndexedDB, one
// record per site: its problems and pages, not its HTML). After a crawl's audit, the last crawl of
// the same site is read and compared with this one, then this one is kept in its place; "forget"
// deletes the site's record. Storage that is unavailable or full, or a record that cannot be read,
// means no comparison and a plain message, never a broken report. Each audit is compared once,
// however often the report renders (and with React's development double effects). Loaded with
// the report.
import { keyValueStore, type StoreFailure } from '../../../lib/indexed-db-store';
import {
  compareSnapshots,
  readSnapshot,
  snapshotOf,
  type CrawlComparison,
} from '../analysis/crawl-comparison';
import { crawlFindings } from '../analysis/crawl-report';
import type { SiteAudit } from '../analysis/site-audit';
import type { CrawlOutcome } from './use-site-crawl';

/** The IndexedDB database the last crawls are kept in (named in the privacy policy). */
export const CRAWL_HISTORY_DATABASE = 'reachmark-seo-audit';
const store = keyValueStore(CRAWL_HISTORY_DATABASE, 'last-crawls');

export type CrawlHistory =
  /** No earlier crawl of this site was kept; `note` says when this one could not be kept either. */
  | { status: 'first'; site: string; note?: string }
  | { status: 'compared'; site: string; comparison: CrawlComparison; note?: string }
  /** The browser keeps nothing: no comparison, and nothing to forget. */
  | { status: 'unavailable'; site: string; message: string }
  | { status: 'forgotten'; site: string };

const NOT_KEPT: Record<StoreFailure, string> = {
  unavailable:
    'This browser is not keeping crawls (private browsing, or site storage is switched off), so this crawl cannot be compared with your last one.',
  quota:
    'This browser’s storage for our site is full, so this crawl was not kept for comparing with your next one.',
  failed:
    'This browser could not keep this crawl, so your next crawl will not be compared with it.',
};
const UNREADABLE =
  'The last crawl kept in this browser could not be read, so there is no comparison this time. This crawl is kept in its place.';

const histories = new WeakMap<SiteAudit, Promise<CrawlHistory>>();

/** Every address the crawl checked: each page's own and, after redirects, its final one. */
const checkedPages = (crawl: CrawlOutcome): string[] =>
  crawl.pages.flatMap((page) => [page.url, ...(page.finalUrl ? [page.finalUrl] : [])]);

async function compareAndKeep(audit: SiteAudit, crawl: CrawlOutcome): Promise<CrawlHistory> {
  const site = crawl.audit.siteOrigin;
  const current = snapshotOf({
    site,
    savedAt: Date.now(),
    audit,
    crawlFindings: crawlFindings(crawl),
    pages: [...checkedPages(crawl), ...audit.pages.map((page) => page.name)],
  });
  const read = await store.get(site);
  if (!read.ok) return { status: 'unavailable', site, message: NOT_KEPT[read.failure] };
  const previous = read.value === undefined ? undefined : readSnapshot(read.value, site);
  const saved = await store.set(site, current);
  const note = saved.ok ? undefined : NOT_KEPT[saved.failure];
  if (previous)
    return { status: 'compared', site, comparison: compareSnapshots(previous, current), note };
  const unreadable = read.value !== undefined;
  return {
    status: 'first',
    site,
    note: [unreadable && UNREADABLE, note].filter(Boolean).join(' ') || undefined,
  };
}

/** This audit compared with the site's last crawl (once per audit), and kept for the next. */
export function crawlHistory(audit: SiteAudit, crawl: CrawlOutcome): Promise<CrawlHistory> {
  let history = histories.get(audit);
  if (!history) {
    history = compareAndKeep(audit, crawl);
    histories.set(audit, history);
  }
  return history;
}

/** Deletes the site's kept crawl (this audit then shows no comparison); a message when it cannot. */
export async function forgetCrawl(audit: SiteAudit, site: string): Promise<string | undefined> {
  const deleted = await store.delete(site);
  if (!deleted.ok)
    return 'This browser could not forget the crawl just now. Try again, or clear our site’s data in your browser settings.';
  histories.set(audit, Promise.resolve({ status: 'forgotten', site }));
  return undefined;
}
