import { describe, expect, it } from 'vitest';
import {
  crawlFindingRows,
  crawlFindings,
} from '../../../../src/features/seo-tools/analysis/crawl-report';
import type { CrawledPage } from '../../../../shared/tools-api-contract';

const at = (path: string) => `https://example.com${path}`;
const ok = (path: string, links: string[], extra: Partial<CrawledPage> = {}): CrawledPage => ({
  url: at(path),
  finalUrl: at(path),
  status: 200,
  responseMs: 120,
  redirects: [],
  noindex: false,
  links: links.map(at),
  html: '<title>x</title>',
  ...extra,
});

const pages: CrawledPage[] = [
  ok('/', ['/a', '/b', '/gone', '/old']),
  ok('/a', ['/', '/b']),
  ok('/b', ['/gone'], { noindex: true }),
  {
    url: at('/gone'),
    finalUrl: at('/gone'),
    status: 404,
    responseMs: 30,
    redirects: [],
    noindex: false,
    links: [],
  },
  ok('/old', [], {
    finalUrl: at('/a'),
    redirects: [
      { url: at('/old'), status: 301, location: at('/older') },
      { url: at('/older'), status: 302, location: at('/a') },
    ],
  }),
  ok('/slow', [], { responseMs: 2_500 }),
  ok('/orphan', []),
];

const byId = (sitemapUrls: string[] | undefined) =>
  new Map(crawlFindings({ pages, sitemapUrls }).map((item) => [item.id, item]));

describe('crawlFindings', () => {
  const findings = byId([at('/'), at('/a'), at('/orphan'), at('/slow')]);

  it('names broken pages with the pages linking to them', () => {
    const broken = findings.get('broken-pages');
    expect(broken?.status).toBe('fail');
    expect(broken?.detail).toBe('1 page answered with an error instead of its content.');
    expect(broken?.items).toEqual([
      {
        url: at('/gone'),
        note: `Error 404 (page not found); linked from ${at('/')}, ${at('/b')}`,
      },
    ]);
  });

  it('names redirect chains hop by hop', () => {
    const redirects = findings.get('redirects');
    expect(redirects?.status).toBe('fail');
    expect(redirects?.items[0]?.note).toBe(
      `301 → ${at('/older')}, then 302 → ${at('/a')}; linked from ${at('/')}`,
    );
  });

  it('names sitemap pages no page links to, and linked pages missing from the sitemap', () => {
    expect(findings.get('sitemap-orphans')?.items.map((item) => item.url)).toEqual([
      at('/orphan'),
      at('/slow'),
    ]);
    // /b is noindex, /gone broken and /old a redirect: none belongs in the sitemap.
    expect(findings.get('missing-from-sitemap')?.items.map((item) => item.url)).toEqual([]);
    const without = byId([at('/'), at('/orphan')]);
    expect(without.get('missing-from-sitemap')?.items.map((item) => item.url)).toEqual([
      at('/a'),
      at('/slow'),
    ]);
  });

  it('names noindex pages and slow responses against Google’s thresholds', () => {
    expect(findings.get('noindex')?.items).toEqual([
      { url: at('/b'), note: 'Robots meta tag: noindex' },
    ]);
    const slow = findings.get('slow-responses');
    expect(slow?.status).toBe('fail');
    expect(slow?.items).toEqual([{ url: at('/slow'), note: 'Answered in 2.5 s' }]);
  });

  it('says when there is no sitemap instead of judging against one', () => {
    const none = byId(undefined);
    expect(none.get('sitemap')?.status).toBe('warn');
    expect(none.has('sitemap-orphans')).toBe(false);
  });

  it('passes a clean site', () => {
    const clean = crawlFindings({
      pages: [ok('/', ['/a']), ok('/a', ['/'])],
      sitemapUrls: [at('/'), at('/a')],
    });
    expect(clean.map((item) => [item.id, item.status])).toEqual([
      ['broken-pages', 'pass'],
      ['redirects', 'pass'],
      ['sitemap-orphans', 'pass'],
      ['missing-from-sitemap', 'pass'],
      ['duplicate-addresses', 'pass'],
      ['noindex', 'pass'],
      ['slow-responses', 'pass'],
    ]);
  });

  it('gives one CSV row per page concerned', () => {
    const rows = crawlFindingRows(crawlFindings({ pages, sitemapUrls: undefined }));
    expect(rows).toContainEqual([
      at('/gone'),
      '',
      'Broken pages',
      'fail',
      `Error 404 (page not found); linked from ${at('/')}, ${at('/b')}`,
      expect.stringMatching(/^Point each link/),
    ]);
  });

  it('lists disallowed pages with their robots.txt line, never as sitemap orphans', () => {
    const input = {
      pages: [ok('/', ['/a', '/forms/quote']), ok('/a', ['/'])],
      sitemapUrls: [at('/'), at('/a'), at('/forms/quote'), at('/forms/call')],
      disallowed: ['/forms/quote', '/forms/call'].map((path) => ({
        url: at(path),
        rule: { line: 2, text: 'Disallow: /forms/' },
      })),
    };
    const found = new Map(crawlFindings(input).map((item) => [item.id, item]));
    expect(found.get('sitemap-orphans')?.items).toEqual([]);
    const robots = found.get('robots-disallowed');
    expect(robots?.status).toBe('warn');
    expect(robots?.detail).toBe(
      'robots.txt asks search engines to stay out of 2 pages, so we did not check them; your sitemap lists all of them.',
    );
    expect(robots?.items[0]).toEqual({
      url: at('/forms/quote'),
      note: `Blocked by line 2 of robots.txt, “Disallow: /forms/”; your sitemap lists it; linked from ${at('/')}`,
    });
    expect(crawlFindingRows(crawlFindings(input))).toContainEqual([
      at('/forms/call'),
      '',
      'Pages robots.txt keeps search engines out of',
      'warn',
      'Blocked by line 2 of robots.txt, “Disallow: /forms/”; your sitemap lists it',
      expect.stringMatching(/^If a page should be found in Google/),
    ]);
  });

  it('reports canonicalised addresses once, never as missing from the sitemap', () => {
    const tags = ['/blog?tag=a', '/blog?tag=b'].map((path) =>
      ok(path, ['/blog'], { canonical: at('/blog') }),
    );
    const found = new Map(
      crawlFindings({
        pages: [ok('/blog', ['/blog?tag=a', '/blog?tag=b']), ...tags],
        sitemapUrls: [at('/blog')],
      }).map((item) => [item.id, item]),
    );
    expect(found.get('missing-from-sitemap')?.items).toEqual([]);
    expect(found.get('duplicate-addresses')?.items).toEqual([]);
    expect(found.get('canonicalised')?.items).toEqual([
      {
        url: at('/blog?tag=a'),
        note: `Canonicalised to ${at('/blog')}: search engines count it as that page`,
      },
      {
        url: at('/blog?tag=b'),
        note: `Canonicalised to ${at('/blog')}: search engines count it as that page`,
      },
    ]);
  });

  it('names a copy by letter case or tracking parameters instead of asking to add it to the sitemap', () => {
    const found = new Map(
      crawlFindings({
        pages: [
          ok('/', ['/Locations/Elyria/', '/locations/elyria/', '/?utm_source=footer']),
          ok('/Locations/Elyria/', []),
          ok('/locations/elyria/', []),
          ok('/?utm_source=footer', []),
        ],
        sitemapUrls: [at('/'), at('/locations/elyria/')],
      }).map((item) => [item.id, item]),
    );
    expect(found.get('missing-from-sitemap')?.items).toEqual([]);
    const copies = found.get('duplicate-addresses');
    expect(copies?.status).toBe('warn');
    expect(copies?.items).toEqual([
      {
        url: at('/?utm_source=footer'),
        note: `The same page as ${at('/')}, differing only by tracking parameters (utm_, gclid, fbclid…); linked from ${at('/')}`,
      },
      {
        url: at('/Locations/Elyria/'),
        note: `The same page as ${at('/locations/elyria/')}, differing only by capital letters; linked from ${at('/')}`,
      },
    ]);
  });

  it('says when the sitemap lists the site under another address, and offers to crawl that one', () => {
    const www = (path: string) => `https://www.example.com${path}`;
    const found = new Map(
      crawlFindings({
        pages: [ok('/', [])],
        sitemapUrls: [www('/'), www('/a'), www('/b')],
      }).map((item) => [item.id, item]),
    );
    const hosts = found.get('sitemap-hosts');
    expect(hosts?.status).toBe('fail');
    expect(hosts?.detail).toBe(
      'Your sitemap lists 3 pages on https://www.example.com, but we checked https://example.com, so we could not compare them with your links.',
    );
    expect(hosts?.recrawl).toBe('https://www.example.com/');
    expect(found.has('sitemap-orphans')).toBe(false);
  });

  it('names a sitemap that lists another site without offering to crawl it', () => {
    const hosts = crawlFindings({
      pages: [ok('/', ['/a']), ok('/a', [])],
      sitemapUrls: [at('/'), 'https://live-clinic.example/', 'https://live-clinic.example/a'],
    }).find((item) => item.id === 'sitemap-hosts');
    expect(hosts?.recrawl).toBeUndefined();
    expect(hosts?.items).toEqual([
      {
        url: 'https://live-clinic.example',
        note: '2 pages in your sitemap, such as https://live-clinic.example/; another site',
      },
    ]);
    expect(hosts?.fix).toMatch(/staging or copied site/);
  });
});
