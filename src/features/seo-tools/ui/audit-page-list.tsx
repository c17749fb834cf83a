// The audit report's "Page by page" list, revealed 50 pages at a time so a 500-page crawl does not
// put 500 cards (and their checklists) on a phone at once: "Show 50 more pages" adds the next ones
// and moves focus to the first of them; printing shows every page. Each page shows its failed and
// needs-work checks (title and what was found) directly, as a compact list rather than a card each
// (a page has five or more on a typical site); its full checklist, with the passed checks
// and the advice, opens on a click. After a crawl, the first pages drawn by JavaScript also get
// their words counted after our server renders them (lazy-rendered-words.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AuditedPage } from '../analysis/site-audit';
import { FindingsChecklist } from './findings-checklist';
import { LazyRenderedWords } from './lazy-rendered-words';
import { ScoreDial } from './score-dial';
import { StatusBadge } from './status-badge';
import { usePrinting } from './use-printing';
import { bySeverity } from '../analysis/by-severity';

/** Pages shown at first, and added by each "Show more". */
export const PAGES_AT_A_TIME = 50;

interface PageCardProps {
  page: AuditedPage;
  focusable: boolean;
  /** Draw the page on our server and show its words after rendering. */
  render: boolean;
}

function PageCard({ page, focusable, render }: PageCardProps) {
  const { name, report } = page;
  const problems = bySeverity(report.findings.filter((item) => item.status !== 'pass'));
  return (
    <article tabIndex={focusable ? -1 : undefined} className="card audit-page-report">
      <div className="flex items-center gap-4">
        <ScoreDial score={report.score} tone={report.rating} label="SEO score" size={64} />
        <div className="min-w-0">
          <h4 className="break-all font-semibold">{name}</h4>
          <p className="text-sm text-muted">
            {report.counts.fail} failed, {report.counts.warn} need work, {report.counts.pass} passed
          </p>
        </div>
      </div>
      {problems.length > 0 && (
        <ul className="page-problems">
          {problems.map((item) => (
            <li key={item.id} className={`page-problem finding-${item.status}`}>
              <span className="page-problem-head">
                <StatusBadge status={item.status} />
                <span className="font-semibold">{item.title}</span>
              </span>
              <span className="page-problem-detail">{item.detail}</span>
              {render && item.id === 'rendering' && (
                <LazyRenderedWords key={name} url={name} before={report.measures} />
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary className="tool-summary">Show all {report.findings.length} checks</summary>
        <FindingsChecklist findings={report.findings} level={5} />
      </details>
    </article>
  );
}

interface Props {
  pages: AuditedPage[];
  /** Names of the pages to draw on our server (a crawl's first pages drawn by JavaScript). */
  toRender?: ReadonlySet<string>;
}

export function AuditPageList({ pages, toRender }: Props) {
  const [shown, setShown] = useState(PAGES_AT_A_TIME);
  const printing = usePrinting();
  const list = useRef<HTMLDivElement>(null);
  /** The first page the last "Show more" added, which takes focus. */
  const [firstAdded, setFirstAdded] = useState<number>();

  useEffect(() => {
    if (firstAdded !== undefined)
      (list.current?.children[firstAdded] as HTMLElement | undefined)?.focus();
  }, [firstAdded]);

  // A printed or saved PDF report has every page, not only those revealed on screen, each with its
  // checks open (the report's own print handler ran before these pages existed). A layout effect
  // runs within the synchronous render usePrinting makes before printing, so they open in time.
  useLayoutEffect(() => {
    if (!printing) return;
    list.current
      ?.querySelectorAll<HTMLDetailsElement>('details:not([open])')
      .forEach((item) => (item.open = true));
  }, [printing]);

  const visible = printing ? pages : pages.slice(0, shown);
  const rest = pages.length - visible.length;
  const next = Math.min(PAGES_AT_A_TIME, rest);
  return (
    <>
      <div ref={list} className="mt-3 space-y-4">
        {visible.map((page, index) => (
          <PageCard
            key={`${index}:${page.name}`}
            page={page}
            focusable={index === firstAdded}
            render={toRender?.has(page.name) ?? false}
          />
        ))}
      </div>
      {rest > 0 && (
        <div className="mt-4 tool-no-print">
          <p className="text-sm text-muted">
            Showing {visible.length} of {pages.length} pages.
          </p>
          <button
            type="button"
            className="btn btn-secondary mt-2"
            onClick={() => {
              setFirstAdded(shown);
              setShown(shown + next);
            }}
          >
            Show {next} more {next === 1 ? 'page' : 'pages'}
          </button>
        </div>
      )}
    </>
  );
}
