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

  it('names broken links with the pages linking to them', () => {
    const broken = findings.get('broken-links');
    expect(broken?.status).toBe('fail');
    expect(broken?.items).toEqual([
      { url: at('/gone'), note: `HTTP 404; linked from ${at('/')}, ${at('/b')}` },
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
    expect(clean.map((item) => item.status)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
  });

  it('gives one CSV row per page concerned', () => {
    const rows = crawlFindingRows(crawlFindings({ pages, sitemapUrls: undefined }));
    expect(rows).toContainEqual([
      at('/gone'),
      '',
      'Broken links',
      'fail',
      `HTTP 404; linked from ${at('/')}, ${at('/b')}`,
      expect.stringMatching(/^Point each link/),
    ]);
  });
});
