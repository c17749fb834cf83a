// A sample keyword plan drawn in SVG: each keyword with the page it is assigned to and its intent,
// and a bar of its monthly searches beside it, scaled to the plan's most searched keyword.
import type { DeliverableSample } from '../../content/service-content/schema';
import { searchShares, searchesText } from './deliverable-layout';

const WIDTH = 340;
const HEAD = 20;
const ROW = 46;
const BAR_X = 236;
const BAR_WIDTH = WIDTH - BAR_X;

type Rows = Extract<DeliverableSample, { kind: 'keywords' }>['rows'];

export const keywordPlanHeight = (rows: Rows): number => HEAD + rows.length * ROW;

export function KeywordPlanDrawing({ rows }: { rows: Rows }) {
  const shares = searchShares(rows);
  return (
    <>
      <text x={0} y={11} className="fig-head">
        Keyword → page
      </text>
      <text x={WIDTH} y={11} textAnchor="end" className="fig-head">
        Searches · intent
      </text>
      {rows.map((row, index) => {
        const y = HEAD + index * ROW;
        return (
          <g key={row.keyword}>
            <line x1={0} x2={WIDTH} y1={y} y2={y} className="fig-line" />
            <text x={0} y={y + 19} className="ar-chart-label">
              {row.keyword}
            </text>
            <text x={0} y={y + 36} className="fig-note">
              → {row.page}
            </text>
            <rect x={BAR_X} y={y + 12} width={BAR_WIDTH} height={6} rx={3} className="fig-track" />
            <rect
              x={BAR_X}
              y={y + 12}
              width={Math.max(4, shares[index]! * BAR_WIDTH)}
              height={6}
              rx={3}
              className="ar-bar"
            />
            <text x={WIDTH} y={y + 36} textAnchor="end" className="fig-note">
              {searchesText(row.searches).replace(' a month', '/mo')} · {row.intent}
            </text>
          </g>
        );
      })}
    </>
  );
}
