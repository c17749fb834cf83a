// One blog post (/blog/<slug>): the byline, a table of contents, the Markdown body (its own chunk,
// loaded before the page renders, with its map of sections the build drew), the author, related
// posts and a call to action.
import { use } from 'react';
import { CalendarDays, Clock } from 'lucide-react';
import { ArticleWithToc } from '../components/content/article-with-toc';
import { BlogPostCard } from '../components/content/blog-post-card';
import { CtaBand } from '../components/content/cta-band';
import { ProseHtml } from '../components/content/prose-html';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { authors, type Author } from '../content/blog/authors';
import type { RenderedMarkdown } from '../content/blog/markdown';
import { posts } from '../content/blog/posts';
import { relatedPosts } from '../content/blog/post-listing';
import { familyContent } from '../site/loading/family-content';
import { formatDateEnIn } from '../lib/format-date-en-in';
import type { PageRef, TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { site } from '../../shared/site';

const slugOf = (page: PageRef): string => page.params?.post ?? '';

const postBody = familyContent('blog-post', {
  modules: import.meta.glob<{ default: RenderedMarkdown }>('../content/blog/posts/*.md'),
  value: (module) => module.default,
  file: slugOf,
});

export const preloadContent = postBody.load;

export default function BlogPostPage({ page }: TemplateProps) {
  const slug = slugOf(page);
  const body = use(postBody.load(page));
  const meta = posts.find((post) => post.slug === slug);
  if (!meta) throw new Error(`No blog post "${slug}" in posts.ts`);
  const author = authors[meta.author];
  const related = relatedPosts(posts, slug);

  return (
    <>
      <article>
        <PageIntro
          page={page}
          eyebrow={meta.tags[0]}
          intro={<p>{meta.description}</p>}
          figure={body.figure && <div dangerouslySetInnerHTML={{ __html: body.figure }} />}
        >
          <div className="ar-byline">
            <AuthorInitials name={meta.author} />
            <div>
              <p className="font-semibold text-ink">{meta.author}</p>
              <p className="ar-meta">
                <span className="inline-flex items-center gap-1">
                  <CalendarDays size={14} aria-hidden="true" />
                  <time dateTime={meta.date}>{formatDateEnIn(meta.date)}</time>
                </span>
                {meta.updated && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>
                      Updated <time dateTime={meta.updated}>{formatDateEnIn(meta.updated)}</time>
                    </span>
                  </>
                )}
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <Clock size={14} aria-hidden="true" />
                  {body.readingMinutes} min read
                </span>
              </p>
            </div>
          </div>
          <ul className="flex flex-wrap items-center gap-2" aria-label="Tags">
            {meta.tags.map((tag) => (
              <li key={tag} className="ar-tag">
                {tag}
              </li>
            ))}
          </ul>
        </PageIntro>
        <ArticleWithToc headings={body.headings}>
          <ProseHtml html={body.html} />
          {author && <AuthorBox author={author} />}
        </ArticleWithToc>
      </article>
      <section className="section" aria-labelledby="related-heading">
        <h2 id="related-heading" className="section-title">
          {related.sharedTags ? 'Related articles' : 'More from the blog'}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.posts.map((post) => (
            <li key={post.slug} className="flex">
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <PageLink to="blog" className="link font-semibold">
            All articles
          </PageLink>
        </p>
      </section>
      <CtaBand
        title="Want us to do this for you?"
        text={`${author?.name ?? 'Our team'} and the rest of our specialists run this kind of work for Indian businesses every day. Get a plan with INR pricing ${proposalPromise}.`}
      />
    </>
  );
}

function AuthorInitials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <span className="ar-avatar" aria-hidden="true">
      {initials}
    </span>
  );
}

function AuthorBox({ author }: { author: Author }) {
  return (
    <aside className="ar-author card mt-12" aria-labelledby="author-heading">
      <AuthorInitials name={author.name} />
      <div>
        <h2 id="author-heading" className="text-lg font-bold">
          About the author: {author.name}
        </h2>
        <p className="text-sm font-semibold text-muted">
          {author.role}, {site.name}
        </p>
        <p className="mt-2">{author.bio}</p>
      </div>
    </aside>
  );
}
