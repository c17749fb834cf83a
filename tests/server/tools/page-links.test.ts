import { describe, expect, it } from 'vitest';
import { headerSaysNoindex, readPageLinks } from '../../../server/tools/page-links';

describe('readPageLinks', () => {
  it('reads the title, noindex, canonical and absolute links, each once, without fragments', () => {
    const html = `<html><head><TITLE> Plumbers  in &amp; around Pune </TITLE>
      <meta name="ROBOTS" content="noindex,follow"><link rel="canonical" href="/home">
      <svg><title>icon</title></svg></head><body>
      <a href="/a#x">A</a><a href="/a">A again</a><a href="b?q=1">B</a>
      <a href="mailto:x@example.com">mail</a><a href="javascript:void(0)">js</a>
      <a href="https://other.example/">other</a><a href="http://[bad">bad</a></body></html>`;
    expect(readPageLinks(html, 'https://example.com/dir/page')).toEqual({
      title: 'Plumbers in & around Pune',
      noindex: true,
      canonical: 'https://example.com/home',
      links: ['https://example.com/a', 'https://example.com/dir/b?q=1', 'https://other.example/'],
      assets: [],
    });
  });

  it('reads the images (src and srcset), icons, stylesheets and scripts a page loads, each once', () => {
    const html = `<head><link rel="stylesheet" href="/s.css"><link rel="shortcut icon" href="/f.ico">
      <link rel="apple-touch-icon" href="/t.png"><link rel="preconnect" href="https://cdn.example">
      <link rel="canonical" href="/"><script src="app.js#v"></script><script>inline()</script></head>
      <body><img src="/a.png" srcset="/a.png 1x, /a-2x.png 2x"><img alt="no source">
      <img src="data:image/png;base64,AAAA"></body>`;
    expect(readPageLinks(html, 'https://example.com/dir/').assets).toEqual([
      'https://example.com/s.css',
      'https://example.com/f.ico',
      'https://example.com/t.png',
      'https://example.com/dir/app.js',
      'https://example.com/a.png',
      'https://example.com/a-2x.png',
    ]);
  });

  it('resolves links against <base href>', () => {
    const read = readPageLinks(
      '<base href="https://example.com/en/"><a href="x">x</a>',
      'https://example.com/',
    );
    expect(read.links).toEqual(['https://example.com/en/x']);
    expect(read.noindex).toBe(false);
  });

  it('reads googlebot and "none" as noindex too', () => {
    expect(readPageLinks('<meta name="googlebot" content="none">', 'https://a.test/').noindex).toBe(
      true,
    );
  });
});

describe('headerSaysNoindex', () => {
  it.each([
    ['noindex', true],
    ['googlebot: noindex, nofollow', true],
    ['none', true],
    ['nofollow', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(headerSaysNoindex(value)).toBe(expected);
  });
});
