// The top of a page: its h1 (the registry title) and an introduction, with optional actions and an
// optional figure (beside the text on a wide screen, under it on a phone).
import type { ReactNode } from 'react';
import type { PageSummary } from '../site/page-summary';

interface Props {
  page: PageSummary;
  intro: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  figure?: ReactNode;
}

export function PageIntro({ page, intro, eyebrow, children, figure }: Props) {
  const text = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="page-title">{page.title}</h1>
      <div className="lead mt-4 max-w-3xl">{intro}</div>
      {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
    </>
  );
  return (
    <section className="page-intro">
      <div className="container-page py-10 sm:py-14">
        {figure ? (
          <div className="page-intro-grid">
            <div>{text}</div>
            {figure}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
