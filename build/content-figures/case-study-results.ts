// The case studies index's figure: each study's headline result side by side (its first metric
// and the change the study states), from the stories themselves. Where a build does not show a
// study's figures (studies.ts figuresShown), its row names the industry and city only.
import { readdirSync } from 'node:fs';
import { caseStudies, figuresShown } from '../../src/content/case-studies/studies.ts';
import type { CaseStudyStory } from '../../src/content/case-studies/schema.ts';
import { story as bangalore } from '../../src/content/case-studies/stories/bangalore-multispecialty-hospital-appointments.ts';
import { story as gurgaon } from '../../src/content/case-studies/stories/gurgaon-real-estate-developer-site-visits.ts';
import { story as jaipur } from '../../src/content/case-studies/stories/jaipur-coaching-institute-admissions.ts';
import { story as mumbai } from '../../src/content/case-studies/stories/mumbai-d2c-skincare-roas.ts';
import { story as pune } from '../../src/content/case-studies/stories/pune-saas-demo-pipeline.ts';
import { story as surat } from '../../src/content/case-studies/stories/surat-textile-exporter-rfqs.ts';
import { unbasedResultsShown } from '../../shared/facts/unbased-results.ts';
import { FIGURE_WIDTH, PAD, fitText, svgCard, svgText } from './svg-card.ts';

// The config bundle cannot glob, so the stories are listed; a story missing here fails the build.
const STORIES: readonly CaseStudyStory[] = [bangalore, gurgaon, jaipur, mumbai, pune, surat];
const STORIES_DIR = new URL('../../src/content/case-studies/stories/', import.meta.url);

const ROW = 44;
const TOP = 42;

export function drawCaseStudyResults() {
  const files = readdirSync(STORIES_DIR).filter((name) => name.endsWith('.ts'));
  if (files.length !== STORIES.length)
    throw new Error(
      `build/content-figures/case-study-results.ts lists ${STORIES.length} of ${files.length} stories`,
    );
  const rows = caseStudies.map((study) => {
    const story = STORIES.find((candidate) => candidate.slug === study.slug);
    if (!story) throw new Error(`No story for case study "${study.slug}"`);
    const metric = figuresShown(study) ? story.results[0] : undefined;
    return { place: `${study.industry}, ${study.city}`, metric };
  });
  const height = TOP + rows.length * ROW + 4;
  const body = [
    svgText(PAD, 28, `Headline result of each of ${rows.length} stories`, {
      size: 14,
      weight: 700,
    }),
    ...rows.flatMap((row, index) => {
      const y = TOP + index * ROW;
      return [
        index > 0 ? `<path d="M${PAD} ${y}H${FIGURE_WIDTH - PAD}" class="l"/>` : '',
        svgText(PAD, y + 18, fitText(row.place, 200, 13), { size: 13, weight: 600 }),
        svgText(PAD, y + 34, fitText(row.metric?.label ?? 'Figures on request', 200, 11), {
          size: 11,
          className: 'm',
        }),
        row.metric
          ? svgText(FIGURE_WIDTH - PAD, y + 28, fitText(row.metric.change, 100, 20), {
              size: 20,
              weight: 800,
              className: 'a',
              anchor: 'end',
            })
          : '',
      ];
    }),
  ];
  const alt =
    'Headline results of our case studies: ' +
    rows
      .map((row) =>
        row.metric
          ? `${row.place}: ${row.metric.label.toLowerCase()} ${row.metric.change}`
          : row.place,
      )
      .join('; ');
  const sample = unbasedResultsShown && caseStudies.some((study) => !study.basis);
  return {
    svg: svgCard(height, body, alt),
    width: FIGURE_WIDTH,
    height,
    alt,
    caption: sample
      ? 'Each study’s first result. Demo content: the figures here are samples, not a client’s results.'
      : 'Each study’s first result, with the full before and after on its page.',
  };
}
