import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  googleRobotsDirectives,
  type AddressFacts,
} from '../../../../src/features/seo-tools/analysis/checks-address';
import { analyzeHtml } from '../../../../src/features/seo-tools/analysis/html-analysis';
import type { FindingId } from '../../../../src/features/seo-tools/analysis/findings';
import { readFixture } from '../read-fixture';

const facts = (extra: Partial<AddressFacts> = {}): AddressFacts => ({
  requestedUrl: 'https://www.example.in/services/',
  finalUrl: 'https://www.example.in/services/',
  responseMs: 120,
  redirects: [],
  headers: { 'content-type': 'text/html' },
  robots: {
    url: 'https://www.example.in/robots.txt',
    status: 'read',
    googlebot: 'allowed',
  },
  ...extra,
});

const byId = (list: AddressFacts, id: FindingId) => checkAddress(list).find((f) => f.id === id);

describe('checks on how the server answered', () => {
  it('passes a page that answers fast, directly, allowed and with no robots header', () => {
    expect(checkAddress(facts()).map((f) => [f.id, f.status])).toEqual([
      ['robots-txt', 'pass'],
      ['robots-header', 'pass'],
      ['redirects', 'pass'],
      ['server-response', 'pass'],
    ]);
  });

  it('keeps a good page at 100 when its answer is good too', () => {
    expect(analyzeHtml(readFixture('good-page.html'), {}, facts()).score).toBe(100);
  });

  it('fails a page robots.txt blocks for Googlebot, quoting the rule and its line', () => {
    const found = byId(
      facts({
        robots: {
          url: 'https://www.example.in/robots.txt',
          status: 'read',
          googlebot: 'blocked',
          rule: 'Disallow: /services/',
          line: 3,
        },
      }),
      'robots-txt',
    );
    expect(found?.status).toBe('fail');
    expect(found?.detail).toBe(
      'robots.txt blocks Google from this page: the rule “Disallow: /services/” on line 3 of https://www.example.in/robots.txt matches it, so Googlebot won’t read it.',
    );
    expect(found?.fix).toMatch(/remove or narrow the robots\.txt rule/);
  });

  it('fails a page whose robots.txt cannot be read, and says nothing when it was not checked', () => {
    const unknown = byId(
      facts({
        robots: {
          url: 'https://www.example.in/robots.txt',
          status: 'unreadable',
          reason: 'HTTP 503',
          googlebot: 'unknown',
        },
      }),
      'robots-txt',
    );
    expect(unknown?.status).toBe('fail');
    expect(unknown?.detail).toMatch(
      /^We couldn’t read https:\/\/www\.example\.in\/robots\.txt \(HTTP 503\)/,
    );
    expect(byId(facts({ robots: undefined }), 'robots-txt')).toBe(undefined);
  });

  it('passes a site with no robots.txt, saying Google may visit every page', () => {
    const found = byId(
      facts({
        robots: {
          url: 'https://www.example.in/robots.txt',
          status: 'missing',
          reason: 'HTTP 404',
          googlebot: 'allowed',
        },
      }),
      'robots-txt',
    );
    expect(found?.status).toBe('pass');
    expect(found?.detail).toMatch(/no robots\.txt .*HTTP 404.* may visit every page/);
  });

  it('fails a noindex X-Robots-Tag header and warns on nofollow', () => {
    const noindex = byId(
      facts({ headers: { 'x-robots-tag': 'noindex, nofollow' } }),
      'robots-header',
    );
    expect(noindex?.status).toBe('fail');
    expect(noindex?.detail).toMatch(
      /Google will leave it out of its results, whatever the HTML says/,
    );
    expect(byId(facts({ headers: { 'x-robots-tag': 'none' } }), 'robots-header')?.status).toBe(
      'fail',
    );
    expect(byId(facts({ headers: { 'x-robots-tag': 'nofollow' } }), 'robots-header')?.status).toBe(
      'warn',
    );
  });

  it('reads X-Robots-Tag directives for Googlebot only', () => {
    expect(googleRobotsDirectives('otherbot: noindex, nofollow')).toEqual([]);
    expect(googleRobotsDirectives('googlebot: noindex')).toEqual(['noindex']);
    expect(googleRobotsDirectives('max-snippet: 50, NoIndex')).toEqual([
      'max-snippet: 50',
      'noindex',
    ]);
    expect(googleRobotsDirectives(undefined)).toEqual([]);
    expect(
      byId(facts({ headers: { 'x-robots-tag': 'bingbot: noindex' } }), 'robots-header')?.status,
    ).toBe('pass');
  });

  it('warns on a redirect chain, naming each hop and where it ends', () => {
    const found = byId(
      facts({
        requestedUrl: 'http://example.in/services',
        redirects: [
          {
            url: 'http://example.in/services',
            status: 301,
            location: 'https://example.in/services',
          },
          {
            url: 'https://example.in/services',
            status: 301,
            location: 'https://www.example.in/services/',
          },
        ],
      }),
      'redirects',
    );
    expect(found?.status).toBe('warn');
    expect(found?.detail).toBe(
      'The address goes through 2 redirects before the page: http://example.in/services (301) → https://example.in/services (301) → https://www.example.in/services/. Link to https://www.example.in/services/ directly, and make old addresses redirect there in one step.',
    );
    expect(found?.fix).toMatch(/redirect in one step, permanently \(301\)/);
  });

  it('warns on one temporary redirect and passes one permanent redirect', () => {
    const hop = (status: number) => [
      { url: 'https://www.example.in/old', status, location: 'https://www.example.in/services/' },
    ];
    expect(byId(facts({ redirects: hop(302) }), 'redirects')?.status).toBe('warn');
    expect(byId(facts({ redirects: hop(301) }), 'redirects')?.status).toBe('pass');
  });

  it.each([
    [800, 'pass', /good, under 800 ms/],
    [801, 'warn', /slow, over 800 ms/],
    [1801, 'fail', /very slow, over 1800 ms\. Under 800 ms is good/],
  ] as const)('judges a first byte after %i ms as %s', (ms, status, detail) => {
    const found = byId(facts({ responseMs: ms }), 'server-response');
    expect(found?.status).toBe(status);
    expect(found?.detail).toMatch(detail);
    expect(found?.fix).toMatch(/page caching/);
  });
});
