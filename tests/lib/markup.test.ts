// Markup written as text escapes what it writes, and skips attributes left undefined.
import { describe, expect, it } from 'vitest';
import { escapeMarkup, tag, voidTag } from '../../src/lib/markup';

describe('markup', () => {
  it('escapes text and attribute values', () => {
    expect(escapeMarkup(`<b> & "it's"`)).toBe('&lt;b&gt; &amp; &quot;it&#39;s&quot;');
    expect(tag('text', { x: 4, title: 'a "b"' }, escapeMarkup('R&D'))).toBe(
      '<text x="4" title="a &quot;b&quot;">R&amp;D</text>',
    );
  });

  it('skips undefined attributes and writes void elements without a closing tag', () => {
    expect(tag('g', { class: undefined }, '<circle></circle>')).toBe('<g><circle></circle></g>');
    expect(voidTag('img', { src: '/a.svg', alt: 'Map' })).toBe('<img src="/a.svg" alt="Map">');
  });
});
