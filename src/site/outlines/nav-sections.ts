// The header and footer menus, derived from the page index: each section lists page ids. A header
// section lists the pages of the families whose row names it (families.ts navSection). In the
// browser they are found in the slice of the index the page embeds, which holds every page the
// menus name, since the prerendered menus named them (docs/decisions/0020).
import { navSectionOf } from 'virtual:reachmark/shell-pages';
import type { NavSectionLabel } from '../../content/families';
import { pageIndex } from '../page-index';
import type { PageSummary } from '../page-summary';
import { SITEMAP_GROUP } from './sitemap-group-ids';

export interface NavSection {
  label: string;
  /** The section's own page, if it has one. */
  hub?: string;
  /** The /sitemap group with the section's full list, linked as 'All <label>' at its end. */
  all?: string;
  items: string[];
}

/** The ids of the pages in a section's families that pass `keep`, in registry order. */
const ids = (section: NavSectionLabel, keep = (_page: PageSummary) => true): string[] =>
  pageIndex.pages
    .filter((page) => navSectionOf[page.template] === section && keep(page))
    .map((page) => page.id);

// The sections are built at render, never when this module loads: the prerender installs the full
// index only after its modules have loaded, and the browser's index is a slice until the first
// page has hydrated (docs/decisions/0020), so a list built at load would not be the one rendered.
const coreServices = () => ids('Services', (page) => page.parent === 'services');
const tools = () => ids('Tools');

export const navSections = (): NavSection[] => [
  { label: 'Services', all: SITEMAP_GROUP.services, items: coreServices() },
  {
    label: 'Locations',
    all: SITEMAP_GROUP.locations,
    // The head office's city first, then the cities and states with a page of their own.
    items: [
      ...ids('Locations', (page) => page.params?.office === 'head'),
      ...ids('Locations', (page) => page.parent === 'home'),
    ],
  },
  {
    label: 'Industries',
    all: SITEMAP_GROUP.industries,
    items: ids('Industries'),
  },
  {
    label: 'Resources',
    items: [...ids('Resources'), 'blog', 'case-studies', 'tool:seo-tools'],
  },
  { label: 'Tools', all: SITEMAP_GROUP.tools, items: tools() },
];

/** Top-level links shown beside the menus. */
export const navLinks = ['blog', 'about', 'contact'];

export const footerSections = (): NavSection[] => [
  { label: 'Services', hub: 'services', items: coreServices().slice(0, 9) },
  {
    label: 'Popular cities',
    items: [
      'location:delhi',
      'location:mumbai',
      'location:bangalore',
      'location:haryana/gurgaon',
      'location:hyderabad',
      'location:pune',
      'location:chennai',
      'location:uttar-pradesh/noida',
    ],
  },
  { label: 'Free tools', hub: 'tool:seo-tools', items: tools() },
  {
    label: 'Company',
    items: [
      'about',
      'case-studies',
      'portfolio',
      'testimonials',
      'awards',
      'careers',
      'contact',
      'sitemap',
    ],
  },
];

export const legalLinks = ['privacy-policy', 'terms-of-service', 'logo'];
