// The competitor comparison's results: each page's score and rows won, then the full table.
import type { ComparisonResult } from '../analysis/competitor-comparison';
import { Breakable, ComparisonTable } from './comparison-table';
import { ScoreDial } from './score-dial';

export function ComparisonResults({ result }: { result: ComparisonResult }) {
  if (!result.ok) return <p className="tool-error mt-6">{result.error.message}</p>;
  const { comparison } = result;
  return (
    <div className="mt-6 space-y-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {comparison.pages.map((page, index) => (
          <li key={index} className="card flex items-center gap-4">
            <ScoreDial
              score={page.report.score}
              tone={page.report.rating}
              label={`${page.name} SEO score`}
              size={72}
            />
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere" title={page.name}>
                <Breakable text={page.label} />
              </p>
              <p className="text-sm text-muted">
                Won {comparison.wins[index] ?? 0} {comparison.wins[index] === 1 ? 'row' : 'rows'}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ComparisonTable comparison={comparison} />
    </div>
  );
}
