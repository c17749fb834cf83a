// Section-heading ids: slugs of the heading text, unique in the page, the same in the prerendered
// HTML as in the browser.
import { describe, expect, it } from 'vitest';
import { headingIds, slugify } from '../../../src/features/content-search/heading-ids';
import { addHeadingIds } from '../../../build/heading-ids-html';

describe('slugify', () => {
  it('keeps letters and digits, joined by single hyphens, in lower case', () => {
    expect(slugify('Step 1: Map Pune’s micro-markets!')).toBe('step-1-map-punes-micro-markets');
  });

  it('drops Latin accents but keeps the vowel signs of Devanagari words', () => {
    expect(slugify('Café & Résumé')).toBe('cafe-resume');
    expect(slugify('भोपाल में अच्छा')).toBe('भोपाल-में-अच्छा');
  });
});

describe('headingIds', () => {
  it('keeps existing ids and numbers repeated slugs in document order', () => {
    expect(
      headingIds(
        [{ text: 'Pricing' }, { id: 'faq', text: 'FAQ' }, { text: 'Pricing' }, { text: '!!' }],
        ['pricing-2'],
      ),
    ).toEqual(['pricing', 'faq', 'pricing-3', 'section']);
  });

  it('never reuses an id another element of the page has', () => {
    expect(headingIds([{ text: 'Related' }], ['related'])).toEqual(['related-2']);
  });
});

describe('addHeadingIds', () => {
  it('gives h2 to h6 inside main an id and leaves h1, other headings and ids alone', () => {
    const html =
      '<header><h2 id="menu">Menu</h2></header><main><h1>Title</h1><h2>Menu</h2>' +
      '<h3 class="x">How long does <em>SEO</em> take?</h3><h2 id="kept">Kept</h2></main>' +
      '<footer><h2>Links</h2></footer>';
    expect(addHeadingIds(html)).toBe(
      '<header><h2 id="menu">Menu</h2></header><main><h1>Title</h1><h2 id="menu-2">Menu</h2>' +
        '<h3 id="how-long-does-seo-take" class="x">How long does <em>SEO</em> take?</h3>' +
        '<h2 id="kept">Kept</h2></main><footer><h2>Links</h2></footer>',
    );
  });

  it('escapes what it writes and reads entities as text', () => {
    expect(addHeadingIds('<main><h2>Tom &amp; Jerry "quoted"</h2></main>')).toBe(
      '<main><h2 id="tom-jerry-quoted">Tom &amp; Jerry "quoted"</h2></main>',
    );
  });
});
