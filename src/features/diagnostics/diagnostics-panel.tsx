// The building blocks every diagnostics panel shares: a labelled region with a title, a list of
// figures, and a rating that is written out as a word and coloured.
import { useId, type ReactNode } from 'react';
import { diagClass } from './diagnostics-styles';

export function DiagnosticsPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  // A paragraph rather than a heading, so the tool leaves the page's heading outline alone.
  return (
    <section className={diagClass('panel')} aria-labelledby={titleId}>
      <p id={titleId} className={diagClass('title')}>
        {title}
      </p>
      {children}
    </section>
  );
}

export function Stats({ children }: { children: ReactNode }) {
  return <dl className={diagClass('stats')}>{children}</dl>;
}

export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function RatingText({ rating }: { rating: string }) {
  return (
    <span className={diagClass('rating')} data-rating={rating}>
      {rating}
    </span>
  );
}
