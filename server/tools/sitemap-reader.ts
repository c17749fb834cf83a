// Reads a sitemap with htmlparser2 in XML mode: the page addresses of a <urlset>, or the child
// sitemaps of a <sitemapindex>. Plain-text sitemaps (one address a line) are read too.
import { Parser } from 'htmlparser2';

export interface SitemapContent {
  kind: 'urlset' | 'index';
  locations: string[];
}

const httpUrl = (text: string): string | undefined => {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
};

export function readSitemap(text: string): SitemapContent {
  if (!text.trimStart().startsWith('<')) {
    const locations = text
      .split(/\r?\n/)
      .map(httpUrl)
      .filter((url) => url !== undefined);
    return { kind: 'urlset', locations };
  }
  let kind: SitemapContent['kind'] = 'urlset';
  let inLoc = false;
  let loc = '';
  const locations: string[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.toLowerCase().replace(/^.*:/, '');
        if (local === 'sitemapindex') kind = 'index';
        if (local === 'loc') {
          inLoc = true;
          loc = '';
        }
      },
      ontext(data) {
        if (inLoc) loc += data;
      },
      onclosetag(name) {
        if (name.toLowerCase().replace(/^.*:/, '') !== 'loc') return;
        inLoc = false;
        const url = httpUrl(loc);
        if (url) locations.push(url);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(text);
  return { kind, locations };
}
