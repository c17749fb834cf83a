// Writes the section-heading ids of src/features/content-search/heading-ids.ts into prerendered
// HTML: every h2 to h6 of <main> without an id gets one, inserted into its start tag, so the page
// works as a '/path#section' link target before any JavaScript runs and the search index can cut
// the page into sections at its headings.
import { escapeAttribute } from 'entities/escape';
import { Parser } from 'htmlparser2';
import { headingIds, type HeadingText } from '../src/features/content-search/heading-ids';

const SECTION_HEADING = /^h[2-6]$/;

interface OpenHeading extends HeadingText {
  /** Where the tag name ends in the HTML, which is where a new id attribute goes. */
  insertAt: number;
}

export function addHeadingIds(html: string): string {
  const taken: string[] = [];
  const headings: OpenHeading[] = [];
  let mainDepth = 0;
  let current: OpenHeading | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'main') mainDepth++;
        if (mainDepth > 0 && SECTION_HEADING.test(name)) {
          current = {
            id: attributes.id || undefined,
            text: '',
            insertAt: parser.startIndex + 1 + name.length,
          };
          headings.push(current);
        } else if (attributes.id) {
          taken.push(attributes.id);
        }
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === 'main') mainDepth--;
        if (current && SECTION_HEADING.test(name)) current = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  const ids = headingIds(headings, taken);
  let result = html;
  // From the end, so earlier offsets stay valid.
  for (let index = headings.length - 1; index >= 0; index--) {
    const heading = headings[index]!;
    if (heading.id) continue;
    const at = heading.insertAt;
    result = `${result.slice(0, at)} id="${escapeAttribute(ids[index]!)}"${result.slice(at)}`;
  }
  return result;
}
