// What a phone visitor opens only if they want it: a native disclosure (no script, the words in the
// HTML for crawlers and for visitors without JavaScript), so a market page scans in a few screens.
import type { ReactNode } from 'react';

export function MarketFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="market-fold">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
