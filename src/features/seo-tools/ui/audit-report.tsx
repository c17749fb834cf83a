// The site audit's report: a summary of all pages, the problems only visible across pages, and
// each page's score and checklist; after a crawl, the crawl's own checks too, and what changed
// since the site's last crawl, and the words of its first pages drawn by JavaScript after our
// server rendered them. Failed checks come first, and the most common problems name their
// pages. Laid out to print cleanly as a PDF.
import { SITE_URL } from '../../../../shared/site';
import { plural } from '../../../lib/plural';
import { rateScore } from '../analysis/page-score';
import type { SiteAudit } from '../analysis/site-audit';
import { CrawlFindings } from './crawl-findings';
import { AuditPageList } from './audit-page-list';
import { CrawlComparisonView } from './crawl-comparison-view';
import { ScoreDial } from './score-dial';
import { SiteFindings } from './site-findings';
import type { CrawlOutcome } from './use-site-crawl';
import { FirstItemsList } from './first-items-list';
import { pagesToRender } from '../analysis/crawl-render-pages';

/** Pages each of the most common problems names before "Show all". */
const FIRST_PAGES = 3;

interface Props {
  audit: SiteAudit;
  crawl?: CrawlOutcome;
  /** Starts a crawl of another address (the sitemap's, when it is this site under another form). */
  onRecrawl?: (url: string) => void;
}

export function AuditReport({ audit, crawl, onRecrawl }: Props) {
  const { summary } = audit;
  return (
    <div className="mt-6 space-y-10 tool-print-report">
      <p className="print-only">
        Made with the free SEO Audit Tool at {SITE_URL.replace('https://', '')}.{' '}
        {crawl
          ? 'Our server fetched the pages from the site’s public address; the audit ran in the browser.'
          : 'The audit ran in the browser; no page was sent to a server.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="card flex items-center gap-4">
          <ScoreDial
            score={summary.averageScore}
            tone={rateScore(summary.averageScore)}
            label="Average SEO score"
            size={80}
          />
          <p>
            <strong className="block">Average score</strong>
            <span className="text-muted">over {plural(summary.pageCount, 'page')}</span>
          </p>
        </div>
        <div className="card">
          <p className="tool-stat-value">{summary.siteIssues}</p>
          <p className="text-muted">site-wide issues out of {audit.siteFindings.length} checks</p>
        </div>
        <div className="card">
          <p className="tool-stat-value">
            {summary.findingCounts.fail} <span className="text-base font-medium">failed</span>
          </p>
          <p className="text-muted">
            {summary.findingCounts.warn} need work, {summary.findingCounts.pass} passed across all
            pages
          </p>
        </div>
        <div className="card">
          <p className="tool-stat-value">
            {summary.lowestScoring?.score ?? '–'}
            <span className="text-base font-medium"> lowest score</span>
          </p>
          <p className="text-sm break-all text-muted">{summary.lowestScoring?.name}</p>
        </div>
      </div>
      {summary.commonIssues.length > 0 && (
        <div>
          <h3 className="text-xl font-bold">Most common problems</h3>
          <ol className="mt-3 list-decimal space-y-3 pl-6">
            {summary.commonIssues.map((issue) => (
              <li key={issue.id}>
                {issue.title}: {issue.pages} of {plural(summary.pageCount, 'page')}
                <FirstItemsList
                  items={issue.names}
                  first={FIRST_PAGES}
                  noun="pages"
                  keyOf={(name) => name}
                  render={(name) => name}
                  className="mt-1 list-disc pl-6 text-sm wrap-anywhere text-muted"
                />
              </li>
            ))}
          </ol>
        </div>
      )}
      {crawl && <CrawlComparisonView audit={audit} crawl={crawl} />}
      {crawl && <CrawlFindings crawl={crawl} onRecrawl={onRecrawl} />}
      <div>
        <h3 className="text-xl font-bold">Site-wide checks</h3>
        <SiteFindings findings={audit.siteFindings} />
      </div>
      <div>
        <h3 className="text-xl font-bold">Page by page</h3>
        <AuditPageList
          pages={audit.pages}
          toRender={crawl ? pagesToRender(audit.pages) : undefined}
        />
      </div>
    </div>
  );
}
