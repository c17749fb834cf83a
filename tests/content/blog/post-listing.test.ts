// The blog index's listing rules: newest first, one tag at a time, six to a page, with forgiving
// handling of odd query strings; and the related posts shown under an article.
import { describe, expect, it } from 'vitest';
import type { PostMeta } from '../../../src/content/blog/posts';
import { posts } from '../../../src/content/blog/posts';
import {
  listingSearch,
  listPosts,
  newestFirst,
  POSTS_PER_PAGE,
  relatedPosts,
  tagsByUse,
} from '../../../src/content/blog/post-listing';

const post = (slug: string, date: string, tags: string[]): PostMeta => ({
  slug,
  title: slug,
  description: `About ${slug}`,
  date,
  author: 'Ananya Iyer',
  tags,
});

const sample: PostMeta[] = [
  post('a', '2026-01-05', ['SEO']),
  post('b', '2026-03-01', ['PPC', 'SEO']),
  post('c', '2026-02-10', ['PPC']),
  post('d', '2026-04-20', ['Email']),
  post('e', '2026-05-01', ['SEO', 'Email']),
];

describe('listPosts', () => {
  it('lists every post newest first when there is no query', () => {
    const listing = listPosts(sample, {});
    expect(listing.posts.map((p) => p.slug)).toEqual(['e', 'd', 'b', 'c', 'a']);
    expect(listing).toMatchObject({ page: 1, pageCount: 1, total: 5, tag: undefined });
  });

  it('keeps only the posts carrying the tag', () => {
    const listing = listPosts(sample, { tag: 'PPC' });
    expect(listing.posts.map((p) => p.slug)).toEqual(['b', 'c']);
    expect(listing.tag).toBe('PPC');
    expect(listing.total).toBe(2);
  });

  it('matches a tag typed in another case and reports it as spelt in the posts', () => {
    expect(listPosts(sample, { tag: 'seo' }).tag).toBe('SEO');
  });

  it('shows every post and names the tag when no post carries it', () => {
    const listing = listPosts(sample, { tag: 'Crypto' });
    expect(listing.unknownTag).toBe('Crypto');
    expect(listing.tag).toBeUndefined();
    expect(listing.total).toBe(5);
  });

  it('cuts the list into pages of the given size', () => {
    expect(listPosts(sample, { page: '2' }, 2).posts.map((p) => p.slug)).toEqual(['b', 'c']);
    expect(listPosts(sample, { page: '3' }, 2)).toMatchObject({ page: 3, pageCount: 3 });
    expect(listPosts(sample, { page: '3' }, 2).posts.map((p) => p.slug)).toEqual(['a']);
  });

  it('treats a missing, zero, negative or non-numeric page as the first', () => {
    for (const page of [null, '', '0', '-2', 'two', '1.5']) {
      expect(listPosts(sample, { page }, 2).page, String(page)).toBe(1);
    }
  });

  it('clamps a page past the end to the last page', () => {
    expect(listPosts(sample, { page: '40' }, 2).page).toBe(3);
  });

  it('shows six posts a page, so the real blog has two pages unfiltered', () => {
    expect(POSTS_PER_PAGE).toBe(6);
    const first = listPosts(posts, {});
    expect(first.posts).toHaveLength(6);
    expect(first.pageCount).toBe(Math.ceil(posts.length / 6));
  });

  it('finds at least one post for every tag of the real blog', () => {
    for (const tag of tagsByUse(posts)) expect(listPosts(posts, { tag }).total).toBeGreaterThan(0);
  });
});

describe('tagsByUse', () => {
  it('orders tags by how many posts use them, ties alphabetically', () => {
    expect(tagsByUse(sample)).toEqual(['SEO', 'Email', 'PPC']);
  });
});

describe('listingSearch', () => {
  it('leaves out the defaults', () => {
    expect(listingSearch(undefined, 1)).toBe('');
    expect(listingSearch('SEO', 1)).toBe('?tag=SEO');
    expect(listingSearch(undefined, 2)).toBe('?page=2');
  });

  it('encodes tags with spaces so the link round-trips', () => {
    const search = listingSearch('Local SEO', 2);
    const params = new URLSearchParams(search);
    expect(params.get('tag')).toBe('Local SEO');
    expect(params.get('page')).toBe('2');
  });
});

describe('relatedPosts', () => {
  it('prefers posts sharing more tags, then newer ones, and never the post itself', () => {
    const { posts: related, sharedTags } = relatedPosts(sample, 'b');
    expect(sharedTags).toBe(true);
    expect(related.map((p) => p.slug)).toEqual(['e', 'c', 'a']);
  });

  it('falls back to the newest other posts when none shares a tag', () => {
    const lonely = [...sample, post('f', '2026-06-01', ['Strategy'])];
    const { posts: related, sharedTags } = relatedPosts(lonely, 'f', 2);
    expect(sharedTags).toBe(false);
    expect(related.map((p) => p.slug)).toEqual(['e', 'd']);
  });

  it('sorts real posts newest first by publication date', () => {
    const dates = newestFirst(posts).map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
