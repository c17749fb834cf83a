// sitemap.xml and robots.txt, generated at build from the registry: absolute URLs of public pages
// only (src/site/pages.ts isPublic), each with the date its content last changed (content-dates.ts).
import { escapeUTF8 } from 'entities/escape';
import { SITE_URL } from '../../../shared/site';
import { contentDate } from './content-dates';
import type { PageEntry } from '../../content/page-entry';
import { absoluteUrl } from '../absolute-url';
import { isPublic } from '../pages';

export function sitemapXml(pages: PageEntry[]): string {
  const urls = pages
    .filter(isPublic)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeUTF8(absoluteUrl(page.path))}</loc>\n    <lastmod>${contentDate(page)}</lastmod>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}
