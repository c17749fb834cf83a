// What a phone visitor opens only if they want it: a native disclosure under one quiet line (no
// script, the words in the HTML for crawlers and for visitors without JavaScript), so a long page
// scans in a few screens. Market, service and company pages fold their long prose and secondary
// lists with it (docs/design.md, "Spacing and layout").
import type { ReactNode } from 'react';

interface Props {
  summary: string;
  children: ReactNode;
  /** Cards in a grid take the section's width; prose keeps a reading measure. */
  wide?: boolean;
}

export function Fold({ summary, children, wide = false }: Props) {
  return (
    <details className={wide ? 'fold fold-wide' : 'fold'}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
