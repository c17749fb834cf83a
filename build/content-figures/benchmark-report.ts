// The benchmark report's first-screen figures, from the report itself: cost per lead by industry,
// highest first, when the claim rule shows the report (shared/facts/result-claims.ts: with a basis,
// or marked as sample data); when it withholds the report, what the benchmarks measure, the way
// from an impression to a lead and the four metrics between, which holds for any account.
import { industryReport } from '../../src/content/resources/industry-reports.ts';
import type { BenchmarkMetric, IndustryReport } from '../../src/content/resources/schema.ts';
import { unbasedResultsShown } from '../../shared/facts/unbased-results.ts';
import { formatInr } from '../../shared/indian-numbers.ts';
import { drawBarRows } from './bar-rows.ts';
import type { DrawnFigure } from './figure-files.ts';
import { FIGURE_WIDTH, PAD, fitText, svgCard, svgRect, svgText } from './svg-card.ts';

/** How each metric is worked out, as the report's methodology and its schema define it. */
const FORMULAS: Record<BenchmarkMetric, string> = {
  ctrPercent: 'clicks ÷ impressions',
  avgCpcInr: 'spend ÷ clicks',
  conversionRatePercent: 'leads ÷ clicks',
  costPerLeadInr: 'spend ÷ leads',
};

/** The funnel's steps, each with the metrics that lead into it. */
const STEPS: { name: string; metrics: BenchmarkMetric[] }[] = [
  { name: 'Impressions', metrics: [] },
  { name: 'Clicks', metrics: ['ctrPercent', 'avgCpcInr'] },
  { name: 'Leads', metrics: ['conversionRatePercent', 'costPerLeadInr'] },
];

/** Cost per lead by industry, the figure the report leads with. */
function drawCostPerLead(report: IndustryReport, sample: boolean): DrawnFigure {
  const label = report.metricLabels.costPerLeadInr.label;
  const rows = [...report.industries].sort((a, b) => b.costPerLeadInr - a.costPerLeadInr);
  const alt =
    `${sample ? 'Sample data: ' : ''}Google Search ${label.toLowerCase()} by industry, ` +
    `${report.period}, highest first: ` +
    rows.map((row) => `${row.name} ${formatInr(row.costPerLeadInr)}`).join(', ');
  const drawn = drawBarRows(
    rows.map((row, index) => ({
      label: row.name,
      value: row.costPerLeadInr,
      shown: formatInr(row.costPerLeadInr),
      accent: index === rows.length - 1,
    })),
    {
      heading: `${label} by industry`,
      subheading: `${sample ? 'Sample data' : `${report.accounts} client accounts`} · ₹, excluding GST`,
      stacked: true,
    },
    alt,
  );
  return {
    ...drawn,
    alt,
    caption: sample
      ? `Google Search, ${report.period}. Demo content: these figures are samples, not real client accounts; every metric is in the tables below.`
      : `Google Search, ${report.period}, ${report.accounts} client accounts; every metric is in the tables below.`,
  };
}

const STEP_HEIGHT = 30;
const GAP = 46;
const TOP = 42;

/** What the benchmarks measure: impressions, clicks and leads, and the metrics between them. */
export function drawBenchmarkMeasures(report: IndustryReport = industryReport): DrawnFigure {
  const width = FIGURE_WIDTH - 2 * PAD;
  const height = TOP + STEPS.length * STEP_HEIGHT + (STEPS.length - 1) * GAP + PAD;
  const body = [
    svgText(PAD, 28, 'What the benchmarks measure', { size: 14, weight: 700 }),
    ...STEPS.flatMap((step, index) => {
      const y = TOP + index * (STEP_HEIGHT + GAP);
      const arrowX = PAD + 14;
      return [
        svgRect(PAD, y, width, STEP_HEIGHT, 'k'),
        svgRect(PAD, y, 6, STEP_HEIGHT, index === STEPS.length - 1 ? 'a' : 'b'),
        svgText(PAD + 16, y + 20, step.name, { size: 13, weight: 700 }),
        index > 0
          ? `<path d="M${arrowX} ${y - GAP + 4}V${y - 4}M${arrowX - 5} ${y - 9}L${arrowX} ${y - 4}L${arrowX + 5} ${y - 9}" class="l" stroke-width="1.5"/>`
          : '',
        ...step.metrics.map((metric, line) =>
          svgText(
            arrowX + 16,
            y - GAP + 18 + line * 17,
            fitText(`${report.metricLabels[metric].label}: ${FORMULAS[metric]}`, width - 30, 12),
            { size: 12 },
          ),
        ),
      ];
    }),
  ];
  const alt =
    'What the benchmarks measure, from impressions to clicks to leads: ' +
    STEPS.flatMap((step) => step.metrics)
      .map((metric) => `${report.metricLabels[metric].label.toLowerCase()}, ${FORMULAS[metric]}`)
      .join('; ');
  return {
    svg: svgCard(height, body, alt),
    width: FIGURE_WIDTH,
    height,
    alt,
    caption: 'Google Search, by industry and by city. Ask us for the figures for yours.',
  };
}

/**
 * The report's results as the claim rule allows them: with a basis, or marked as sample data when
 * `shown`; else what they measure, so no build draws results it withholds.
 */
export function drawBenchmarkReport(
  report: IndustryReport = industryReport,
  shown: boolean = unbasedResultsShown,
): DrawnFigure {
  return report.basis || shown
    ? drawCostPerLead(report, !report.basis)
    : drawBenchmarkMeasures(report);
}
