// The blog index (/blog, and /resources/blog which points to it as canonical): every post newest
// first, filtered by one topic and six to a page. The filter and page live in the query string
// (?tag=SEO&page=2), so a view can be shared and back/forward move between views. The prerendered
// HTML is the unfiltered first page; the query applies right after hydration.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { descriptions } from 'virtual:reachmark/page-descriptions/blog-index';
import { figure } from 'virtual:content-figure/blog-topics';
import { CtaBand } from '../components/content/cta-band';
import { BlogPostCard } from '../components/content/blog-post-card';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { posts } from '../content/blog/posts';
import { useAnnouncer } from '../features/a11y/announcer-context';
import { listingSearch, listPosts, tagsByUse, type Listing } from '../content/blog/post-listing';
import { useHydrated } from '../lib/use-hydrated';
import { keepInSlice } from '../site/page-index';
import type { TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';

const tags = tagsByUse(posts);

const summaryOf = (listing: Listing): string =>
  `Showing ${listing.posts.length} of ${listing.total} ${listing.total === 1 ? 'article' : 'articles'}` +
  `${listing.tag ? ` tagged ${listing.tag}` : ''}, page ${listing.page} of ${listing.pageCount}`;

/** Every post, since another page or topic of the list shows any of them without a navigation. */
const postIds = posts.map((post) => `post:${post.slug}`);

export default function BlogIndexPage({ page }: TemplateProps) {
  keepInSlice(postIds);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const { announce } = useAnnouncer();
  const listing = listPosts(
    posts,
    hydrated ? { tag: searchParams.get('tag'), page: searchParams.get('page') } : {},
  );
  const listHeading = useRef<HTMLHeadingElement>(null);
  const chipRow = useRef<HTMLUListElement>(null);
  // The view last shown after hydration: only changes from it (a click, back or forward) are
  // announced, never the query a visitor arrived with.
  const shown = useRef<{ tag?: string; page: number } | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const before = shown.current;
    shown.current = { tag: listing.tag, page: listing.page };
    if (!before || (before.tag === listing.tag && before.page === listing.page)) return;
    announce(summaryOf(listing));
    // A new page of results starts at the top of the list; a new filter keeps focus on its button.
    if (before.tag === listing.tag) listHeading.current?.focus();
  }, [hydrated, listing, announce]);

  // On phones the topics scroll sideways: bring the active one into view without moving the page.
  useEffect(() => {
    const row = chipRow.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const offset = active.getBoundingClientRect().left - row.getBoundingClientRect().left;
    if (offset < 0 || offset + active.offsetWidth > row.clientWidth) row.scrollLeft += offset - 16;
  }, [listing.tag]);

  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Insights"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: figure }} />}
      />
      <section className="section pt-0" aria-labelledby="topics-heading">
        <h2
          id="topics-heading"
          className="text-sm font-semibold uppercase tracking-wide text-muted"
        >
          Filter by topic
        </h2>
        <ul ref={chipRow} className="ar-chip-row mt-3">
          <li>
            <PageLink
              to={page.id}
              className="ar-filter"
              aria-current={listing.tag ? undefined : 'page'}
            >
              All topics
            </PageLink>
          </li>
          {tags.map((tag) => (
            <li key={tag}>
              <PageLink
                to={page.id}
                search={listingSearch(tag, 1)}
                className="ar-filter"
                aria-current={listing.tag === tag ? 'page' : undefined}
              >
                {tag}
              </PageLink>
            </li>
          ))}
        </ul>
        {listing.unknownTag && (
          <p className="ar-note mt-4" role="note">
            No article is tagged “{listing.unknownTag}”, so all articles are shown. Pick one of the
            topics above to narrow the list.
          </p>
        )}
      </section>
      <section className="section pt-0" aria-labelledby="articles-heading">
        <h2
          id="articles-heading"
          ref={listHeading}
          tabIndex={-1}
          className="section-title ar-focus-target"
        >
          {listing.tag ? `Articles tagged ${listing.tag}` : 'All articles'}
        </h2>
        <p className="mt-2 text-muted">{summaryOf(listing)}.</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listing.posts.map((post) => (
            <li key={post.slug} className="flex">
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
        {listing.pageCount > 1 && <Pagination pageId={page.id} listing={listing} />}
      </section>
      <CtaBand
        title="Want these results for your business?"
        text={`Our specialists put these guides to work for clients every day. Tell us your goals and get a plan with INR pricing ${proposalPromise}.`}
      />
    </>
  );
}

function Pagination({ pageId, listing }: { pageId: string; listing: Listing }) {
  const { tag, page, pageCount } = listing;
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Article pages" className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <PageLink to={pageId} search={listingSearch(tag, page - 1)} className="ar-filter">
              Previous<span className="sr-only"> page</span>
            </PageLink>
          ) : (
            <span className="ar-filter ar-filter-disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <PageLink
              to={pageId}
              search={listingSearch(tag, number)}
              className="ar-filter ar-page-number"
              aria-current={number === page ? 'page' : undefined}
            >
              <span className="sr-only">Page </span>
              {number}
            </PageLink>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <PageLink to={pageId} search={listingSearch(tag, page + 1)} className="ar-filter">
              Next<span className="sr-only"> page</span>
            </PageLink>
          ) : (
            <span className="ar-filter ar-filter-disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
