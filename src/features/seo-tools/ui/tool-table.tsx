// A table of the tools' reports: its caption, a header row of column names (figures right-aligned
// with `num`) and the body rows the caller gives, as the stylesheet's tool-table expects.
import type { ReactNode } from 'react';

export interface ToolColumn {
  label: string;
  /** A column of figures, right-aligned. */
  num?: boolean;
}

export function ToolTable({
  caption,
  columns,
  className = 'tool-table',
  children,
}: {
  caption: string;
  columns: ToolColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.num ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
