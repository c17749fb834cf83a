// The blog index's reading-time table must agree with the rendered posts, so the minutes on a card
// always match the minutes in the post's byline.
import { describe, expect, it } from 'vitest';
import type { RenderedMarkdown } from '../../src/content/blog/markdown';
import { posts } from '../../src/content/blog/posts';
import { readingMinutes } from '../../src/content/blog/reading-times';

const rendered = import.meta.glob<RenderedMarkdown>('../../src/content/blog/posts/*.md', {
  eager: true,
  import: 'default',
});
const renderedBySlug = new Map(
  Object.entries(rendered).map(([path, doc]) => [path.replace(/^.*\/(.+)\.md$/, '$1'), doc]),
);

describe('blog reading times', () => {
  it('has an entry for exactly the posts in posts.ts', () => {
    expect(Object.keys(readingMinutes).sort()).toEqual(posts.map((post) => post.slug).sort());
  });

  it.each(posts.map((post) => [post.slug]))(
    'gives %s the reading time of its rendered Markdown',
    (slug) => {
      const doc = renderedBySlug.get(slug);
      expect(doc, `rendered ${slug}.md`).toBeDefined();
      expect(
        readingMinutes[slug],
        `update src/content/blog/reading-times.ts: '${slug}': ${doc!.readingMinutes}`,
      ).toBe(doc!.readingMinutes);
    },
  );
});
