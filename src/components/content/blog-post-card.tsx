// One blog post as a card: tags, title linking to the post, summary, and the byline facts (date,
// author, reading time). Used by the blog index and the related posts under an article.
import { Clock } from 'lucide-react';
import type { PostMeta } from '../../content/blog/posts';
import { readingMinutes } from '../../content/blog/reading-times';
import { formatDateEnIn } from '../../lib/format-date-en-in';
import { PageLink } from '../page-link';

export function BlogPostCard({ post }: { post: PostMeta }) {
  const minutes = readingMinutes[post.slug];
  return (
    <article className="card ar-post-card">
      <ul className="flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="ar-tag">
            {tag}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-lg font-bold leading-snug">
        <PageLink to={`post:${post.slug}`} className="ar-card-link">
          {post.title}
        </PageLink>
      </h3>
      <p className="mt-2 flex-1 text-muted">{post.description}</p>
      <p className="mt-4 text-sm font-semibold">{post.author}</p>
      <p className="ar-meta mt-1">
        <time dateTime={post.date}>{formatDateEnIn(post.date)}</time>
        {minutes !== undefined && (
          <>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock size={14} aria-hidden="true" />
              {minutes} min read
            </span>
          </>
        )}
      </p>
    </article>
  );
}
