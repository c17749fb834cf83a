// The audit's CSV after a crawl compared with the site's last one: the usual rows (the audit's,
// then the crawl's) with a "Since last crawl" column saying New or Unchanged for each problem, then
// one row for each problem fixed since then. Pure.
import { toCsv, type CsvCell } from '../../../../shared/csv';
import { issueKey, type CrawlComparison, type IssueSource } from './crawl-comparison';
import type { CrawlFinding } from './crawl-finding';
import { AUDIT_CSV_HEADER, auditCsvRows, SITE_ROW_LABEL, type SiteAudit } from './site-audit';

export const SINCE_LAST_CRAWL = 'Since last crawl';
const LABELS = { new: 'New', unchanged: 'Unchanged' } as const;

interface ChangesCsvInput {
  audit: SiteAudit;
  crawlFindings: CrawlFinding[];
  /** The crawl's rows in the audit's columns (crawlFindingRows): page, score, check, status… */
  crawlRows: CsvCell[][];
  comparison: CrawlComparison;
}

export function auditCsvWithChanges({
  audit,
  crawlFindings,
  crawlRows,
  comparison,
}: ChangesCsvInput): string {
  /** "New" when the check is new on any of `pages`, else "Unchanged"; '' for a passed check. */
  const mark = (source: IssueSource, id: string, pages: string[], status: CsvCell): string => {
    if (status === 'pass') return '';
    const changes = (pages.length > 0 ? pages : ['']).map((page) =>
      comparison.changes.get(issueKey({ source, id, page })),
    );
    if (changes.includes('new')) return LABELS.new;
    return changes.includes('unchanged') ? LABELS.unchanged : '';
  };
  const crawlIds = new Map(crawlFindings.map((item) => [item.title, item.id]));
  const since = new Date(comparison.since).toISOString().slice(0, 10);
  const rows: CsvCell[][] = [
    [...AUDIT_CSV_HEADER, SINCE_LAST_CRAWL],
    ...auditCsvRows(audit).map((row) => [
      ...row.cells,
      mark(row.source, row.id, row.pages, row.cells[3]),
    ]),
    ...crawlRows.map((row) => {
      const id = crawlIds.get(String(row[2]));
      return [...row, id === undefined ? '' : mark('crawl', id, [String(row[0])], row[3])];
    }),
    ...comparison.fixed.map((issue) => [
      issue.page || SITE_ROW_LABEL,
      '',
      issue.check,
      'fixed',
      `Found in the crawl of ${since}; fixed now`,
      '',
      'Fixed',
    ]),
  ];
  return toCsv(rows, { excelBom: true });
}
