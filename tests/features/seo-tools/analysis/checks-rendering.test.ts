import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../../src/features/seo-tools/analysis/html-analysis';
import { extractPageFacts } from '../../../../src/features/seo-tools/analysis/page-facts';
import { readFixture } from '../read-fixture';

const shell = (root: string, body = '') =>
  `<!doctype html><html lang="en"><head><title>Kitchen Studio</title>` +
  `<script type="module" src="/assets/index-4f2a.js"></script></head>` +
  `<body>${root}${body}<noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;

const rendering = (html: string) => analyzeHtml(html).findings.find((f) => f.id === 'rendering');

describe('a page drawn by JavaScript', () => {
  it.each([
    ['<div id="root"></div>', 'root'],
    ['<div id="app">\n  <!-- app -->\n</div>', 'app'],
    ['<div id="__next"></div>', '__next'],
    ['<app-root></app-root>', 'app-root'],
  ])('is found from an empty app root %s', (root, id) => {
    expect(extractPageFacts(shell(root)).emptyAppRoots).toEqual([id]);
    const found = rendering(shell(root));
    expect(found?.status).toBe('fail');
    expect(found?.detail).toMatch(
      /^Rendered by JavaScript: search engines may see an empty page\. It arrives as an empty <(div id="[\w-]+"|app-root)> with 1 script and 0 words of text/,
    );
    expect(found?.fix).toMatch(/server-side rendering or prerendering/);
  });

  it('is named first among the failures and costs score like a noindex', () => {
    const report = analyzeHtml(shell('<div id="root"></div>'));
    expect(report.findings[0]?.id).toBe('rendering');
    const sameWithoutScript = analyzeHtml(
      shell('<div id="root"></div>').replace(/<script[^>]*><\/script>/, ''),
    );
    expect(report.score).toBeLessThan(sameWithoutScript.score);
  });

  it('is not reported for a root that arrives with its content (server rendered)', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    expect(
      rendering(shell(`<div id="root"><main><h1>Kitchens</h1><p>${words}</p></main></div>`)),
    ).toBe(undefined);
    expect(extractPageFacts(shell('<div id="root"><p>Hi</p></div>')).emptyAppRoots).toEqual([]);
  });

  it('is not reported for an empty root with no script, or with plenty of text beside it', () => {
    const words = Array.from({ length: 150 }, (_, i) => `word${i}`).join(' ');
    expect(rendering('<div id="root"></div><p>Coming soon</p>')).toBe(undefined);
    expect(rendering(shell('<div id="root"></div>', `<article><p>${words}</p></article>`))).toBe(
      undefined,
    );
  });

  it('leaves the good and bad fixtures as they were: neither is a shell', () => {
    expect(rendering(readFixture('good-page.html'))).toBe(undefined);
    expect(rendering(readFixture('bad-page.html'))).toBe(undefined);
  });
});
