import { describe, expect, it } from 'vitest';
import { answerFor, isParsableRange } from '../../server/url-policy';

const pages = new Set(['/', '/about', '/services/seo']);

describe('answerFor', () => {
  it.each(['/', '/about', '/services/seo?x=1', '/assets/index-abc.js', '/sw.js', '/api/leads'])(
    'serves %s',
    (url) => {
      expect(answerFor(url, pages)).toEqual({ kind: 'serve' });
    },
  );

  it.each([
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/services/seo/index.html?ref=x', '/services/seo?ref=x'],
    ['/about/', '/about'],
    ['/about//?a=1', '/about?a=1'],
  ])('redirects %s to %s', (url, location) => {
    expect(answerFor(url, pages)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '//x',
    '//evil.example/path',
    '/\\x',
    '/a\\b',
    `/${'a'.repeat(256)}`,
    `/services/${'b'.repeat(300)}`,
    '/404.html',
    '/not-found.html',
    '/missing/index.html',
    '/missing/',
    '/about#x',
    '/%5Cx',
    '/a%00b',
    '/a%2Fb',
    '/%2f%2fevil.example',
    '/%2e%2e/about',
    '/a/%2E/b',
    '/a/../about',
    '/.',
    '/%ZZ',
    '/ab%',
    '/%C0%AF',
    '/%FF',
    '/a%0Ab',
    '/a%7F',
    '/a%C2%9F',
    '/%252e%252e/about',
  ])('answers %s with the not-found page', (url) => {
    expect(answerFor(url, pages)).toEqual({ kind: 'not-found' });
  });

  it.each(['/abo%75t', '/%E2%82%AC', '/a%20b', '/a%23b', '/about?q=%ZZ%00', '/a.b/c..d'])(
    'serves %s: it decodes to plain names (and the query is not a path)',
    (url) => {
      expect(answerFor(url, pages)).toEqual({ kind: 'serve' });
    },
  );

  it('keeps a 255-character segment', () => {
    expect(answerFor(`/${'a'.repeat(255)}`, pages)).toEqual({ kind: 'serve' });
  });
});

describe('isParsableRange', () => {
  it.each(['bytes=0-99', 'bytes=100-', 'bytes=-500', 'bytes=0-1, 5-9'])('honours %s', (value) => {
    expect(isParsableRange(value)).toBe(true);
  });

  it.each(['bytes=abc', 'items=0-1', 'bytes=', '0-99', 'bytes=1-2-3'])('ignores %s', (value) => {
    expect(isParsableRange(value)).toBe(false);
  });
});
