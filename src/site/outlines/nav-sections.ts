// The header and footer menus, derived from the page index: each section lists page ids.
import { pageIndex } from '../page-index';
import { SITEMAP_GROUP } from './sitemap-group-ids';

export interface NavSection {
  label: string;
  /** The section's own page, if it has one. */
  hub?: string;
  /** The /sitemap group with the section's full list, linked as 'All <label>' at its end. */
  all?: string;
  items: string[];
}

const ids = (filter: (page: (typeof pageIndex)[number]) => boolean): string[] =>
  pageIndex.filter(filter).map((page) => page.id);

const coreServices = ids((page) => page.template === 'service' && page.parent === 'services');
const tools = ids((page) => page.template === 'tool');

export const navSections: NavSection[] = [
  { label: 'Services', all: SITEMAP_GROUP.services, items: coreServices },
  {
    label: 'Locations',
    all: SITEMAP_GROUP.locations,
    // The head office's city first, then the cities and states with a page of their own.
    items: [
      ...ids((page) => page.template === 'location' && page.params?.office === 'head'),
      ...ids((page) => page.template === 'location' && page.parent === 'home'),
    ],
  },
  {
    label: 'Industries',
    all: SITEMAP_GROUP.industries,
    items: ids((page) => page.template === 'industry'),
  },
  {
    label: 'Resources',
    items: [
      ...ids((page) => page.template === 'resource'),
      'blog',
      'case-studies',
      'tool:seo-tools',
    ],
  },
  { label: 'Tools', all: SITEMAP_GROUP.tools, items: tools },
];

/** Top-level links shown beside the menus. */
export const navLinks = ['blog', 'about', 'contact'];

export const footerSections: NavSection[] = [
  { label: 'Services', hub: 'services', items: coreServices.slice(0, 9) },
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
  { label: 'Free tools', hub: 'tool:seo-tools', items: tools },
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
