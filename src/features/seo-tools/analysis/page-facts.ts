// Pulls what the SEO checks need out of a page's HTML in one pass over its tokens: head tags,
// headings, images, links, scripts, stylesheets, JSON-LD, the visible text and the empty app roots
// a page drawn by JavaScript arrives with.
import { tokenizeHtml, type HtmlToken } from './html-tokenizer';

export interface HeadingFact {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface ImageFact {
  src: string;
  /** undefined when the attribute is missing; '' marks a decorative image, which is correct. */
  alt: string | undefined;
}

export interface LinkFact {
  href: string;
  /** Lower-cased rel tokens, e.g. ['nofollow', 'sponsored']. */
  rel: string[];
  /** Link text with image alts, or its aria-label or title when it has no text. */
  text: string;
}

export interface ScriptFact {
  src: string | undefined;
  /** True for an external classic script without async or defer: it stops the parser. */
  blocking: boolean;
  inHead: boolean;
}

export interface StylesheetFact {
  href: string;
  inHead: boolean;
}

export interface PageFacts {
  /** The lang attribute of <html>, undefined when absent. */
  lang: string | undefined;
  /** Text of every HTML <title>, in document order. */
  titles: string[];
  /** Meta tags keyed by lower-cased name or property (og:title...), with every value in order. */
  meta: Record<string, string[]>;
  canonicals: string[];
  headings: HeadingFact[];
  images: ImageFact[];
  links: LinkFact[];
  jsonLd: string[];
  scripts: ScriptFact[];
  stylesheets: StylesheetFact[];
  inlineStyles: number;
  /** Visible text, with a line break wherever a block element separates two pieces of text. */
  text: string;
  /**
   * Ids of the app roots scripts draw a page into (root, app, __next...; Angular's <app-root> as
   * "app-root") that arrive empty.
   */
  emptyAppRoots: string[];
}

/** The ids React, Vue, Next.js, Nuxt, Gatsby and Quasar render into (Angular's is <app-root>). */
const APP_ROOT_IDS = new Set([
  'root',
  'app',
  '__next',
  '__nuxt',
  '___gatsby',
  'q-app',
  'react-root',
]);

/** Whether the element starting at `tokens[index]` holds nothing but white space and comments. */
function isEmptyElement(tokens: HtmlToken[], index: number, name: string): boolean {
  for (let at = index + 1; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (token?.type === 'end') return token.name === name;
    if (token?.type === 'comment' || (token?.type === 'text' && !token.text.trim())) continue;
    return false;
  }
  return true;
}

/**
 * Elements that do not break a line: text on both sides of them belongs to one run of words.
 * <a> is left out on purpose: minified menus put links side by side, and they are separate words.
 */
const INLINE = new Set(
  'abbr b bdi bdo cite code data dfn em font i kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
/** Elements whose content is never rendered as page text. */
const HIDDEN_CONTAINERS = new Set(['template', 'svg', 'math']);
/** Elements allowed in <head>; any other start tag means the body has begun. */
const HEAD_ELEMENTS = new Set(
  'html head title meta link base script style noscript template'.split(' '),
);
const HEADING = /^h([1-6])$/;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Capture {
  parts: string[];
}

interface WalkState {
  facts: PageFacts;
  text: string[];
  hiddenDepth: number;
  inBody: boolean;
  heading: (Capture & { level: HeadingFact['level'] }) | undefined;
  link: (Capture & { href: string; rel: string[]; label: string }) | undefined;
}

function closeHeading(state: WalkState): void {
  if (!state.heading) return;
  state.facts.headings.push({
    level: state.heading.level,
    text: collapse(state.heading.parts.join('')),
  });
  state.heading = undefined;
}

function closeLink(state: WalkState): void {
  if (!state.link) return;
  const { href, rel, parts, label } = state.link;
  state.facts.links.push({ href, rel, text: collapse(parts.join('')) || label });
  state.link = undefined;
}

/** Adds words to the visible text and to the heading or link being read. */
function addText(state: WalkState, text: string): void {
  state.text.push(text);
  state.heading?.parts.push(text);
  state.link?.parts.push(text);
}

function onHeadTag(state: WalkState, name: string, attrs: Map<string, string>): void {
  const { facts } = state;
  if (name === 'html' && facts.lang === undefined && attrs.has('lang')) {
    facts.lang = attrs.get('lang')?.trim();
  } else if (name === 'meta') {
    const key = (attrs.get('name') ?? attrs.get('property') ?? '').trim().toLowerCase();
    if (key) (facts.meta[key] ??= []).push(collapse(attrs.get('content') ?? ''));
  } else if (name === 'link') {
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = (attrs.get('href') ?? '').trim();
    if (rel.includes('canonical')) facts.canonicals.push(href);
    if (rel.includes('stylesheet') && href) facts.stylesheets.push({ href, inHead: !state.inBody });
  }
}

function onScript(state: WalkState, attrs: Map<string, string>, body: string): void {
  const type = (attrs.get('type') ?? '').trim().toLowerCase();
  if (type === 'application/ld+json') {
    state.facts.jsonLd.push(body);
    return;
  }
  const isClassic = type === '' || /(java|ecma)script/.test(type);
  if (!isClassic && type !== 'module') return; // data blocks and templates do not run
  const src = attrs.get('src')?.trim() || undefined;
  const blocking = isClassic && !!src && !attrs.has('async') && !attrs.has('defer');
  state.facts.scripts.push({ src, blocking, inHead: !state.inBody });
}

function onStart(
  state: WalkState,
  token: Extract<HtmlToken, { type: 'start' }>,
  next: HtmlToken | undefined,
): void {
  const { name, attrs, selfClosing } = token;
  if (HIDDEN_CONTAINERS.has(name) && !selfClosing) state.hiddenDepth += 1;
  if (!HEAD_ELEMENTS.has(name)) state.inBody = true;
  onHeadTag(state, name, attrs);
  const rawText = next?.type === 'raw' ? next.text : '';
  if (name === 'script') onScript(state, attrs, rawText);
  else if (name === 'style') state.facts.inlineStyles += 1;
  else if (name === 'title' && state.hiddenDepth === 0) state.facts.titles.push(collapse(rawText));
  if (state.hiddenDepth > 0) return;
  const level = HEADING.exec(name)?.[1];
  if (level) {
    closeHeading(state);
    state.heading = { level: Number(level) as HeadingFact['level'], parts: [] };
  } else if (name === 'a' && attrs.has('href')) {
    closeLink(state);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const label = collapse(attrs.get('aria-label') ?? attrs.get('title') ?? '');
    state.link = { href: (attrs.get('href') ?? '').trim(), rel, parts: [], label };
  } else if (name === 'img') {
    state.facts.images.push({ src: (attrs.get('src') ?? '').trim(), alt: attrs.get('alt') });
    // Search engines read an image's alt as part of a heading or link it sits in.
    const alt = attrs.get('alt');
    if (alt) {
      state.heading?.parts.push(` ${alt} `);
      state.link?.parts.push(` ${alt} `);
    }
  }
  if (!INLINE.has(name)) state.text.push('\n');
}

function onEnd(state: WalkState, name: string): void {
  if (HIDDEN_CONTAINERS.has(name) && state.hiddenDepth > 0) state.hiddenDepth -= 1;
  if (name === 'head') state.inBody = true;
  // Any heading end tag closes the open heading, whatever its level, as browsers do.
  if (HEADING.test(name)) closeHeading(state);
  else if (name === 'a') closeLink(state);
  if (!INLINE.has(name)) state.text.push('\n');
}

/** Facts about the page in `html`. Never throws: broken markup yields whatever could be read. */
export function extractPageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    lang: undefined,
    titles: [],
    // A prototype-free object, so a meta named "constructor" is just a key.
    meta: Object.create(null) as PageFacts['meta'],
    canonicals: [],
    headings: [],
    images: [],
    links: [],
    jsonLd: [],
    scripts: [],
    stylesheets: [],
    inlineStyles: 0,
    text: '',
    emptyAppRoots: [],
  };
  const state: WalkState = {
    facts,
    text: [],
    hiddenDepth: 0,
    inBody: false,
    heading: undefined,
    link: undefined,
  };
  const tokens = tokenizeHtml(html);
  tokens.forEach((token, index) => {
    if (token.type === 'start') {
      onStart(state, token, tokens[index + 1]);
      const id = token.name === 'app-root' ? 'app-root' : (token.attrs.get('id')?.trim() ?? '');
      const isRoot = id === 'app-root' || APP_ROOT_IDS.has(id);
      if (isRoot && (token.selfClosing || isEmptyElement(tokens, index, token.name)))
        facts.emptyAppRoots.push(id);
    } else if (token.type === 'end') onEnd(state, token.name);
    else if (token.type === 'text' && state.hiddenDepth === 0) {
      if (token.text.trim()) state.inBody = true;
      addText(state, token.text);
    }
  });
  closeHeading(state);
  closeLink(state);
  facts.text = state.text
    .join('')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return facts;
}
