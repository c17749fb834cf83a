// What a page drawn by JavaScript has before and after its scripts run: the words, main headings
// and links of the HTML that arrived and of the document Chromium drew on our server, both
// measured by the analyzer's own rules, and one plain sentence on what the difference means.
import { plural } from '../../../lib/plural';
import type { PageReport } from './html-analysis';
import type { PageMeasures } from './page-measures';

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

/**
 * `before`: the page as it arrived; `rendered`: the analyzer's report on the drawn document, whose
 * word-count check says whether the scripts drew a page or still next to nothing.
 */
export function compareRendering(before: PageMeasures, rendered: PageReport): RenderingComparison {
  const after = rendered.measures;
  const wordsBefore = before.keywords.wordCount;
  const wordsAfter = after.keywords.wordCount;
  const drawn = rendered.findings.some(
    (item) => item.id === 'word-count' && item.status !== 'fail',
  );
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
