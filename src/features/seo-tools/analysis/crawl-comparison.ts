// A crawl's audit compared with the last one of the same site: each problem is a check (a page
// check, a site-wide check or a crawl check) on one page, and the comparison says which are new,
// which were fixed and which are unchanged. A problem on a page this crawl did not reach is neither
// fixed nor unchanged: it was not checked again. The snapshot is what the browser keeps of a crawl
// (crawl-history.ts); `readSnapshot` accepts only a well-formed one. Pure.
import type { CrawlFinding } from './crawl-finding';
import type { SiteAudit } from './site-audit';

/** Where a check comes from: one page's checklist, the site-wide checks or the crawl's checks. */
export type IssueSource = 'page' | 'site' | 'crawl';

export interface AuditIssue {
  source: IssueSource;
  /** The check's id, e.g. "h1" or "broken-pages". */
  id: string;
  /** The page's address, or '' for a check about the whole site. */
  page: string;
  /** The check's name, as the report shows it. */
  check: string;
  status: 'warn' | 'fail';
}

export interface CrawlSnapshot {
  version: 1;
  /** The crawled site's origin, e.g. "https://www.example.in". */
  site: string;
  /** When the crawl ended, in milliseconds since 1970. */
  savedAt: number;
  /** Every page address the crawl checked. */
  pages: string[];
  issues: AuditIssue[];
}

export type IssueChange = 'new' | 'unchanged';

export interface CrawlComparison {
  /** When the earlier crawl ended. */
  since: number;
  added: AuditIssue[];
  fixed: AuditIssue[];
  unchanged: AuditIssue[];
  /** Earlier problems on pages this crawl did not check. */
  notRechecked: AuditIssue[];
  /** Each current problem's change, by `issueKey`. */
  changes: ReadonlyMap<string, IssueChange>;
}

export const issueKey = ({ source, id, page }: Pick<AuditIssue, 'source' | 'id' | 'page'>) =>
  `${source}\n${id}\n${page}`;

interface SnapshotInput {
  site: string;
  savedAt: number;
  audit: SiteAudit;
  crawlFindings: CrawlFinding[];
  /** Every address the crawl checked, final addresses of redirects included. */
  pages: string[];
}

/** The problems a crawl's audit found, each once, in report order. */
export function snapshotOf({
  site,
  savedAt,
  audit,
  crawlFindings,
  pages,
}: SnapshotInput): CrawlSnapshot {
  const issues = new Map<string, AuditIssue>();
  const add = (issue: AuditIssue) => {
    if (!issues.has(issueKey(issue))) issues.set(issueKey(issue), issue);
  };
  for (const { name, report } of audit.pages)
    for (const item of report.findings)
      if (item.status !== 'pass')
        add({ source: 'page', id: item.id, page: name, check: item.title, status: item.status });
  const listed = (
    source: IssueSource,
    item: { id: string; title: string; status: AuditIssue['status'] | 'pass' },
    itemPages: string[],
  ) => {
    if (item.status === 'pass') return;
    const each = itemPages.length > 0 ? itemPages : [''];
    for (const page of each)
      add({ source, id: item.id, page, check: item.title, status: item.status });
  };
  for (const item of audit.siteFindings) listed('site', item, item.pages);
  for (const item of crawlFindings)
    listed(
      'crawl',
      item,
      item.items.map((entry) => entry.url),
    );
  return { version: 1, site, savedAt, pages: [...new Set(pages)], issues: [...issues.values()] };
}

export function compareSnapshots(previous: CrawlSnapshot, current: CrawlSnapshot): CrawlComparison {
  const before = new Set(previous.issues.map(issueKey));
  const now = new Set(current.issues.map(issueKey));
  const checked = new Set(current.pages);
  const changes = new Map<string, IssueChange>();
  const added: AuditIssue[] = [];
  const unchanged: AuditIssue[] = [];
  for (const issue of current.issues) {
    const change = before.has(issueKey(issue)) ? 'unchanged' : 'new';
    changes.set(issueKey(issue), change);
    (change === 'new' ? added : unchanged).push(issue);
  }
  const gone = previous.issues.filter((issue) => !now.has(issueKey(issue)));
  const rechecked = (issue: AuditIssue) => issue.page === '' || checked.has(issue.page);
  return {
    since: previous.savedAt,
    added,
    fixed: gone.filter(rechecked),
    unchanged,
    notRechecked: gone.filter((issue) => !rechecked(issue)),
    changes,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isIssue = (value: unknown): value is AuditIssue =>
  isRecord(value) &&
  ['page', 'site', 'crawl'].includes(value.source as string) &&
  typeof value.id === 'string' &&
  typeof value.page === 'string' &&
  typeof value.check === 'string' &&
  (value.status === 'warn' || value.status === 'fail');

/** `value` as a snapshot of `site`, or undefined when it is not a well-formed one. */
export function readSnapshot(value: unknown, site: string): CrawlSnapshot | undefined {
  if (
    !isRecord(value) ||
    value.version !== 1 ||
    value.site !== site ||
    typeof value.savedAt !== 'number' ||
    !Number.isFinite(value.savedAt) ||
    !Array.isArray(value.pages) ||
    !value.pages.every((page) => typeof page === 'string') ||
    !Array.isArray(value.issues) ||
    !value.issues.every(isIssue)
  )
    return undefined;
  return value as unknown as CrawlSnapshot;
}
