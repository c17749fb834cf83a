// The blog's topics by number of articles (the blog index's figure), from the posts' own tags.
import { posts } from '../../src/content/blog/posts.ts';
import { tagsByUse } from '../../src/content/blog/post-listing.ts';
import { drawBarRows } from './bar-rows.ts';

const MAX_TOPICS = 7;

export function drawBlogTopics() {
  const counts = tagsByUse(posts).map((tag) => ({
    tag,
    count: posts.filter((post) => post.tags.includes(tag)).length,
  }));
  const shown = counts.slice(0, MAX_TOPICS);
  const alt =
    `The blog's ${posts.length} articles by topic: ` +
    shown.map(({ tag, count }) => `${tag} ${count}`).join(', ') +
    (counts.length > shown.length ? `, and ${counts.length - shown.length} more topics` : '');
  const drawn = drawBarRows(
    shown.map(({ tag, count }) => ({ label: tag, value: count, shown: String(count) })),
    {
      heading: `${posts.length} articles, ${counts.length} topics`,
      subheading: 'Articles per topic, most written first',
    },
    alt,
  );
  return {
    ...drawn,
    alt,
    caption:
      counts.length > shown.length
        ? `The ${shown.length} largest topics; ${counts.length - shown.length} more are in the filter below.`
        : 'Every topic; filter the list by one below.',
  };
}
