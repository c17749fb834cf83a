import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  tokenizeHtml,
  type HtmlToken,
} from '../../../../src/features/seo-tools/analysis/html-tokenizer';

const starts = (tokens: HtmlToken[]) => tokens.flatMap((t) => (t.type === 'start' ? [t.name] : []));
const texts = (tokens: HtmlToken[]) =>
  tokens.flatMap((t) => (t.type === 'text' ? [t.text] : [])).join('');

describe('tokenizeHtml', () => {
  it('reads tags, lower-cases names and decodes attribute values', () => {
    const tokens = tokenizeHtml('<A HREF="/x?a=1&amp;b=2" Class=nav data-x=\'y\' hidden>Go</A>');
    const [start] = tokens;
    expect(start).toMatchObject({ type: 'start', name: 'a', selfClosing: false });
    if (start?.type !== 'start') throw new Error('expected a start tag');
    expect([...start.attrs]).toEqual([
      ['href', '/x?a=1&b=2'],
      ['class', 'nav'],
      ['data-x', 'y'],
      ['hidden', ''],
    ]);
    expect(tokens.at(-1)).toEqual({ type: 'end', name: 'a' });
  });

  it('keeps the first of duplicated attributes, as browsers do', () => {
    const [start] = tokenizeHtml('<img alt="first" alt="second">');
    expect(start?.type === 'start' && start.attrs.get('alt')).toBe('first');
  });

  it('marks self-closing tags but not a slash that belongs to an unquoted value', () => {
    const tokens = tokenizeHtml('<br/><img src=/a.png/>');
    expect(tokens[0]).toMatchObject({ name: 'br', selfClosing: true });
    expect(tokens[1]).toMatchObject({ name: 'img', selfClosing: false });
  });

  it('treats script content as raw text even when it contains markup', () => {
    const tokens = tokenizeHtml('<script>var s = "</div><h1>x</h1>";</script><p>after</p>');
    expect(tokens[1]).toEqual({ type: 'raw', name: 'script', text: 'var s = "</div><h1>x</h1>";' });
    expect(starts(tokens)).toEqual(['script', 'p']);
  });

  it('ends raw text only at its own end tag, in any case', () => {
    const tokens = tokenizeHtml('<style>a{}</styles></STYLE >b');
    expect(tokens[1]).toEqual({ type: 'raw', name: 'style', text: 'a{}</styles>' });
    expect(texts(tokens)).toBe('b');
  });

  it('decodes references inside title but not inside script', () => {
    const tokens = tokenizeHtml('<title>Tea &amp; Snacks</title><script>a &amp;&amp; b</script>');
    expect(tokens[1]).toEqual({ type: 'raw', name: 'title', text: 'Tea & Snacks' });
    expect(tokens[4]).toEqual({ type: 'raw', name: 'script', text: 'a &amp;&amp; b' });
  });

  it('reads comments and doctypes without treating their content as tags', () => {
    const tokens = tokenizeHtml('<!DOCTYPE html><!-- <h1>old</h1> --><!--><p>x</p>');
    expect(tokens[0]).toEqual({ type: 'doctype', text: 'html' });
    expect(tokens[1]).toEqual({ type: 'comment', text: ' <h1>old</h1> ' });
    expect(tokens[2]).toEqual({ type: 'comment', text: '' });
    expect(starts(tokens)).toEqual(['p']);
  });

  it('keeps a lone < that does not start a tag as text', () => {
    expect(texts(tokenizeHtml('<p>2 < 3 and 5 <= 6, <3</p>'))).toBe('2 < 3 and 5 <= 6, <3');
  });

  it('drops a tag cut off by the end of the document', () => {
    const tokens = tokenizeHtml('<p>ok</p><a href="https://example.com/unclosed');
    expect(starts(tokens)).toEqual(['p']);
  });

  it('runs an unclosed comment or script to the end of the document', () => {
    expect(tokenizeHtml('a<!-- never closed <p>')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'comment', text: ' never closed <p>' },
    ]);
    expect(tokenizeHtml('<script>let x = 1; <p>')[1]).toEqual({
      type: 'raw',
      name: 'script',
      text: 'let x = 1; <p>',
    });
  });

  it('reads stray characters in a tag as attributes instead of failing', () => {
    const [start] = tokenizeHtml('<div <p class="x">');
    expect(start?.type === 'start' && [...start.attrs.keys()]).toEqual(['<p', 'class']);
  });

  it('returns no tokens for an empty string and one text token for plain text', () => {
    expect(tokenizeHtml('')).toEqual([]);
    expect(tokenizeHtml('just words')).toEqual([{ type: 'text', text: 'just words' }]);
  });

  it('never throws and keeps all plain text for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        expect(() => tokenizeHtml(input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,50}$/), (words) => {
        expect(texts(tokenizeHtml(`<p>${words}</p>`))).toBe(words);
      }),
    );
  });

  it('tokenizes a megabyte of markup quickly', () => {
    const html =
      '<div class="row"><p>Fresh <b>mithai</b> &amp; namkeen</p><img src="/a.jpg"></div>'.repeat(
        13000,
      );
    const started = performance.now();
    const tokens = tokenizeHtml(html);
    expect(tokens.length).toBeGreaterThan(100000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
