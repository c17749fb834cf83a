// The absolute URL of a page of the site, for canonical links, Open Graph, JSON-LD and sitemap.xml.
import { SITE_URL } from '../../shared/site';

/** The absolute URL of a root-relative path; the home page keeps its slash. */
export const absoluteUrl = (path: string): string =>
  path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
