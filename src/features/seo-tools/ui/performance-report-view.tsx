// The page-speed tool's reading of a Lighthouse report or HAR file: scores, metrics, what to fix
// first, bytes by type, and the heaviest, render-blocking and slowest requests. Real visitors'
// timings (Chrome UX Report) come first when there are any; lab (simulated) timings are shown
// apart from measured ones.
import {
  formatBytes,
  type FixItem,
  type PerformanceSummary,
  type SummaryMetric,
} from '../performance/performance-summary';
import { BytesByTypeChart } from './bytes-by-type-chart';
import { FieldDataView } from './field-data-view';
import { MetricCard } from './metric-card';
import { ResourceTable } from './resource-table';
import { ScoreDial, type ScoreTone } from './score-dial';

/** Lighthouse's own colour bands: 90 and above green, 50 to 89 orange. */
const lighthouseTone = (score: number): ScoreTone =>
  score >= 90 ? 'good' : score >= 50 ? 'fair' : 'poor';

function savings(item: FixItem): string | undefined {
  const parts = [
    item.savingsMs ? `about ${(item.savingsMs / 1000).toFixed(1)} s` : undefined,
    item.savingsBytes ? formatBytes(item.savingsBytes) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `Could save ${parts.join(' and ')}.` : undefined;
}

/** Lab timings apart from measured ones, each saying what it is. */
const TIMING_GROUPS: { basis: SummaryMetric['basis']; title: string; note: string }[] = [
  {
    basis: 'simulated',
    title: 'Lab (simulated)',
    note: 'Lighthouse loaded the page once and worked out how long these steps would take for a visitor on a mid-range phone and a slow 4G connection (a fast one for desktop). They are estimates for comparing pages and tracking fixes, not what your visitors saw.',
  },
  {
    basis: 'measured',
    title: 'Measured during the test',
    note: 'Timed on the test’s own page load: what it saw, from wherever the test ran (our server, Google’s, or the computer that made the file), so the server’s first answer includes the distance to your server.',
  },
];

function formatDate(value: string | undefined): string | undefined {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

export function PerformanceReportView({ summary }: { summary: PerformanceSummary }) {
  const captured = formatDate(summary.capturedAt);
  return (
    <div className="mt-6 space-y-10">
      <div className="card space-y-2">
        <p className="break-all font-semibold">{summary.pageUrl ?? 'Page address not recorded'}</p>
        <p className="text-sm text-muted">
          {[summary.generator, captured && `captured ${captured}`].filter(Boolean).join(', ')}
        </p>
        <p>
          <strong>{summary.requests}</strong> requests,{' '}
          <strong>{formatBytes(summary.totalBytes)}</strong> downloaded
          {summary.milestones.map((milestone) => (
            <span key={milestone.label}>
              , {milestone.label} at <strong>{(milestone.ms / 1000).toFixed(1)} s</strong>
            </span>
          ))}
          .
        </p>
        {summary.notes.map((note) => (
          <p key={note} className="text-sm text-muted">
            {note}
          </p>
        ))}
      </div>
      {summary.field && <FieldDataView field={summary.field} />}
      {summary.scores.length > 0 && (
        <div>
          <h3 className="text-xl font-bold">Lighthouse scores</h3>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {summary.scores.map((score) => (
              <li key={score.id} className="card flex flex-col items-center gap-2 text-center">
                {score.score === null ? (
                  <span className="metric-pending">Not scored</span>
                ) : (
                  <ScoreDial
                    score={score.score}
                    tone={lighthouseTone(score.score)}
                    label={score.title}
                    size={88}
                  />
                )}
                <span className="font-semibold">{score.title}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.metrics.length > 0 && (
        <div>
          <h3 className="text-xl font-bold">Timings</h3>
          {TIMING_GROUPS.map(({ basis, title, note }) => {
            const metrics = summary.metrics.filter((metric) => metric.basis === basis);
            if (metrics.length === 0) return null;
            return (
              <div key={basis} className="mt-4 space-y-3">
                <h4 className="text-lg font-semibold">{title}</h4>
                <p className="text-sm text-muted">{note}</p>
                <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {metrics.map((metric) => (
                    <MetricCard
                      key={metric.name}
                      name={metric.name}
                      value={metric.value}
                      level={5}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
      <div>
        <h3 className="text-xl font-bold">What to fix first</h3>
        {summary.fixFirst.length === 0 ? (
          <p className="mt-3 text-muted">Nothing stands out: this page loads lean.</p>
        ) : (
          <ol className="findings mt-4">
            {summary.fixFirst.map((item, index) => (
              <li key={item.id} className="finding finding-fail">
                <div className="finding-head">
                  <span className="fix-rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h4 className="finding-title">{item.title}</h4>
                </div>
                <p className="finding-detail">{item.detail}</p>
                <p className="mt-2 text-sm text-muted">
                  <strong className="text-ink">How to fix it:</strong> {item.fix}
                </p>
                {savings(item) && <p className="text-sm text-muted">{savings(item)}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card">
          <h3 className="text-xl font-bold">Bytes by type</h3>
          <div className="mt-4">
            <BytesByTypeChart totals={summary.bytesByType} />
          </div>
        </div>
        <div className="card space-y-3">
          <h3 className="text-xl font-bold">Render-blocking requests</h3>
          {summary.renderBlocking.length === 0 ? (
            <p className="text-muted">None: nothing held up the first paint.</p>
          ) : (
            <>
              <p className="text-muted">
                CSS and scripts the browser had to load before it could show anything.
              </p>
              <ResourceTable
                caption="Files that blocked the first paint"
                resources={summary.renderBlocking}
              />
            </>
          )}
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="text-xl font-bold">Heaviest resources</h3>
        <ResourceTable
          caption="The largest downloads, biggest first"
          resources={summary.heaviest}
        />
      </div>
      {summary.slowRequests.length > 0 && (
        <div className="space-y-3">
          <h3 className="text-xl font-bold">Slow requests</h3>
          <ResourceTable
            caption="Requests that took over a second"
            resources={summary.slowRequests}
          />
        </div>
      )}
    </div>
  );
}
