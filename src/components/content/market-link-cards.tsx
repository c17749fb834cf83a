// Links to other pages of the site as a grid of cards: the page's title, an optional line under it,
// and an arrow. Targets come from the page index, so each card is a real page.
import { ArrowRight } from 'lucide-react';
import type { PageSummary } from '../../site/page-summary';
import { PageLink } from '../page-link';

interface Props {
  pages: PageSummary[];
  /** A short line under each title, e.g. the kind of page. */
  detail?: (page: PageSummary) => string | undefined;
}

export function MarketLinkCards({ pages, detail }: Props) {
  if (pages.length === 0) return null;
  return (
    <ul className="market-link-grid">
      {pages.map((target) => {
        const line = detail?.(target);
        return (
          <li key={target.id}>
            <PageLink to={target.id} className="card block market-link-card">
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold">{target.title}</span>
                <ArrowRight size={18} aria-hidden="true" className="mt-1 shrink-0 text-brand" />
              </span>
              {line && <span className="mt-1 block text-sm text-muted">{line}</span>}
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
