// The audit tool's CSV export: the audit's rows and, after a crawl, the crawl's; when the crawl was
// compared with the site's last one, a "Since last crawl" column and the fixed problems too.
// Loaded on the first export: most visits never download a CSV.
import { auditCsvWithChanges } from '../analysis/audit-changes-csv';
import { crawlFindingRows, crawlFindings } from '../analysis/crawl-report';
import { auditToCsv, type SiteAudit } from '../analysis/site-audit';
import { crawlHistory } from './crawl-history';
import { datedFileName, downloadCsv } from './download-csv';
import type { CrawlOutcome } from './use-site-crawl';

export async function exportAuditCsv(audit: SiteAudit, crawl: CrawlOutcome | undefined) {
  const findings = crawl ? crawlFindings(crawl) : [];
  const crawlRows = crawlFindingRows(findings);
  const history = crawl ? await crawlHistory(audit, crawl) : undefined;
  const csv =
    history?.status === 'compared'
      ? auditCsvWithChanges({
          audit,
          crawlFindings: findings,
          crawlRows,
          comparison: history.comparison,
        })
      : auditToCsv(audit, crawlRows);
  downloadCsv(datedFileName('seo-audit'), csv);
}
