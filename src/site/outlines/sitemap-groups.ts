// The /sitemap page's outline: every public page of the page index (not noindex, not a duplicate
// of a canonical page) in one group by family, split into titled sections where a family is large.
import type { TemplateKey } from '../../content/page-entry';
import type { PageSummary } from '../page-summary';

export interface SitemapSection {
  /** Shown as a sub-heading; undefined for a group's only, untitled section. */
  title?: string;
  pages: PageSummary[];
}

export interface SitemapGroup {
  id: string;
  title: string;
  sections: SitemapSection[];
}

type Namer = (id: string) => string;

interface GroupRule {
  id: string;
  title: string;
  templates: TemplateKey[];
  /** The section a page belongs to; pages without one share an untitled section. */
  section?: (page: PageSummary, nameOf: Namer) => string | undefined;
}

const RULES: GroupRule[] = [
  {
    id: 'company',
    title: 'Company',
    templates: [
      'home',
      'about',
      'contact',
      'quote',
      'portfolio',
      'testimonials',
      'awards',
      'careers',
      'logo',
      'legal',
      'sitemap',
    ],
  },
  {
    id: 'services',
    title: 'Services',
    templates: ['services-index', 'service'],
    section: (page) => (page.parent === 'service:seo' ? 'SEO specialisms' : 'All services'),
  },
  {
    id: 'city-services',
    title: 'Services by city',
    templates: ['city-service'],
    section: (page, nameOf) => (page.parent ? `${nameOf(page.parent)} by city` : undefined),
  },
  {
    id: 'locations',
    title: 'Locations',
    templates: ['location'],
    section: (page, nameOf) =>
      !page.parent || page.parent === 'home' ? 'Cities and states' : `In ${nameOf(page.parent)}`,
  },
  {
    id: 'industries',
    title: 'Industries',
    templates: ['industry', 'industry-city'],
    section: (page, nameOf) =>
      page.template === 'industry' || !page.parent
        ? 'Industries we serve'
        : `${nameOf(page.parent)} by city`,
  },
  { id: 'resources', title: 'Resources', templates: ['resource'] },
  { id: 'blog', title: 'Blog', templates: ['blog-index', 'blog-post'] },
  { id: 'case-studies', title: 'Case studies', templates: ['case-study-index', 'case-study'] },
  { id: 'tools', title: 'Free tools', templates: ['tools-hub', 'tool'] },
];

/** Pages that belong in a sitemap meant for people and crawlers alike. */
export const isPublicPage = (page: PageSummary): boolean =>
  !page.noindex && !page.duplicate && page.template !== 'not-found';

/**
 * The groups in display order. Within a group, pages higher in the breadcrumb tree come first (a
 * hub before its children, cities before their districts); otherwise the registry order stands.
 */
export function sitemapGroups(pages: readonly PageSummary[]): SitemapGroup[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const nameOf: Namer = (id) => {
    const page = byId.get(id);
    return page ? (page.label ?? page.title) : id;
  };
  const depthOf = (page: PageSummary): number => {
    let depth = 0;
    for (let at = page.parent; at && depth < pages.length; at = byId.get(at)?.parent) depth += 1;
    return depth;
  };
  const publicPages = pages.filter(isPublicPage).sort((a, b) => depthOf(a) - depthOf(b));
  return RULES.map((rule) => {
    const sections = new Map<string | undefined, PageSummary[]>();
    for (const page of publicPages.filter((p) => rule.templates.includes(p.template))) {
      const key = rule.section?.(page, nameOf);
      sections.set(key, [...(sections.get(key) ?? []), page]);
    }
    return {
      id: rule.id,
      title: rule.title,
      sections: [...sections].map(([title, list]) => ({ title, pages: list })),
    };
  }).filter((group) => group.sections.length > 0);
}
