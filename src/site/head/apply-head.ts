// Brings document.head in line with a page's head tags (head-tags.ts) after a client-side
// navigation, so it holds what a prerendered load of the page would have (head-tags-html.ts): each
// named element is updated in place or added, and the elements replaced together (JSON-LD) are
// swapped for the page's own.
import { REPLACED_TOGETHER, type HeadTag } from './head-tags';

/** The element already in the head that a tag updates: the one of its name (first attribute). */
function namedElement({ tag, attributes }: HeadTag): Element | null {
  const [name] = Object.entries(attributes);
  const selector = name ? `${tag}[${name[0]}="${name[1]}"]` : tag;
  return document.head.querySelector(selector);
}

export function applyHead(tags: readonly HeadTag[]): void {
  for (const old of document.head.querySelectorAll(`[${REPLACED_TOGETHER}]`)) old.remove();
  for (const tag of tags) {
    const element =
      (REPLACED_TOGETHER in tag.attributes ? null : namedElement(tag)) ??
      document.head.appendChild(document.createElement(tag.tag));
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
  }
}
