// Markup written as text escapes what it writes, and skips attributes left undefined.
import { describe, expect, it } from 'vitest';
import { escapeUTF8 } from 'entities/escape';
import { tag, voidTag } from '../../src/lib/markup';

describe('markup', () => {
  it('escapes text and attribute values', () => {
    expect(tag('text', { x: 4, title: `a "b" <it's>` }, escapeUTF8('R&D'))).toBe(
      '<text x="4" title="a &quot;b&quot; &lt;it&apos;s&gt;">R&amp;D</text>',
    );
  });

  it('skips undefined attributes and writes void elements without a closing tag', () => {
    expect(tag('g', { class: undefined }, '<circle></circle>')).toBe('<g><circle></circle></g>');
    expect(voidTag('img', { src: '/a.svg', alt: 'Map' })).toBe('<img src="/a.svg" alt="Map">');
  });
});
