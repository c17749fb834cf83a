// What a service's client receives, as a figure on the page's first screen: a sample keyword plan,
// ad account, sitemap, flow or calendar drawn in SVG from the service's content, captioned as a
// sample for an example client, with everything it shows in its accessible name.
import type { DeliverableSample } from '../../content/service-content/schema';
import { deliverableSummary } from './deliverable-layout';
import { KeywordPlanDrawing, keywordPlanHeight } from './keyword-plan-drawing';
import { StepsDrawing, stepsHeight } from './steps-drawing';
import { TreeDrawing, treeHeight } from './tree-drawing';

const WIDTH = 340;

function heightOf(sample: DeliverableSample): number {
  if (sample.kind === 'keywords') return keywordPlanHeight(sample.rows);
  if (sample.kind === 'tree') return treeHeight(sample);
  return stepsHeight(sample.steps);
}

export function DeliverableFigure({ sample }: { sample: DeliverableSample }) {
  const height = heightOf(sample);
  return (
    <figure className="ar-figure fig-card">
      <figcaption className="mb-4">
        <span className="block font-semibold">Sample {sample.title}</span>
        <span className="block text-sm text-muted">
          What you receive, shown for an example client: {sample.client}.
        </span>
      </figcaption>
      <svg
        role="img"
        aria-label={deliverableSummary(sample)}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className="ar-chart"
      >
        {sample.kind === 'keywords' && <KeywordPlanDrawing rows={sample.rows} />}
        {sample.kind === 'tree' && <TreeDrawing sample={sample} />}
        {sample.kind === 'steps' && <StepsDrawing steps={sample.steps} />}
      </svg>
    </figure>
  );
}
