// The top of a page: its h1 (the registry title) and an introduction, with optional actions.
import type { ReactNode } from 'react';
import type { PageSummary } from '../site/page-summary';

interface Props {
  page: PageSummary;
  intro: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

export function PageIntro({ page, intro, eyebrow, children }: Props) {
  return (
    <section className="page-intro">
      <div className="container-page py-10 sm:py-14">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-title">{page.title}</h1>
        <div className="lead mt-4 max-w-3xl">{intro}</div>
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
