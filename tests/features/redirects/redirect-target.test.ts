import { describe, expect, it } from 'vitest';
import { pathFromHash, safeRedirectPath } from '../../../src/features/redirects/redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/services/seo', '/services/seo'],
    ['/quote?service=seo&city=mumbai', '/quote?service=seo&city=mumbai'],
    ['/about#team', '/about#team'],
    ['/a/../contact', '/contact'],
    ['/blog?next=%2F%2Fx', '/blog?next=%2F%2Fx'],
    ['/services/seo%20pune', '/services/seo%20pune'],
  ])('follows the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
    ['an empty string', ''],
    ['5,000 characters of junk', 'x'.repeat(5000)],
    ['a long path', `/${'a'.repeat(5000)}`],
    ['a path with a line break', '/about\r\nSet-Cookie: x=1'],
    ['a relative path', 'about'],
    ['a path that tidies into a protocol-relative URL', '/.//evil.example'],
    ['dot segments that tidy into a protocol-relative URL', '/%2e%2e//x'],
    ['a dot-dot path that tidies into a protocol-relative URL', '/a/..//evil.example'],
    ['encoded backslashes', '/%5C%5Cevil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['a malformed escape', '/%E0%A4%A'],
    ['a number', 42],
    ['null', null],
  ])('drops %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('pathFromHash', () => {
  it('turns #/path into a path, keeping query and inner hash', () => {
    expect(pathFromHash('#/contact?topic=seo#form')).toBe('/contact?topic=seo#form');
  });

  it('ignores ordinary and hostile hashes', () => {
    expect(pathFromHash('#pricing')).toBeUndefined();
    expect(pathFromHash('')).toBeUndefined();
    expect(pathFromHash('#//evil.example')).toBeUndefined();
    expect(pathFromHash('#/.//evil.example')).toBeUndefined();
    expect(pathFromHash('#/%2e%2e//x')).toBeUndefined();
    expect(pathFromHash('#/%5C%5Cevil.example')).toBeUndefined();
  });
});
