// A small, forgiving HTML tokenizer: start and end tags with attributes, text, comments, doctypes
// and the raw text of script/style. Works without DOMParser (Web Workers, Node) and never throws.
import { decodeHtmlEntities } from './html-entities';

export type HtmlToken =
  | { type: 'start'; name: string; attrs: Map<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string }
  /** The whole content of a raw-text element such as script, style or title. */
  | { type: 'raw'; name: string; text: string }
  | { type: 'comment'; text: string }
  | { type: 'doctype'; text: string };

/**
 * Elements whose content is not markup. noscript is included because browsers with scripting on
 * (and Google's renderer) parse it as text: its tracking-pixel images are not part of the page.
 */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements whose content is text with character references but no tags. */
const ESCAPABLE_RAW_TEXT = new Set(['title', 'textarea']);

const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const ATTR_NAME = /[^\s/>][^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const SPACE = /[\s/]*/y;
const WHITESPACE = /\s*/y;

interface Cursor {
  html: string;
  pos: number;
}

function matchAt(pattern: RegExp, cursor: Cursor): string {
  pattern.lastIndex = cursor.pos;
  const found = pattern.exec(cursor.html);
  if (!found) return '';
  cursor.pos = pattern.lastIndex;
  return found[0];
}

interface TagRest {
  attrs: Map<string, string>;
  selfClosing: boolean;
  /** False when the document ended before the tag's `>`. */
  closed: boolean;
}

/** Reads one attribute value after `=`: quoted (possibly unterminated) or unquoted. */
function readValue(cursor: Cursor): string {
  const { html } = cursor;
  matchAt(WHITESPACE, cursor);
  const quote = html[cursor.pos];
  if (quote !== '"' && quote !== "'") return matchAt(UNQUOTED_VALUE, cursor);
  const close = html.indexOf(quote, cursor.pos + 1);
  const end = close === -1 ? html.length : close;
  const value = html.slice(cursor.pos + 1, end);
  cursor.pos = Math.min(end + 1, html.length);
  return value;
}

/** Reads `name="value"` pairs up to `>`; the first of duplicated attributes wins, as in browsers. */
function readAttributes(cursor: Cursor): TagRest {
  const attrs = new Map<string, string>();
  const { html } = cursor;
  for (;;) {
    const gap = matchAt(SPACE, cursor);
    if (cursor.pos >= html.length) return { attrs, selfClosing: false, closed: false };
    if (html[cursor.pos] === '>') {
      cursor.pos += 1;
      return { attrs, selfClosing: gap.endsWith('/'), closed: true };
    }
    const name = matchAt(ATTR_NAME, cursor).toLowerCase();
    const beforeEquals = cursor.pos;
    matchAt(WHITESPACE, cursor);
    let value = '';
    if (html[cursor.pos] === '=') {
      cursor.pos += 1;
      value = readValue(cursor);
    } else {
      cursor.pos = beforeEquals;
    }
    if (!attrs.has(name)) attrs.set(name, decodeHtmlEntities(value, true));
  }
}

/** Index where the raw text of `name` ends: its end tag, or the end of the document. */
function rawTextEnd(html: string, from: number, name: string): { end: number; next: number } {
  const closing = new RegExp(`</${name}(?=[\\s/>]|$)`, 'ig');
  closing.lastIndex = from;
  const found = closing.exec(html);
  if (!found) return { end: html.length, next: html.length };
  const close = html.indexOf('>', found.index);
  return { end: found.index, next: close === -1 ? html.length : close + 1 };
}

/** Reads a comment or a `<!...>`/`<?...>` declaration starting at `<`. */
function readBogus(cursor: Cursor, tokens: HtmlToken[]): void {
  const { html, pos } = cursor;
  if (html.startsWith('<!--', pos)) {
    // `<!-->` and `<!--->` are complete (empty) comments in browsers.
    const shortClose = /^<!---?>/.exec(html.slice(pos, pos + 5));
    if (shortClose) {
      tokens.push({ type: 'comment', text: '' });
      cursor.pos = pos + shortClose[0].length;
      return;
    }
    const close = html.indexOf('-->', pos + 4);
    const end = close === -1 ? html.length : close;
    tokens.push({ type: 'comment', text: html.slice(pos + 4, end) });
    cursor.pos = close === -1 ? html.length : close + 3;
    return;
  }
  const close = html.indexOf('>', pos);
  const end = close === -1 ? html.length : close;
  const body = html.slice(pos + 2, end);
  if (/^doctype/i.test(body)) tokens.push({ type: 'doctype', text: body.slice(7).trim() });
  else tokens.push({ type: 'comment', text: body });
  cursor.pos = close === -1 ? html.length : close + 1;
}

/** Reads `</name ...>`; anything between the name and `>` is ignored, as browsers do. */
function readEndTag(cursor: Cursor, tokens: HtmlToken[]): void {
  cursor.pos += 2;
  const name = matchAt(TAG_NAME, cursor).toLowerCase();
  const close = cursor.html.indexOf('>', cursor.pos);
  cursor.pos = close === -1 ? cursor.html.length : close + 1;
  if (close !== -1) tokens.push({ type: 'end', name });
}

/** Reads `<name attrs>` and, for raw-text elements, everything up to the matching end tag. */
function readStartTag(cursor: Cursor, tokens: HtmlToken[]): void {
  cursor.pos += 1;
  const name = matchAt(TAG_NAME, cursor).toLowerCase();
  const { attrs, selfClosing, closed } = readAttributes(cursor);
  // A tag cut off by the end of the document is dropped, as browsers do.
  if (!closed) return;
  tokens.push({ type: 'start', name, attrs, selfClosing });
  const raw = RAW_TEXT.has(name);
  if (!raw && !ESCAPABLE_RAW_TEXT.has(name)) return;
  const { end, next } = rawTextEnd(cursor.html, cursor.pos, name);
  const text = cursor.html.slice(cursor.pos, end);
  tokens.push({ type: 'raw', name, text: raw ? text : decodeHtmlEntities(text) });
  if (end < cursor.html.length) tokens.push({ type: 'end', name });
  cursor.pos = next;
}

/** Splits `html` into tokens. Malformed markup degrades to text or is skipped, never an error. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const cursor: Cursor = { html, pos: 0 };
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart)
      tokens.push({ type: 'text', text: decodeHtmlEntities(html.slice(textStart, end)) });
  };
  while (cursor.pos < html.length) {
    const lt = html.indexOf('<', cursor.pos);
    if (lt === -1) break;
    const next = html.charAt(lt + 1);
    const isMarkup =
      /[a-zA-Z!?]/.test(next) || (next === '/' && /[a-zA-Z]/.test(html.charAt(lt + 2)));
    if (!isMarkup) {
      cursor.pos = lt + 1;
      continue;
    }
    flushText(lt);
    cursor.pos = lt;
    if (next === '!' || next === '?') readBogus(cursor, tokens);
    else if (next === '/') readEndTag(cursor, tokens);
    else readStartTag(cursor, tokens);
    textStart = cursor.pos;
  }
  flushText(html.length);
  return tokens;
}
