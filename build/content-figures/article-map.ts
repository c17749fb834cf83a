// An article's map (a blog post, a long-form guide): its h2 sections in order, each with a bar of
// its reading time, drawn from the rendered Markdown itself (the words under each heading).
import {
  countWords,
  readingMinutesFor,
  type RenderedMarkdown,
} from '../../src/content/blog/markdown.ts';
import { groupDigitsEnIn } from '../../shared/indian-numbers.ts';
import { drawBarRows } from './bar-rows.ts';

/** At most this many rows; the rest are counted in the last. */
const MAX_ROWS = 9;

export interface ArticleSection {
  title: string;
  words: number;
}

/** The article's parts: what comes before the first h2 (if it has words), then each h2 section. */
export function articleSections({ html, headings }: RenderedMarkdown): ArticleSection[] {
  const titles = headings.filter((heading) => heading.level === 2).map((heading) => heading.text);
  const [intro = '', ...parts] = html.split(/<h2[\s>]/);
  const sections = parts.map((part, index) => ({
    title: titles[index] ?? `Section ${index + 1}`,
    words: countWords(`<h2 ${part}`),
  }));
  const introWords = countWords(intro);
  return introWords > 0 ? [{ title: 'Introduction', words: introWords }, ...sections] : sections;
}

const minutes = (words: number): string =>
  words < 150 ? '<1 min' : `${readingMinutesFor(words)} min`;

export function drawArticleMap(doc: RenderedMarkdown, kind: 'article' | 'guide') {
  const sections = articleSections(doc);
  const shown = sections.length > MAX_ROWS ? sections.slice(0, MAX_ROWS - 1) : sections;
  const rest = sections.slice(shown.length);
  const rows = [
    ...shown.map((section) => ({
      label: section.title,
      value: section.words,
      shown: minutes(section.words),
    })),
    ...(rest.length > 0
      ? [
          {
            label: `${rest.length} more sections`,
            value: rest.reduce((sum, section) => sum + section.words, 0),
            shown: minutes(rest.reduce((sum, section) => sum + section.words, 0)),
          },
        ]
      : []),
  ];
  const count = doc.headings.filter((heading) => heading.level === 2).length;
  const alt =
    `Map of this ${doc.readingMinutes}-minute ${kind}, ${count} sections by reading time: ` +
    sections.map((section) => `${section.title} (${minutes(section.words)})`).join('; ');
  const drawn = drawBarRows(
    rows,
    {
      heading: `${doc.readingMinutes} min read · ${count} sections`,
      subheading: 'Each bar: the reading time of a section',
      stacked: true,
    },
    alt,
  );
  return {
    ...drawn,
    alt,
    caption: `The ${kind} section by section, ${groupDigitsEnIn(doc.words)} words in all.`,
  };
}
