// A horizontally scrolling wrapper for wide tables on narrow screens. It is focusable and named so
// keyboard users can scroll it too (a table has nothing else to focus).
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scrollable content must be reachable by keyboard.
    <div className="tool-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
