// The SEO analyzer's report on one page: the score, the checklist of findings, and what was
// measured (keywords, links, headings), after what the server saw when the page came from an address.
// A page from an address that looks drawn by JavaScript also gets its words counted after our
// server renders it (lazy-rendered-words.tsx).
import type { PageReport } from '../analysis/html-analysis';
import type { ScoreRating } from '../analysis/page-score';
import type { PageResponse } from '../../../../shared/tools-api-contract';
import { FetchedPageFacts } from './fetched-page-facts';
import { FindingsChecklist } from './findings-checklist';
import { LazyRenderedWords } from './lazy-rendered-words';
import { HeadingsOutline, KeywordTables, LinkCounts } from './page-insights';
import { ScoreDial } from './score-dial';

const VERDICTS: Record<ScoreRating, string> = {
  good: 'Good: the basics are in place, a few refinements left.',
  fair: 'Fair: some important fixes will make a real difference.',
  poor: 'Poor: basic SEO elements are missing; fix the failures first.',
};

export function AnalyzerReport({
  report,
  fetched,
}: {
  report: PageReport;
  fetched?: PageResponse;
}) {
  const { counts, measures } = report;
  const drawnByScripts = report.findings.some((item) => item.id === 'rendering');
  return (
    <div className="mt-6 space-y-10">
      <div className="card tool-score-card">
        <ScoreDial score={report.score} tone={report.rating} label="SEO score" />
        <div className="space-y-3">
          <p className="text-lg font-semibold">{VERDICTS[report.rating]}</p>
          {measures.url && <p className="text-muted break-all">{measures.url}</p>}
          <ul className="tool-counts">
            <li className="status-fail">
              <strong>{counts.fail}</strong> failed
            </li>
            <li className="status-warn">
              <strong>{counts.warn}</strong> need work
            </li>
            <li className="status-pass">
              <strong>{counts.pass}</strong> passed
            </li>
          </ul>
        </div>
      </div>
      {fetched && <FetchedPageFacts page={fetched} />}
      <FindingsChecklist
        findings={report.findings}
        level={3}
        extras={
          fetched && drawnByScripts
            ? {
                rendering: (
                  <LazyRenderedWords
                    key={fetched.finalUrl}
                    url={fetched.finalUrl}
                    before={measures}
                  />
                ),
              }
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <KeywordTables keywords={measures.keywords} />
        <div className="space-y-6">
          <LinkCounts links={measures.links} />
          <HeadingsOutline headings={measures.headings} />
        </div>
      </div>
    </div>
  );
}
