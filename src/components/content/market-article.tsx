// The body of a city, location or industry page: its sections beside a sticky table of contents
// (and an optional box under it) on wide screens; on narrow ones the sections run alone.
import type { ReactNode } from 'react';
import { TableOfContents } from './table-of-contents';
import type { MarketHeading } from './market-section';

interface Props {
  headings: MarketHeading[];
  aside?: ReactNode;
  children: ReactNode;
}

export function MarketArticle({ headings, aside, children }: Props) {
  return (
    <div className="market-layout">
      <div className="market-main">{children}</div>
      <aside className="market-aside" aria-label="On this page">
        <div className="market-aside-inner">
          <TableOfContents headings={headings} />
          {aside}
        </div>
      </aside>
    </div>
  );
}
