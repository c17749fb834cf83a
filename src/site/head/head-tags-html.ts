// Writes a page's head tags (head-tags.ts) as HTML, for the prerendered pages. After a client-side
// navigation apply-head.ts applies the same tags to the document instead.
import { escapeAttribute, escapeText } from 'entities/escape';
import type { HeadTag } from './head-tags';

/** An empty value is written as the bare name (`data-head`), which HTML reads as the same value. */
const attributeHtml = ([name, value]: [string, string]): string =>
  value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;

/** A script's text is raw in HTML (no character references); head-tags.ts escapes its JSON. */
const textHtml = (tag: HeadTag['tag'], text: string): string =>
  tag === 'script' ? text : escapeText(text);

export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const start = `<${tag}${Object.entries(attributes).map(attributeHtml).join('')}>`;
      return text === undefined ? start : `${start}${textHtml(tag, text)}</${tag}>`;
    })
    .join('\n    ');
}
