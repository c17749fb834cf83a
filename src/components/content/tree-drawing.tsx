// A sample tree drawn in SVG, such as an ad account (campaign, ad groups, keywords) or a sitemap:
// the root as a filled label, branches and their leaves indented beneath it on elbow connectors.
import type { DeliverableSample } from '../../content/service-content/schema';
import { treeRows } from './deliverable-layout';

const HEAD = 24;
const ROW = 26;
const INDENT = 20;
const WIDTH = 340;

type Tree = Extract<DeliverableSample, { kind: 'tree' }>;

export const treeHeight = (sample: Tree): number => HEAD + treeRows(sample).length * ROW - 4;

export function TreeDrawing({ sample }: { sample: Tree }) {
  const rows = treeRows(sample);
  const middle = (index: number) => HEAD + index * ROW + 11;
  return (
    <>
      <text x={0} y={11} className="fig-head">
        {sample.levels.join(' → ')}
      </text>
      {rows.map((row, index) => {
        const x = row.level * INDENT;
        const y = middle(index);
        const parentX = (row.level - 1) * INDENT + 8;
        return (
          <g key={`${index}-${row.text}`}>
            {row.parent >= 0 && (
              <path
                d={`M${parentX} ${middle(row.parent) + 10}V${y}H${x - 2}`}
                className="fig-line"
              />
            )}
            {row.level === 0 ? (
              <>
                <rect x={0} y={y - 11} width={WIDTH} height={22} rx={6} className="ar-bar" />
                <text x={10} y={y + 4} className="fig-root">
                  {row.text}
                </text>
              </>
            ) : (
              <>
                <circle
                  cx={x + 4}
                  cy={y}
                  r={row.level === 1 ? 4 : 2.5}
                  className={row.level === 1 ? 'ar-bar-accent' : 'ar-bar-muted'}
                />
                <text
                  x={x + 14}
                  y={y + 4}
                  className={row.level === 1 ? 'ar-chart-label' : 'fig-leaf'}
                >
                  {row.text}
                </text>
              </>
            )}
          </g>
        );
      })}
    </>
  );
}
