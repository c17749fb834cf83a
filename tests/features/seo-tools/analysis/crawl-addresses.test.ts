// A crawl's addresses sorted by the page they are: canonicalised addresses counted as their
// canonical, the same page under another letter case, trailing slash, index.html or tracking
// parameters named as such, each page graded once, and a sitemap's other hosts told apart from
// the same site under another scheme or www form.
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  differences,
  otherHosts,
  sortAddresses,
} from '../../../../src/features/seo-tools/analysis/crawl-addresses';
import type { CrawledPage } from '../../../../shared/tools-api-contract';

const at = (path: string) => `https://clinic.example${path}`;
const ok = (path: string, extra: Partial<CrawledPage> = {}): CrawledPage => ({
  url: at(path),
  finalUrl: at(path),
  status: 200,
  redirects: [],
  noindex: false,
  links: [],
  html: '<title>x</title>',
  ...extra,
});

describe('addressKey and differences', () => {
  it('gives every spelling of one page the same key, and keeps parameters that change it', () => {
    const key = addressKey(at('/about'));
    for (const spelling of [
      '/About',
      '/about/',
      '/about/index.html',
      '/about?utm_source=news&gclid=1',
      '/about?fbclid=x#team',
    ])
      expect(addressKey(at(spelling))).toBe(key);
    expect(addressKey(at('/about?page=2'))).not.toBe(key);
    expect(addressKey(at('/'))).toBe(addressKey(at('/index.html')));
  });

  it('names how two spellings differ', () => {
    expect(differences(at('/locations/elyria/'), at('/Locations/Elyria/'))).toEqual([
      'letter case',
    ]);
    expect(differences(at('/about'), at('/about/'))).toEqual(['trailing slash']);
    expect(differences(at('/about/'), at('/about/index.html'))).toEqual(['index.html']);
    expect(differences(at('/about'), at('/about?utm_source=mail'))).toEqual(['tracking']);
    expect(differences(at('/about'), at('/About/?gclid=2'))).toEqual([
      'tracking',
      'trailing slash',
      'letter case',
    ]);
  });
});

describe('sortAddresses', () => {
  it('counts tag addresses canonicalised to the blog as the blog, and grades the blog once', () => {
    const tags = Array.from({ length: 20 }, (_, index) =>
      ok(`/blog?tag=t${index}`, { canonical: at('/blog') }),
    );
    const sorted = sortAddresses([ok('/blog', { canonical: at('/blog') }), ...tags], [at('/blog')]);
    expect(sorted.canonicalised).toHaveLength(20);
    expect(sorted.canonicalised[0]).toEqual({ url: at('/blog?tag=t0'), to: at('/blog') });
    expect(sorted.graded.map((page) => page.url)).toEqual([at('/blog')]);
    expect(sorted.duplicates).toEqual([]);
    expect(sorted.notThePage.has(at('/blog?tag=t3'))).toBe(true);
  });

  it('keeps the sitemap’s address of a page and names the others as its copies', () => {
    const sorted = sortAddresses(
      [ok('/'), ok('/Locations/Elyria/'), ok('/services/'), ok('/services/index.html')],
      [at('/'), at('/locations/elyria/')],
    );
    expect(sorted.duplicates).toEqual([
      {
        page: at('/locations/elyria/'),
        variants: [{ url: at('/Locations/Elyria/'), differs: ['letter case'] }],
      },
      {
        page: at('/services/'),
        variants: [{ url: at('/services/index.html'), differs: ['index.html'] }],
      },
    ]);
    expect(sorted.graded.map((page) => page.url)).toEqual([
      at('/'),
      at('/Locations/Elyria/'),
      at('/services/'),
    ]);
    expect([...sorted.notThePage]).toEqual([at('/Locations/Elyria/'), at('/services/index.html')]);
  });

  it('does not take a sitemap address that redirects for a copy of its target', () => {
    const sorted = sortAddresses(
      [ok('/'), ok('/team/', { finalUrl: at('/team'), redirects: [] }), ok('/team')],
      [at('/team/')],
    );
    expect(sorted.duplicates).toEqual([]);
    expect(sorted.graded.map((page) => page.finalUrl)).toEqual([at('/'), at('/team')]);
  });

  it('grades neither error pages nor pages not read as HTML', () => {
    const sorted = sortAddresses([
      ok('/'),
      ok('/gone', { status: 404 }),
      ok('/file', { html: undefined, skipped: 'not HTML' }),
    ]);
    expect(sorted.graded.map((page) => page.url)).toEqual([at('/')]);
  });
});

describe('otherHosts', () => {
  it('groups sitemap addresses on other origins and tells the same site from another', () => {
    const hosts = otherHosts(
      [
        at('/'),
        'https://www.clinic.example/',
        'https://www.clinic.example/a',
        'http://clinic.example/b',
        'https://live-clinic.example/',
      ],
      at('/'),
    );
    expect(hosts).toEqual([
      {
        origin: 'https://www.clinic.example',
        urls: ['https://www.clinic.example/', 'https://www.clinic.example/a'],
        sameSite: true,
      },
      { origin: 'http://clinic.example', urls: ['http://clinic.example/b'], sameSite: true },
      {
        origin: 'https://live-clinic.example',
        urls: ['https://live-clinic.example/'],
        sameSite: false,
      },
    ]);
  });
});
