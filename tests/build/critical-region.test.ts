// The first view of a page for critical CSS: what is kept, what is emptied and named as waiting.
import { describe, expect, it } from 'vitest';
import render from 'dom-serializer';
import { selectAll } from 'css-select';
import { criticalRegion, cssEscape } from '../../build/critical-region';

const page = (main: string, extra = '') =>
  `<html><head></head><body><div id="root"><header class="site-header"><nav><div id="_R_b5_" hidden=""><a class="nav-link">Menu</a></div><div hidden=""><a class="nameless">x</a></div></nav></header>` +
  `<main id="main-content">${main}</main><footer class="site-footer"><p class="footer-text">©</p></footer>${extra}</div></body></html>`;

describe('criticalRegion', () => {
  it('keeps the first elements of <main> in document order and names the rest by position', () => {
    const { document, deferred } = criticalRegion(
      page(
        '<section class="hero"><h1 class="title">T</h1><p class="lead">L</p></section><section class="more"><p>M</p></section>',
      ),
      3,
    );
    const html = render(document);
    expect(html).toContain('<h1 class="title">T</h1>');
    expect(html).toContain('<p class="lead">L</p>');
    expect(html).not.toContain('class="more"');
    expect(deferred).toContain('#main-content>:nth-child(n+2)');
  });

  it('cuts inside an element when the budget ends there, naming the cut at each depth', () => {
    const { deferred } = criticalRegion(
      page('<article><h1>T</h1><p>1</p><p>2</p><p>3</p></article><aside><p>A</p></aside>'),
      3,
    );
    expect(deferred).toEqual([
      '#main-content>:nth-child(1)>:nth-child(n+3)',
      '#main-content>:nth-child(n+2)',
      '#_R_b5_',
      '.site-footer',
    ]);
  });

  it('lets links and other text-level elements come with their block', () => {
    const { deferred } = criticalRegion(
      page('<p><a>1</a> <strong>2</strong> <span>3</span></p><p>kept</p><p>cut</p>'),
      2,
    );
    expect(deferred).toContain('#main-content>:nth-child(n+3)');
  });

  it('counts an icon as one element', () => {
    const icon = '<svg><path d="M0 0"></path><path d="M1 1"></path><circle r="1"></circle></svg>';
    const { deferred } = criticalRegion(page(`<p>${icon}</p><p>kept</p><p>cut</p>`), 3);
    expect(deferred).toContain('#main-content>:nth-child(n+3)');
  });

  it('leaves emptied elements in place, so sibling selectors still see the structure', () => {
    const { document } = criticalRegion(
      page('<ul class="list"><li>1</li><li>2</li><li>3</li></ul>'),
      2,
    );
    // The second item is kept; it is not the last child, as on the real page.
    expect(selectAll('.list>li:not(:last-child)', document.children)).toHaveLength(2);
    expect(render(document)).toContain('<li></li>');
  });

  it('empties the footer and closed menus that have an id, but keeps nameless hidden parts', () => {
    const { document, deferred } = criticalRegion(page('<p>x</p>'), 10);
    const html = render(document);
    expect(html).not.toContain('footer-text');
    expect(html).not.toContain('nav-link');
    expect(html).toContain('nameless');
    expect(deferred).toEqual(['#_R_b5_', '.site-footer']);
  });

  it('defers nothing inside <main> when the whole of it fits', () => {
    const { deferred } = criticalRegion(page('<p>x</p><p>y</p>'), 10);
    expect(deferred.some((selector) => selector.startsWith('#main-content'))).toBe(false);
  });

  it('leaves a page without <main> whole', () => {
    const html = '<html><body><p class="x">x</p></body></html>';
    const { document, deferred } = criticalRegion(html, 1);
    expect(render(document)).toContain('<p class="x">x</p>');
    expect(deferred).toEqual([]);
  });
});

describe('cssEscape', () => {
  it('escapes what a CSS identifier cannot hold', () => {
    expect(cssEscape('_R_b55_')).toBe('_R_b55_');
    expect(cssEscape('mobile-menu')).toBe('mobile-menu');
    expect(cssEscape(':r1:')).toBe('\\3a r1\\3a ');
    expect(cssEscape('1st')).toBe('\\31 st');
  });

  it('gives selectors that find the element', () => {
    const { document } = criticalRegion('<html><body><p id=":r1:">x</p></body></html>', 1);
    expect(selectAll(`#${cssEscape(':r1:')}`, document.children)).toHaveLength(1);
  });
});
