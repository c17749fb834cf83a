// The audit report's comparison with the site's last crawl kept in this browser: how many problems
// are new, fixed and unchanged since then, each list naming the check and the page, and a button
// that forgets the site's kept crawl. The first crawl of a site says the next one will be compared;
// storage that cannot be used says so in plain words instead.
import { useEffect, useState } from 'react';
import { plural } from '../../../lib/plural';
import type { AuditIssue } from '../analysis/crawl-comparison';
import type { SiteAudit } from '../analysis/site-audit';
import { crawlHistory, forgetCrawl, type CrawlHistory } from './crawl-history';
import type { CrawlOutcome } from './use-site-crawl';
import { FINDING_ITEMS_CLASS } from './first-items-list';

/** Problems listed in each group at most; the CSV has every one. */
const LISTED = 50;

const when = (time: number) =>
  new Date(time).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

interface IssueListProps {
  title: string;
  issues: AuditIssue[];
  open?: boolean;
}

function IssueList({ title, issues, open = false }: IssueListProps) {
  if (issues.length === 0) return null;
  const shown = issues.slice(0, LISTED);
  return (
    <details className="mt-3" open={open}>
      <summary className="tool-summary">
        {title} ({issues.length})
      </summary>
      <ul className={FINDING_ITEMS_CLASS}>
        {shown.map((issue) => (
          <li key={`${issue.source}:${issue.id}:${issue.page}`}>
            <strong>{issue.check}</strong>: {issue.page || 'whole site'}
          </li>
        ))}
      </ul>
      {issues.length > LISTED && (
        <p className="mt-2 text-sm text-muted">
          And {issues.length - LISTED} more: the CSV export lists every one.
        </p>
      )}
    </details>
  );
}

/** The comparison in one sentence, or why there is none. */
function summary(history: CrawlHistory): string {
  if (history.status === 'unavailable') return history.message;
  if (history.status === 'forgotten')
    return `Forgotten: this browser keeps no crawl of ${history.site}. Your next crawl starts afresh.`;
  if (history.status === 'first')
    return (
      history.note ??
      `This is the first crawl of ${history.site} kept in this browser. Crawl again after your changes to see what is new and what you fixed.`
    );
  const { added, fixed, unchanged, notRechecked, since } = history.comparison;
  const unreached =
    notRechecked.length === 0
      ? ''
      : ` ${plural(notRechecked.length, 'earlier problem')} ${notRechecked.length === 1 ? 'is' : 'are'} on pages this crawl did not reach.`;
  return `Since your crawl of ${when(since)}: ${added.length} new, ${fixed.length} fixed, ${unchanged.length} unchanged.${unreached}`;
}

export function CrawlComparisonView({ audit, crawl }: { audit: SiteAudit; crawl: CrawlOutcome }) {
  const [history, setHistory] = useState<CrawlHistory>();
  const [forgetError, setForgetError] = useState<string>();
  useEffect(() => {
    let current = true;
    void crawlHistory(audit, crawl).then((result) => current && setHistory(result));
    return () => {
      current = false;
    };
  }, [audit, crawl]);

  const forget = async (site: string) => {
    const problem = await forgetCrawl(audit, site);
    setForgetError(problem);
    if (!problem) setHistory({ status: 'forgotten', site });
  };

  return (
    <section aria-labelledby="crawl-comparison-title">
      <h3 id="crawl-comparison-title" className="text-xl font-bold">
        Compared with your last crawl
      </h3>
      <p className="mt-2" role="status">
        {history ? summary(history) : 'Looking for your last crawl of this site…'}
      </p>
      {history?.status === 'compared' && (
        <>
          {history.note && <p className="mt-2 text-muted">{history.note}</p>}
          <IssueList title="New problems" issues={history.comparison.added} open />
          <IssueList title="Fixed since then" issues={history.comparison.fixed} open />
          <IssueList title="Unchanged" issues={history.comparison.unchanged} />
        </>
      )}
      {history && history.status !== 'unavailable' && history.status !== 'forgotten' && (
        <div className="mt-3 tool-no-print">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void forget(history.site)}
          >
            Forget this site’s last crawl
          </button>
          <p className="tool-help mt-1">
            Kept only in this browser, to compare your next crawl of {history.site} with this one.
          </p>
          {forgetError && (
            <p role="alert" className="tool-error mt-2">
              {forgetError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
