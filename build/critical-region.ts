// The part of a prerendered page a visitor sees first, for critical CSS: the skip links, the
// header and the first block elements of <main> in document order (text-level elements such as
// links and spans come with their block, an inline SVG icon counts as one); everything after them, the footer
// and the closed menus are emptied. Emptied elements stay as bare placeholders (same tag, no
// attributes, no children), so selectors about siblings (`:last-child`, `+`, `~`) still see the
// page's structure. It also names what was emptied, as selectors, so the inlined CSS can keep those
// parts invisible until the full stylesheet has arrived (never shown half-styled).
import { parseDocument } from 'htmlparser2';
import { findAll, findOne } from 'domutils';
import { isTag, type Document, type Element } from 'domhandler';

export interface CriticalRegion {
  document: Document;
  /** Selectors of the emptied parts. */
  deferred: string[];
}

const MAIN_ID = 'main-content';
const TEXT_LEVEL = new Set(
  'a abbr b bdi br code em i kbd mark q s small span strong sub sup time u wbr'.split(' '),
);
const FOOTER_CLASS = 'site-footer';

/** An id as a CSS identifier (React's useId ids hold characters such as ':' or '_'). */
export const cssEscape = (id: string): string =>
  id.replace(/[^\w-]|^\d/g, (char) => `\\${char.codePointAt(0)!.toString(16)} `);

const empty = (element: Element): void => {
  element.attribs = {};
  element.children = [];
};

/** The first view: the header and the first `mainElements` block elements of <main>. */
export function criticalRegion(html: string, mainElements: number): CriticalRegion {
  const document = parseDocument(html);
  const main = findOne((element) => element.attribs.id === MAIN_ID, document.children, true);
  if (!main) return { document, deferred: [] };
  const deferred: string[] = [];
  let budget = mainElements;
  const keep = (parent: Element, path: string): void => {
    const children = parent.children.filter(isTag);
    for (const [index, child] of children.entries()) {
      if (budget <= 0) {
        children.slice(index).forEach(empty);
        deferred.push(`${path}>:nth-child(n+${index + 1})`);
        return;
      }
      // Text-level elements ride along with their block: they add few rules and many elements.
      if (!TEXT_LEVEL.has(child.name)) budget -= 1;
      // An icon's shapes add no rules, only a long list of elements.
      if (child.name !== 'svg') keep(child, `${path}>:nth-child(${index + 1})`);
    }
  };
  keep(main, `#${MAIN_ID}`);
  // Closed menus and panels (the hidden attribute) open only after hydration; they wait for the
  // full stylesheet like the rest. Only those with an id can be named; the others stay.
  for (const closed of findAll(
    (element) => 'hidden' in element.attribs && Boolean(element.attribs.id),
    document.children,
  )) {
    deferred.push(`#${cssEscape(closed.attribs.id!)}`);
    empty(closed);
  }
  const footer = findOne(
    (element) => (element.attribs.class ?? '').split(/\s+/).includes(FOOTER_CLASS),
    document.children,
    true,
  );
  if (footer) {
    empty(footer);
    deferred.push(`.${FOOTER_CLASS}`);
  }
  return { document, deferred };
}
