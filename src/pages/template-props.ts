// What every page template receives: its registry entry.
import type { PageSummary } from '../content/page-summary';

export interface TemplateProps {
  page: PageSummary;
}
