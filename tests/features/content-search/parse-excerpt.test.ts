// Pagefind excerpts become text pieces; nothing in them is ever treated as HTML but <mark>.
import { describe, expect, it } from 'vitest';
import { parseExcerpt } from '../../../src/features/content-search/parse-excerpt';

describe('parseExcerpt', () => {
  it('splits marked words from plain text', () => {
    expect(parseExcerpt('A lead <mark>costs</mark> ₹400 in <mark>Pune.</mark>')).toEqual([
      { text: 'A lead ', marked: false },
      { text: 'costs', marked: true },
      { text: ' ₹400 in ', marked: false },
      { text: 'Pune.', marked: true },
    ]);
  });

  it('decodes entities into text and keeps any other tag as visible text', () => {
    expect(
      parseExcerpt('&lt;img src=x onerror=alert(1)&gt; &amp; <b>bold</b> &#x27;q&#39;'),
    ).toEqual([{ text: "<img src=x onerror=alert(1)> & <b>bold</b> 'q'", marked: false }]);
  });

  it('joins neighbouring marks into one highlight', () => {
    expect(parseExcerpt('<mark>whatsapp</mark><mark> business</mark>')).toEqual([
      { text: 'whatsapp business', marked: true },
    ]);
  });
});
