import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, reading a page whose data block holds `text` (or has none). */
async function pageWithDataBlock(text: string | undefined) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'rm-page-data' && text !== undefined ? { textContent: text } : null,
  });
  return import('../../../src/site/loading/page-payload');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('embedded page content', () => {
  it('reads the content the prerender embedded, by cache and key', async () => {
    const { embeddedContent } = await pageWithDataBlock(
      JSON.stringify({ 'city-service': { delhi: { intro: 'Hello' } } }),
    );
    expect(embeddedContent('city-service', 'delhi')).toEqual({ value: { intro: 'Hello' } });
    expect(embeddedContent('city-service', 'mumbai')).toBeUndefined();
    expect(embeddedContent('city-service', 'constructor')).toBeUndefined();
    expect(embeddedContent('blog-post', 'delhi')).toBeUndefined();
  });

  it('treats a missing, corrupt or wrongly shaped block as no content', async () => {
    for (const text of [undefined, '{not json', '[1,2]', 'null', '{"post": 3}']) {
      const { embeddedContent } = await pageWithDataBlock(text);
      expect(embeddedContent('post', '3')).toBeUndefined();
    }
  });

  it('writes a block no content can break out of', async () => {
    const { pageDataHtml } = await pageWithDataBlock(undefined);
    const html = pageDataHtml({ post: { a: '</script><script>alert(1)</script><!--' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ post: { a: '</script><script>alert(1)</script><!--' } });
  });
});
