// The /sitemap page's outline: every public page of the page index (src/site/pages.ts isPublic) in
// the group its family names (families.ts), split into titled sections where a group is large.
import { FAMILIES, type SitemapGroupId } from '../../content/families';
import { isPublic, type PageLookup } from '../pages';
import type { PageSummary } from '../page-summary';

export interface SitemapSection {
  /** Shown as a sub-heading; undefined for a group's only, untitled section. */
  title?: string;
  pages: PageSummary[];
}

export interface SitemapGroup {
  id: SitemapGroupId;
  title: string;
  sections: SitemapSection[];
}

type Namer = (id: string) => string;

interface GroupRule {
  title: string;
  /** The section a page belongs to; pages without one share an untitled section. */
  section?: (page: PageSummary, nameOf: Namer) => string | undefined;
}

/** The groups in display order; each lists the families whose row names it (families.ts). */
const GROUPS: Record<SitemapGroupId, GroupRule> = {
  company: { title: 'Company' },
  services: {
    title: 'Services',
    section: (page) => (page.parent === 'service:seo' ? 'SEO specialisms' : 'All services'),
  },
  'city-services': {
    title: 'Services by city',
    section: (page, nameOf) => (page.parent ? `${nameOf(page.parent)} by city` : undefined),
  },
  locations: {
    title: 'Locations',
    section: (page, nameOf) =>
      !page.parent || page.parent === 'home' ? 'Cities and states' : `In ${nameOf(page.parent)}`,
  },
  industries: {
    title: 'Industries',
    section: (page, nameOf) =>
      page.template === 'industry' || !page.parent
        ? 'Industries we serve'
        : `${nameOf(page.parent)} by city`,
  },
  resources: { title: 'Resources' },
  blog: { title: 'Blog' },
  'case-studies': { title: 'Case studies' },
  tools: { title: 'Free tools' },
};

/**
 * The groups in display order. Within a group, pages higher in the breadcrumb tree come first (a
 * hub before its children, cities before their districts); otherwise the registry order stands.
 */
export function sitemapGroups(index: PageLookup<PageSummary>): SitemapGroup[] {
  const nameOf: Namer = (id) => {
    const page = index.byId(id);
    return page.label ?? page.title;
  };
  const depth = new Map(index.pages.map((page) => [page, index.trail(page).length]));
  const publicPages = index.pages.filter(isPublic).sort((a, b) => depth.get(a)! - depth.get(b)!);
  return (Object.keys(GROUPS) as SitemapGroupId[])
    .map((id) => {
      const { title, section } = GROUPS[id];
      const sections = new Map<string | undefined, PageSummary[]>();
      for (const page of publicPages.filter((p) => FAMILIES[p.template].sitemapGroup === id)) {
        const key = section?.(page, nameOf);
        sections.set(key, [...(sections.get(key) ?? []), page]);
      }
      const list = [...sections].map(([name, pages]) => ({ title: name, pages }));
      return { id, title, sections: list };
    })
    .filter((group) => group.sections.length > 0);
}
