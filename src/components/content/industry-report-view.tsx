// The industry benchmark report: key findings, then for industries and for cities a bar chart per
// metric (cost per click, click-through rate, conversion rate, cost per lead) drawn from the data,
// with the full table as the accessible alternative, and the methodology.
import type {
  BenchmarkMetric,
  CityBenchmark,
  IndustryBenchmark,
  IndustryReport,
} from '../../content/resources/schema';
import { formatInr } from '../../../shared/indian-numbers';
import { PageLink } from '../page-link';
import { RankedBarChart } from './ranked-bar-chart';
import { ScrollRegion } from './scroll-region';

type Row = IndustryBenchmark | CityBenchmark;

// The schema's BENCHMARK_METRICS in display order, restated because schema.ts brings zod with it;
// as a Record, the compiler fails if a metric is added there and not here.
const METRIC_ORDER: Record<BenchmarkMetric, true> = {
  avgCpcInr: true,
  ctrPercent: true,
  conversionRatePercent: true,
  costPerLeadInr: true,
};
const BENCHMARK_METRICS = Object.keys(METRIC_ORDER) as BenchmarkMetric[];

interface DatasetProps {
  report: IndustryReport;
  rows: readonly Row[];
  /** 'industry' or 'city', as used in sentences: "cost per lead by city". */
  noun: string;
  id: string;
  highlight?: { test: (row: Row) => boolean; label: string; otherLabel: string };
}

function display(report: IndustryReport, metric: BenchmarkMetric, value: number): string {
  return report.metricLabels[metric].unit === 'INR' ? formatInr(value) : `${value.toFixed(1)}%`;
}

function chartLabel(report: IndustryReport, metric: BenchmarkMetric, rows: Row[], noun: string) {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const name = report.metricLabels[metric].label;
  return (
    `Bar chart: ${name.toLowerCase()} by ${noun}, highest first, from ` +
    `${display(report, metric, first[metric])} for ${first.name} to ` +
    `${display(report, metric, last[metric])} for ${last.name}. Every figure is in the table below.`
  );
}

function Dataset({ report, rows, noun, id, highlight }: DatasetProps) {
  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {BENCHMARK_METRICS.map((metric) => {
          const sorted = [...rows].sort((a, b) => b[metric] - a[metric]);
          return (
            <figure key={metric} className="ar-figure">
              <figcaption className="mb-4 font-semibold">
                {report.metricLabels[metric].label} by {noun}
                {report.metricLabels[metric].unit === 'INR' && (
                  <span className="font-normal text-muted"> (₹, excluding GST)</span>
                )}
              </figcaption>
              <RankedBarChart
                label={chartLabel(report, metric, sorted, noun)}
                rows={sorted.map((row) => ({
                  label: row.name,
                  value: row[metric],
                  display: display(report, metric, row[metric]),
                  highlight: highlight?.test(row),
                }))}
              />
              {highlight && (
                <p className="ar-legend">
                  <span>
                    <span className="ar-swatch ar-swatch-brand" aria-hidden="true" />{' '}
                    {highlight.otherLabel}
                  </span>
                  <span>
                    <span className="ar-swatch ar-swatch-accent" aria-hidden="true" />{' '}
                    {highlight.label}
                  </span>
                </p>
              )}
            </figure>
          );
        })}
      </div>
      <ScrollRegion labelledBy={`${id}-caption`} className="mt-6">
        <table className="ar-table">
          <caption id={`${id}-caption`}>
            Google Search benchmarks by {noun}, {report.period}
          </caption>
          <thead>
            <tr>
              <th scope="col">{noun === 'city' ? 'City' : 'Industry'}</th>
              {BENCHMARK_METRICS.map((metric) => (
                <th key={metric} scope="col" className="ar-num">
                  {report.metricLabels[metric].label}
                </th>
              ))}
              <th scope="col" className="ar-num">
                Accounts
              </th>
              <th scope="col">{noun === 'city' ? 'State' : 'What counted as a lead'}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <PageLink to={row.pageId} className="link font-medium">
                    {row.name}
                  </PageLink>
                </th>
                {BENCHMARK_METRICS.map((metric) => (
                  <td key={metric} className="ar-num">
                    {display(report, metric, row[metric])}
                  </td>
                ))}
                <td className="ar-num">{row.accounts}</td>
                <td className="min-w-48">
                  {'state' in row ? `${row.state} (tier ${row.tier})` : row.leadDefinition}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

const sections = [
  { id: 'key-findings', title: 'Key findings' },
  { id: 'by-industry', title: 'Benchmarks by industry' },
  { id: 'by-city', title: 'Benchmarks by city' },
  { id: 'methodology', title: 'Methodology' },
];

export function IndustryReportView({ report }: { report: IndustryReport }) {
  return (
    <>
      <nav aria-label="In this report" className="section pt-0">
        <ol className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="ar-filter">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <section className="section pt-0" aria-labelledby="key-findings">
        <h2 id="key-findings" className="section-title ar-focus-target">
          Key findings
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {report.findings.map((finding, index) => (
            <li key={finding.title} className="card">
              <p className="eyebrow mb-1">Finding {index + 1}</p>
              <h3 className="text-lg font-bold">{finding.title}</h3>
              <p className="mt-2 leading-7">{finding.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section pt-0" aria-labelledby="by-industry">
        <h2 id="by-industry" className="section-title ar-focus-target">
          Benchmarks by industry
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          {report.industries.length} industries, each account counted once. Sorted from the highest
          value down in each chart; the table keeps one row per industry with what counted as a
          lead.
        </p>
        <Dataset report={report} rows={report.industries} noun="industry" id="industry-table" />
      </section>

      <section className="section pt-0" aria-labelledby="by-city">
        <h2 id="by-city" className="section-title ar-focus-target">
          Benchmarks by city
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          {report.cities.length} cities. Tier 2 cities are drawn in a second colour: compare their
          cost per lead with the metros.
        </p>
        <Dataset
          report={report}
          rows={report.cities}
          noun="city"
          id="city-table"
          highlight={{
            test: (row) => 'tier' in row && row.tier === 2,
            label: 'Tier 2 city',
            otherLabel: 'Tier 1 metro',
          }}
        />
      </section>

      <section className="section pt-0" aria-labelledby="methodology">
        <h2 id="methodology" className="section-title ar-focus-target">
          Methodology
        </h2>
        <dl className="mt-4 grid max-w-3xl gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Period</dt>
          <dd>{report.period}</dd>
          <dt className="font-semibold">Sample</dt>
          <dd>{report.sample}</dd>
          <dt className="font-semibold">Channel</dt>
          <dd>{report.channel}</dd>
        </dl>
        <div className="prose-body mt-6">
          {report.methodology.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
    </>
  );
}
