// What a page drawn by JavaScript has before and after its scripts run: the words, main headings
// and links of the HTML that arrived and of the document Chromium drew on our server, both
// measured by the analyzer's own rules, and one plain sentence on what the difference means; and
// which of a crawl's pages get drawn (the first few: each takes the server's one browser).
import { plural } from '../../../lib/plural';
import type { PageMeasures } from './page-measures';
import type { AuditedPage } from './site-audit';
import { SCRIPT_SHELL_WORDS } from './seo-thresholds';

export interface RenderingComparison {
  wordsBefore: number;
  wordsAfter: number;
  /** The rendered page's h1 texts, in order. */
  h1After: string[];
  linksBefore: number;
  linksAfter: number;
  explanation: string;
}

const linkCount = (measures: PageMeasures) =>
  measures.links.internal + measures.links.external + measures.links.other;

export function compareRendering(before: PageMeasures, after: PageMeasures): RenderingComparison {
  const wordsBefore = before.keywords.wordCount;
  const wordsAfter = after.keywords.wordCount;
  const drawn = wordsAfter - wordsBefore >= SCRIPT_SHELL_WORDS;
  return {
    wordsBefore,
    wordsAfter,
    h1After: after.headings.filter((heading) => heading.level === 1).map((h) => h.text),
    linksBefore: linkCount(before),
    linksAfter: linkCount(after),
    explanation: drawn
      ? `The page’s words exist only once its scripts run. Google reads them when it gets round to rendering the page, which can take days; Bing, other search engines and link previews read the ${plural(wordsBefore, 'word')} that arrive. Sending the ${plural(wordsAfter, 'word')} in the HTML itself makes them count everywhere, at once.`
      : 'Even after its scripts ran, the page has hardly any words: it may draw its content only after a click or a sign-in, or its scripts may have failed in the browser. Search engines will find little on it either way.',
  };
}

/** Pages of a crawl drawn on our server at most: each holds its one browser for seconds. */
export const RENDERED_CRAWL_PAGES = 3;

/** The names of the first `max` pages the analyzer found drawn by JavaScript, in crawl order. */
export function pagesToRender(pages: AuditedPage[], max = RENDERED_CRAWL_PAGES): Set<string> {
  return new Set(
    pages
      .filter((page) => page.report.findings.some((item) => item.id === 'rendering'))
      .slice(0, max)
      .map((page) => page.name),
  );
}
