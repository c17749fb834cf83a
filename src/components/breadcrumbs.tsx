// The breadcrumb trail of a page, built by following parents in the registry (with the list a city
// or an industry belongs to, content/breadcrumb-items.ts).
import { ShellIcon } from './shell-icon';
import type { PageSummary } from '../site/page-summary';
import { breadcrumbItems } from '../site/breadcrumb-items';
import { pageIndex } from '../site/page-index';
import { PageLink } from './page-link';

export function Breadcrumbs({ page }: { page: PageSummary }) {
  const trail = breadcrumbItems(pageIndex.trail(page), pageIndex.byId('sitemap'));
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs" data-pagefind-ignore>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path}>
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <PageLink to={crumb.id} hash={crumb.hash}>
                    {crumb.name}
                  </PageLink>
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
