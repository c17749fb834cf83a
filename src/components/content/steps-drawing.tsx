// Sample steps drawn in SVG, such as an email flow, a content calendar's week or an automation:
// when each step happens, a node on one line through them all, and what happens with its detail.
import type { DeliverableSample } from '../../content/service-content/schema';

const ROW = 46;
const LINE_X = 66;
const TEXT_X = 82;

type Steps = Extract<DeliverableSample, { kind: 'steps' }>['steps'];

export const stepsHeight = (steps: Steps): number => steps.length * ROW - 8;

export function StepsDrawing({ steps }: { steps: Steps }) {
  return (
    <>
      <line
        x1={LINE_X}
        x2={LINE_X}
        y1={12}
        y2={(steps.length - 1) * ROW + 12}
        className="fig-line"
      />
      {steps.map((step, index) => {
        const y = index * ROW;
        return (
          <g key={`${step.when}-${step.what}`}>
            <text x={0} y={y + 16} className="fig-when">
              {step.when}
            </text>
            <circle cx={LINE_X} cy={y + 12} r={5} className="ar-bar" />
            <text x={TEXT_X} y={y + 16} className="ar-chart-label">
              {step.what}
            </text>
            <text x={TEXT_X} y={y + 32} className="fig-note">
              {step.detail}
            </text>
          </g>
        );
      })}
    </>
  );
}
