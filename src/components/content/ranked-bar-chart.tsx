// A horizontal bar chart drawn as inline SVG from data: one labelled bar per row, longest first or
// in the given order. Each label sits above its bar so the chart stays legible when a phone scales
// it down. The SVG is one image with a summary as its name; a table next to it carries the figures.

export interface ChartRow {
  label: string;
  value: number;
  /** The value as printed at the end of the bar, e.g. '₹1,769' or '3.8%'. */
  display: string;
  /** Draws the bar in the accent colour instead of the brand colour (explained by a legend). */
  highlight?: boolean;
}

interface Props {
  rows: readonly ChartRow[];
  /** The accessible name: what the chart shows and its main message. */
  label: string;
}

const WIDTH = 340;
const ROW_HEIGHT = 38;
const LABEL_OFFSET = 13;
const BAR_TOP = 18;
const BAR_HEIGHT = 12;
const VALUE_SPACE = 60;
const PADDING = 6;

export function RankedBarChart({ rows, label }: Props) {
  const max = Math.max(...rows.map((row) => row.value), 0);
  const height = rows.length * ROW_HEIGHT + PADDING;
  const barSpace = WIDTH - VALUE_SPACE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      className="ar-chart"
    >
      {rows.map((row, index) => {
        const y = index * ROW_HEIGHT + PADDING;
        const barWidth = max > 0 ? Math.max(2, (row.value / max) * barSpace) : 2;
        return (
          <g key={row.label}>
            <text x={0} y={y + LABEL_OFFSET} className="ar-chart-label">
              {row.label}
            </text>
            <rect
              x={0}
              y={y + BAR_TOP}
              width={barWidth}
              height={BAR_HEIGHT}
              rx={3}
              className={row.highlight ? 'ar-bar-accent' : 'ar-bar'}
            />
            <text x={barWidth + 6} y={y + BAR_TOP + BAR_HEIGHT - 1} className="ar-chart-value">
              {row.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
