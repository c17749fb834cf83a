// One titled section of a city, location or industry page; its h2 id is the target of the page's
// table of contents.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
}

export function MarketSection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id} className="market-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's heading, for the table of contents built from the same data. */
export interface MarketHeading {
  id: string;
  text: string;
  level: 2;
}
