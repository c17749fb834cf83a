// The breadcrumb trail of a page, built by following parents in the registry.
import { ShellIcon } from './shell-icon';
import type { PageSummary } from '../content/page-summary';
import { trailOf } from '../content/page-index';
import { PageLink } from './page-link';

export function Breadcrumbs({ page }: { page: PageSummary }) {
  const trail = trailOf(page);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs" data-pagefind-ignore>
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
                  <ShellIcon name="chevron-right" size={14} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
