// The competitor comparison as a table: one column per page, one row per measure with the rule
// that decides it, the winning cells marked (not by colour alone) and a winner column. A page named
// by a long address heads its column with a short label; the full address is its title and is read
// out by screen readers.
import { Fragment } from 'react';
import type { Comparison, ComparisonRow } from '../analysis/competitor-comparison';
import { ScrollRegion } from './scroll-region';

/** A page's label, with line-break points after each "." and "/" so an address wraps between parts. */
export const Breakable = ({ text }: { text: string }) =>
  text.split(/(?<=[./])/).map((part, index) => (
    <Fragment key={index}>
      {part}
      <wbr />
    </Fragment>
  ));

function winnerText(row: ComparisonRow, names: string[]): string {
  if (row.tie) return row.tie;
  if (row.outcome === 'none') return 'No winner';
  return row.winners.map((index) => names[index] ?? `Page ${index + 1}`).join(' and ');
}

export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const names = comparison.pages.map((page) => page.label);
  const decided = comparison.rows.filter((row) => row.outcome === 'win').length;
  return (
    <ScrollRegion label="Comparison table">
      <table className="tool-table comparison-table">
        <caption>
          Each row names the page that does best on it; a ✓ marks the winning cells.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="comparison-measure-col">
              Measure
            </th>
            {comparison.pages.map(({ name, label }, index) => (
              <th key={index} scope="col" title={name}>
                {label === name ? (
                  name
                ) : (
                  <>
                    <span aria-hidden="true">
                      <Breakable text={label} />
                    </span>
                    <span className="sr-only">{name}</span>
                  </>
                )}
              </th>
            ))}
            <th scope="col" className="comparison-winner-col">
              Winner
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.label}
                <span className="comparison-rule">{row.rule}</span>
              </th>
              {row.cells.map((cell, index) => {
                const won = row.outcome === 'win' && row.winners.includes(index);
                return (
                  <td key={index} className={won ? 'comparison-win' : undefined}>
                    {won && (
                      <>
                        <span className="comparison-mark" aria-hidden="true">
                          ✓{' '}
                        </span>
                        <span className="sr-only">Winner: </span>
                      </>
                    )}
                    {cell.display}
                  </td>
                );
              })}
              <td className="font-semibold">{winnerText(row, names)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Rows won (of {decided})</th>
            {comparison.wins.map((count, index) => (
              <td key={index} className="font-semibold">
                {count}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
