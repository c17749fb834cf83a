import { describe, expect, it } from 'vitest';
import { readSitemap } from '../../../server/tools/sitemap-reader';

describe('readSitemap', () => {
  it('reads the page addresses of a urlset', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc> https://example.com/?a=1&amp;b=2 </loc><lastmod>2026-01-01</lastmod></url>
        <url><loc>https://example.com/about</loc></url>
        <url><loc>ftp://example.com/file</loc></url>
      </urlset>`;
    expect(readSitemap(xml)).toEqual({
      kind: 'urlset',
      locations: ['https://example.com/?a=1&b=2', 'https://example.com/about'],
    });
  });

  it('reads the child sitemaps of a sitemap index, with a namespace prefix too', () => {
    const xml = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sm:sitemap><sm:loc>https://example.com/pages.xml</sm:loc></sm:sitemap></sm:sitemapindex>`;
    expect(readSitemap(xml)).toEqual({
      kind: 'index',
      locations: ['https://example.com/pages.xml'],
    });
  });

  it('reads a plain-text sitemap, one address a line', () => {
    expect(readSitemap('https://example.com/\nnot a url\r\nhttps://example.com/b\n')).toEqual({
      kind: 'urlset',
      locations: ['https://example.com/', 'https://example.com/b'],
    });
  });
});
