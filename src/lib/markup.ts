// HTML and SVG written as text, for figures drawn as markup (a figure the page embeds with its
// content, so the template carries no drawing code): every attribute value and text escaped.

import { escapeUTF8 } from 'entities/escape';

type Attributes = Record<string, string | number | undefined>;

/** One element: `tag('text', { x: 4 }, 'Pune')` → '<text x="4">Pune</text>'; undefined skips an attribute. */
export function tag(name: string, attributes: Attributes, ...children: string[]): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeUTF8(String(value))}"`)
    .join('');
  return `<${name}${written}>${children.join('')}</${name}>`;
}

/** A void element such as img: no children and no closing tag. */
export const voidTag = (name: string, attributes: Attributes): string =>
  tag(name, attributes).replace(`</${name}>`, '');
