// Bytes downloaded per resource type as a horizontal bar chart. The SVG is drawn at the page's own
// width (percent widths, no viewBox) so its labels stay readable on a phone; a table gives the
// same figures as text.
import { formatBytes, type TypeTotal } from '../performance/performance-summary';
import { ToolTable } from './tool-table';

const ROW_HEIGHT = 44;
const COLUMNS = [{ label: 'Type' }, { label: 'Requests', num: true }, { label: 'Size', num: true }];

export function BytesByTypeChart({ totals }: { totals: TypeTotal[] }) {
  const largest = Math.max(1, ...totals.map((total) => total.bytes));
  const label = totals.map((total) => `${total.label} ${formatBytes(total.bytes)}`).join(', ');
  return (
    <figure className="space-y-4">
      <svg
        width="100%"
        height={totals.length * ROW_HEIGHT}
        role="img"
        aria-label={`Bytes downloaded by type: ${label}.`}
        className="bar-chart"
      >
        {totals.map((total, index) => (
          <g key={total.type} transform={`translate(0 ${index * ROW_HEIGHT})`}>
            <text x="0" y="15" className="bar-chart-label">
              {total.label}
            </text>
            <text x="100%" y="15" textAnchor="end" className="bar-chart-value">
              {formatBytes(total.bytes)}
            </text>
            <rect x="0" y="22" width="100%" height="12" rx="4" className="bar-chart-track" />
            <rect
              x="0"
              y="22"
              width={`${Math.max(0.5, (total.bytes / largest) * 100).toFixed(1)}%`}
              height="12"
              rx="4"
              className="bar-chart-bar"
            />
          </g>
        ))}
      </svg>
      <details>
        <summary className="tool-summary">Show the figures as a table</summary>
        <div className="tool-table-scroll mt-3">
          <ToolTable caption="Bytes downloaded by type" columns={COLUMNS}>
            {totals.map((total) => (
              <tr key={total.type}>
                <th scope="row">{total.label}</th>
                <td className="num">{total.requests}</td>
                <td className="num">{formatBytes(total.bytes)}</td>
              </tr>
            ))}
          </ToolTable>
        </div>
      </details>
    </figure>
  );
}
