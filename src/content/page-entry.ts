// The shape of one page of the site. The registry holds one PageEntry per path; routes, the palette,
// breadcrumbs, head tags, prerendered HTML and the sitemaps are all derived from it, and from the
// row of its family (families.ts).
import type { TemplateKey } from './families';

/** The seven palette categories of SPEC.md section 9, in display order. */
export const CATEGORIES = [
  'Navigation',
  'Services',
  'Locations',
  'Industries',
  'Resources',
  'Quick Actions',
  'Tools',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Templates of pages that stand in for another address (not found, offline): no breadcrumbs. */
export const isStandIn = (page: { template: TemplateKey }): boolean =>
  page.template === 'not-found' || page.template === 'offline';

/** Icon names; the UI maps each to a lucide-react icon. */
export type IconName =
  | 'home'
  | 'info'
  | 'mail'
  | 'file-text'
  | 'briefcase'
  | 'trophy'
  | 'users'
  | 'star'
  | 'shield'
  | 'map'
  | 'map-pin'
  | 'building'
  | 'search'
  | 'megaphone'
  | 'share'
  | 'pen'
  | 'code'
  | 'bot'
  | 'workflow'
  | 'trending-up'
  | 'book'
  | 'wrench'
  | 'gauge'
  | 'bar-chart'
  | 'phone'
  | 'message'
  | 'palette'
  | 'video'
  | 'layout';

export interface PageEntry {
  /** Stable identifier; links, parents and canonicals refer to pages by id. */
  id: string;
  path: string;
  /** Its family: the template that renders it and the families.ts row it takes defaults from. */
  template: TemplateKey;
  /** The page's h1 and palette title. */
  title: string;
  /** Short label for breadcrumbs and menus; defaults to title. */
  label?: string;
  /** The meta description and the palette description (at most 160 characters). */
  description: string;
  /** The palette category; the registry defaults it to its family's (families.ts). */
  category: Category;
  keywords: string[];
  icon: IconName;
  /** Id of the page one level up, for breadcrumbs. Home has none. */
  parent?: string;
  /** Id of the page that is canonical for this topic, when it is not this one. */
  canonicalOf?: string;
  /** Listed in the command palette. */
  palette: boolean;
  /** Kept out of search engines (demo and not-found pages). */
  noindex: boolean;
  popular?: boolean;
  shortcut?: string;
  badge?: 'Free' | 'Pro';
  /**
   * Keys the template uses to find its content, e.g. { service: 'seo', place: 'mumbai' }, and
   * office: 'head' on the head office's city page (the Locations menu lists it).
   */
  params?: Record<string, string>;
}
