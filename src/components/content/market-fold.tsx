// What a phone visitor opens only if they want it: a native disclosure (no script, the words in the
// HTML for crawlers and for visitors without JavaScript), so a market page scans in a few screens.
import type { ReactNode } from 'react';
import { splitLead } from './lead-sentence';

export function MarketFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="market-fold">
      <summary>{summary}</summary>
      <div className="market-fold-body">{children}</div>
    </details>
  );
}

/** A long paragraph: its first sentence, and the rest folded under `more`. */
export function MarketProse({ text, more }: { text: string; more: string }) {
  const { lead, rest } = splitLead(text);
  return (
    <>
      <p className="market-prose">{lead}</p>
      {rest && (
        <MarketFold summary={more}>
          <p className="market-prose">{rest}</p>
        </MarketFold>
      )}
    </>
  );
}
