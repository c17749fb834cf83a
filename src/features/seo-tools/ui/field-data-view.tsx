// Real visitors' timings in the Page Speed report (Chrome UX Report, from PageSpeed Insights):
// Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift at the 75th
// percentile, for the page or the whole site, with the 28 days they were collected over.
import type { FieldData } from '../performance/field-data';
import { MetricCard } from './metric-card';

function periodText(periodEnd: string | undefined): string {
  if (!periodEnd) return 'over the latest 28 days';
  const date = new Date(`${periodEnd}T00:00:00Z`).toLocaleDateString('en-IN', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return `over the 28 days up to ${date}`;
}

export function FieldDataView({ field }: { field: FieldData }) {
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-bold">What real visitors experienced</h3>
      <p className="text-muted">
        From the Chrome UX Report: Chrome users’ visits to{' '}
        {field.scope === 'page'
          ? 'this page'
          : 'your whole site (this page has too few visits of its own)'}{' '}
        {periodText(field.periodEnd)}. Three visits in four were this fast or faster (the 75th
        percentile, the figure Google judges). These are what visitors actually saw, unlike the lab
        timings below.
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {field.metrics.map((metric) => (
          <MetricCard key={metric.name} name={metric.name} value={metric.p75} level={4} />
        ))}
      </div>
    </div>
  );
}
