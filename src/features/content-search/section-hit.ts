// The shapes content search hands the palette: a section of a page that matches the query, with a
// snippet of its text in which the matched words are marked.
import type { Category } from '../../content/page-entry';

/** A piece of a snippet: plain text, marked when it is a matched word. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SectionHit {
  /** `/path#heading-id`, or `/path` for the text before the page's first section heading. */
  url: string;
  /** The page's palette title. */
  pageTitle: string;
  /** The section's heading; undefined for the text before the first section heading. */
  heading?: string;
  category: Category;
  excerpt: ExcerptPart[];
}
