// What the router is given for a request target: absolute-form targets become their path and
// query, and paths whose percent-encoding does not decode are escaped so that they reach the URL
// policy instead of failing in the router.
import { describe, expect, it } from 'vitest';
import { decodableTarget, originForm, routedUrl } from '../../server/request-target';
import { answerFor } from '../../server/url-policy';

describe('originForm', () => {
  it.each([
    ['http://localhost:4173/about', '/about'],
    ['https://example.test/about?x=1', '/about?x=1'],
    ['HTTP://Example.Test', '/'],
    ['http://example.test?x=1', '/?x=1'],
    ['http://user@example.test:80//evil.example', '//evil.example'],
    ['/about', '/about'],
    ['*', '*'],
    ['ftp://example.test/about', 'ftp://example.test/about'],
  ])('reads %s as %s', (target, expected) => {
    expect(originForm(target)).toBe(expected);
  });
});

describe('decodableTarget', () => {
  it.each(['/about', '/a%20b?q=%ZZ', '/%E2%82%AC'])('leaves %s as it is', (target) => {
    expect(decodableTarget(target)).toBe(target);
  });

  it.each([
    ['/%ZZ', '/%25ZZ'],
    ['/ab%', '/ab%25'],
    ['/%C0%AF?q=%ZZ', '/%25C0%25AF?q=%ZZ'],
  ])('escapes the percent signs of %s', (target, expected) => {
    expect(decodableTarget(target)).toBe(expected);
  });
});

describe('routedUrl', () => {
  it.each(['/%ZZ', 'http://localhost/%C0%AF', 'http://localhost/%5Cx'])(
    '%s still reaches the URL policy as not-found',
    (target) => {
      expect(answerFor(routedUrl(target), new Set(['/']))).toEqual({ kind: 'not-found' });
    },
  );
});
