// The sentence that says what a crawl covered adds up: pages checked, the sitemap's pages on this
// site and elsewhere, and the pages robots.txt asked us to leave alone.
import { describe, expect, it } from 'vitest';
import { crawlCoverage } from '../../../../src/features/seo-tools/analysis/crawl-coverage';
import type { CrawledPage } from '../../../../shared/tools-api-contract';

const page = (url: string): CrawledPage => ({ url, redirects: [], noindex: false, links: [] });
const site = (path: string) => `https://clinic.example${path}`;

describe('crawlCoverage', () => {
  it('counts the sitemap’s pages on this site and elsewhere, and the pages robots.txt kept us from', () => {
    expect(
      crawlCoverage({
        pages: [page(site('/')), page(site('/a'))],
        sitemapUrls: [site('/'), site('/a'), site('/forms/x'), 'https://www.clinic.example/b'],
        disallowed: [{ url: site('/forms/x'), rule: { line: 2, text: 'Disallow: /forms/' } }],
      }),
    ).toBe(
      'Checked 2 pages; your sitemap lists 3 pages on this site and 1 page on other addresses; robots.txt asked us to leave 1 page alone, so we did not.',
    );
  });

  it('says when there is no sitemap, or none of its pages is on this site', () => {
    expect(crawlCoverage({ pages: [page(site('/'))], sitemapUrls: undefined })).toBe(
      'Checked 1 page; no sitemap found.',
    );
    expect(
      crawlCoverage({
        pages: [page(site('/'))],
        sitemapUrls: ['https://live.example/', 'https://live.example/a'],
      }),
    ).toBe(
      'Checked 1 page; your sitemap lists no page on this site and 2 pages on other addresses.',
    );
  });
});
