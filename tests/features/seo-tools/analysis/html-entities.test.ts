import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from '../../../../src/features/seo-tools/analysis/html-entities';

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hexadecimal references', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry &mdash; &#8377;499 or &#x20B9;499')).toBe(
      'Tom & Jerry — ₹499 or ₹499',
    );
  });

  it('keeps unknown references as written', () => {
    expect(decodeHtmlEntities('&bogus; &unknownthing')).toBe('&bogus; &unknownthing');
  });

  it('decodes legacy references without a semicolon in text, as browsers do', () => {
    expect(decodeHtmlEntities('&copy 2024 &amp co')).toBe('© 2024 & co');
    expect(decodeHtmlEntities('&notit;')).toBe('¬it;');
  });

  it('leaves query strings in attributes alone', () => {
    expect(decodeHtmlEntities('/search?a=1&copy=2&amp;b=3', true)).toBe('/search?a=1&copy=2&b=3');
  });

  it('maps the C1 range to Windows-1252 and invalid code points to the replacement character', () => {
    expect(decodeHtmlEntities('&#150; &#146;')).toBe('– ’');
    expect(decodeHtmlEntities('&#0; &#xD800; &#99999999999;')).toBe('\uFFFD \uFFFD \uFFFD');
  });

  it('does not decode &apos without its semicolon', () => {
    expect(decodeHtmlEntities('&apos &apos;')).toBe("&apos '");
  });
});
