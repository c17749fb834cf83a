// What every page template receives: its registry entry.
import type { PageSummary } from '../page-summary';

export interface TemplateProps {
  page: PageSummary;
}

/** What a template needs to find a page's content. */
export type PageRef = Pick<PageSummary, 'id' | 'template' | 'params'>;
