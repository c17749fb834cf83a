// The breadcrumb trail of a page, built by following parents in the registry.
import { ChevronRight } from 'lucide-react';
import type { PageSummary } from '../content/page-summary';
import { trailOf } from '../content/page-index';
import { PageLink } from './page-link';

export function Breadcrumbs({ page }: { page: PageSummary }) {
  const trail = trailOf(page);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.id}>
              {last ? (
                <span aria-current="page">{crumb.label ?? crumb.title}</span>
              ) : (
                <>
                  <PageLink to={crumb.id} />
                  <ChevronRight size={14} aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
