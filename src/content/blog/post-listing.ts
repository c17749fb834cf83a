// What the blog index shows for a query string: posts newest first, filtered by one tag and cut
// into pages; plus the tag list and related posts. Pure, so the URL is the only state.
import type { PostMeta } from './posts';

export const POSTS_PER_PAGE = 6;

export interface ListingQuery {
  tag?: string | null;
  page?: string | null;
}

export interface Listing {
  posts: PostMeta[];
  /** The tag in effect, spelt as in posts.ts; undefined when showing every post. */
  tag?: string;
  /** A tag from the URL that no post carries; every post is shown instead. */
  unknownTag?: string;
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** Posts matching the filter, across all pages. */
  total: number;
}

// ISO dates sort by code unit; localeCompare would build an ICU collator during hydration.
const byDateDesc = (a: PostMeta, b: PostMeta): number =>
  b.date < a.date ? -1 : b.date > a.date ? 1 : a.title.localeCompare(b.title);

export const newestFirst = (posts: readonly PostMeta[]): PostMeta[] => [...posts].sort(byDateDesc);

/** Every tag, the most used first (ties alphabetical), for the filter buttons. */
export function tagsByUse(posts: readonly PostMeta[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
}

/** A page number from the URL: a positive integer, else 1. */
function requestedPage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function listPosts(
  posts: readonly PostMeta[],
  query: ListingQuery,
  perPage = POSTS_PER_PAGE,
): Listing {
  const wanted = query.tag?.trim();
  // Tags match case-insensitively, so a hand-typed ?tag=seo still finds 'SEO'.
  const tag = wanted
    ? tagsByUse(posts).find((known) => known.toLowerCase() === wanted.toLowerCase())
    : undefined;
  const matching = newestFirst(tag ? posts.filter((post) => post.tags.includes(tag)) : posts);
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(requestedPage(query.page), pageCount);
  return {
    posts: matching.slice((page - 1) * perPage, page * perPage),
    tag,
    unknownTag: wanted && !tag ? wanted : undefined,
    page,
    pageCount,
    total: matching.length,
  };
}

/** The query string for a listing state: '?tag=SEO&page=2', without the defaults. */
export function listingSearch(tag: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Posts to read next: those sharing the most tags with this one (newest first among equals). When
 * none share a tag, the newest other posts, so the section is never empty.
 */
export function relatedPosts(
  posts: readonly PostMeta[],
  slug: string,
  limit = 3,
): { posts: PostMeta[]; sharedTags: boolean } {
  const current = posts.find((post) => post.slug === slug);
  const others = newestFirst(posts.filter((post) => post.slug !== slug));
  const shared = (post: PostMeta) => post.tags.filter((tag) => current?.tags.includes(tag)).length;
  const related = others
    .filter((post) => shared(post) > 0)
    .sort((a, b) => shared(b) - shared(a) || byDateDesc(a, b));
  return related.length > 0
    ? { posts: related.slice(0, limit), sharedTags: true }
    : { posts: others.slice(0, limit), sharedTags: false };
}
