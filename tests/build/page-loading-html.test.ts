// The page-loading HTML the prerender writes: critical CSS inline, the stylesheet and the scripts
// loaded without blocking the first paint.
import { describe, expect, it } from 'vitest';
import { STYLESHEET_LINK, deferScripts, stylesheetHtml } from '../../build/page-loading-html';
import { SCRIPT_LOADER_SCRIPT } from '../../shared/inline-scripts/script-loader-script';
import {
  CRITICAL_STYLE_ATTRIBUTE,
  STYLESHEET_LOADER_SCRIPT,
} from '../../shared/inline-scripts/stylesheet-loader-script';

const HEAD = [
  '<html><head><title>T</title>',
  '<link rel="modulepreload" crossorigin href="/assets/page.js">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><script type="module">inline()</script></body></html>',
].join('\n');

describe('stylesheetHtml', () => {
  const html = stylesheetHtml('/assets/index.css', '.a{color:red}');

  it('inlines the critical CSS before the full stylesheet', () => {
    expect(html.startsWith(`<style ${CRITICAL_STYLE_ATTRIBUTE}>.a{color:red}</style>`)).toBe(true);
  });

  it('fetches the full stylesheet as print media with the loader right after it, and links it for no-JS', () => {
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/index.css" media="print"><script>${STYLESHEET_LOADER_SCRIPT}</script>`,
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>',
    );
  });

  it('never lets the CSS end its element early', () => {
    expect(stylesheetHtml('/x.css', '.a::after{content:"</style>"}')).toContain(
      'content:"<\\/style>"',
    );
  });

  it("finds Vite's stylesheet link", () => {
    expect(STYLESHEET_LINK.exec(HEAD)?.[1]).toBe('/assets/index.css');
  });
});

describe('deferScripts', () => {
  const html = deferScripts(HEAD);
  const head = html.slice(0, html.indexOf('</head>'));
  const template = /<template>([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';

  it('moves every module preload and the entry script into the template, preloads first', () => {
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/page.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<script type="module" crossorigin src="/assets/index.js"></script>',
    );
    expect(head.replace(/<template>[\s\S]*?<\/template>/, '')).not.toMatch(
      /<link rel="modulepreload"|<script type="module"/,
    );
  });

  it('follows the template with the script loader, and leaves the rest of the page alone', () => {
    expect(head).toContain(`</template><script>${SCRIPT_LOADER_SCRIPT}</script>`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<body><script type="module">inline()</script></body>');
  });

  it('leaves a page without module scripts unchanged', () => {
    const plain = '<html><head><title>T</title></head><body></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });
});
