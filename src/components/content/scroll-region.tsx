// A labelled, focusable box for a table that may be wider than the screen: keyboard users can
// focus it and scroll with the arrow keys, and screen readers announce it by the table's caption.
import type { ReactNode } from 'react';

interface Props {
  /** Id of the element naming the region, usually the table's caption. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

export function ScrollRegion({ labelledBy, className = '', children }: Props) {
  return (
    <div
      className={`ar-table-wrap ${className}`}
      role="region"
      aria-labelledby={labelledBy}
      // A scrollable region must be focusable, or keyboard users cannot reach its hidden columns.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
