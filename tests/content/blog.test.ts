// Every blog post: a Markdown body for each entry in posts.ts, substantial, well structured, with
// internal links that resolve to canonical pages and an author with a bio.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authors } from '../../src/content/blog/authors';
import { renderMarkdown, WORDS_PER_MINUTE } from '../../src/content/blog/markdown';
import { posts } from '../../src/content/blog/posts';
import { registryPages } from '../../src/site/registry-pages';

const postsDir = new URL('../../src/content/blog/posts/', import.meta.url);
const bodyFiles = readdirSync(postsDir).filter((name) => name.endsWith('.md'));
const readBody = (slug: string): string => readFileSync(new URL(`${slug}.md`, postsDir), 'utf8');

/** Resolves a page: id the way the site does, and records every id a post links to. */
function resolverFor(linked: string[]) {
  return (id: string): string | undefined => {
    linked.push(id);
    try {
      return registryPages.byId(id).path;
    } catch {
      return undefined;
    }
  };
}

describe('blog post files', () => {
  it('has one Markdown body for every post in posts.ts and no orphan bodies', () => {
    expect(bodyFiles.map((name) => name.replace(/\.md$/, '')).sort()).toEqual(
      posts.map((post) => post.slug).sort(),
    );
  });

  it('gives every post a unique description and title', () => {
    expect(new Set(posts.map((post) => post.description)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
  });

  it('has a role and a bio for every author named in posts.ts', () => {
    for (const post of posts) {
      const author = authors[post.author];
      expect(author, post.author).toBeDefined();
      expect(author!.role.length).toBeGreaterThan(3);
      expect(author!.bio.length).toBeGreaterThan(80);
    }
  });
});

describe.each(posts.map((post) => [post.slug]))('post %s', (slug) => {
  const source = readBody(slug);
  const linked: string[] = [];
  const rendered = renderMarkdown(source, resolverFor(linked));

  it('has no frontmatter and opens with an introduction paragraph', () => {
    expect(source.startsWith('---')).toBe(false);
    expect(rendered.html.startsWith('<p>')).toBe(true);
  });

  it('runs to between 1,200 and 1,800 words', () => {
    expect(rendered.words).toBeGreaterThanOrEqual(1200);
    expect(rendered.words).toBeLessThanOrEqual(1800);
  });

  it('has at least four h2 sections for the table of contents', () => {
    expect(
      rendered.headings.filter((heading) => heading.level === 2).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('estimates reading time at about 200 words a minute', () => {
    expect(rendered.readingMinutes).toBe(Math.round(rendered.words / WORDS_PER_MINUTE));
  });

  it('links only to registry pages that exist, are canonical and are indexable', () => {
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const id of linked) {
      const entry = registryPages.byId(id);
      expect(registryPages.atPath(entry.path)?.id).toBe(id);
      expect(entry.canonicalOf, `${id} is a duplicate of another page`).toBeUndefined();
      expect(entry.noindex, `${id} is noindex`).toBe(false);
    }
  });

  it('does not link to itself', () => {
    expect(linked).not.toContain(`post:${slug}`);
  });

  it('ends with a next-steps section that asks for a quote or a contact', () => {
    const last = rendered.headings.filter((heading) => heading.level === 2).at(-1);
    expect(last?.text).toMatch(/next steps/i);
    expect(linked.some((id) => id === 'quote' || id === 'contact')).toBe(true);
  });
});
