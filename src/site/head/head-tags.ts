// The <head> of every page, derived from its registry entry: title, description, robots, Open Graph,
// Twitter card, canonical and JSON-LD, as one list of elements. Pure data: the prerender writes it
// as HTML (head-tags-html.ts) and the browser applies the same list after each client-side
// navigation (apply-head.ts), so the two cannot describe different heads.
import { SITE_URL, site } from '../../../shared/site';
import { FAMILIES, type TemplateKey } from '../../content/families';
import { isStandIn, type PageEntry } from '../../content/page-entry';
import { absoluteUrl } from '../absolute-url';
import { registryPages } from '../registry-pages';
import { structuredData } from './structured-data';

/** Marks the elements a navigation replaces as a group rather than names one by one (JSON-LD). */
export const REPLACED_TOGETHER = 'data-head';

/**
 * One element of a page's head. Its first attribute names it (meta name or property, link rel),
 * so a navigation updates the element of that name in place; an element marked
 * REPLACED_TOGETHER is replaced with all others so marked. `text` is the element's content
 * (the title, a JSON-LD block's JSON); elements without it have no end tag.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

const TITLE_MAX = 60;
const suffix = ` | ${site.name}`;

/** The document title: the page title plus the brand when it fits in 60 characters. */
export function documentTitle(entry: PageEntry): string {
  return entry.title.length + suffix.length <= TITLE_MAX ? entry.title + suffix : entry.title;
}

/** The social image of a page family (families.ts), 1200x630, drawn by the build into dist/og/. */
export const socialImage = (template: TemplateKey): string =>
  `${SITE_URL}/og/${FAMILIES[template].socialImage ?? 'default'}.png`;

/** JSON for a <script type="application/ld+json"> block; `<` is escaped so no tag can close it. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

/** The head of a page, in the order the prerendered HTML writes it. */
export function headTags(entry: PageEntry): HeadTag[] {
  const title = documentTitle(entry);
  const canonical = absoluteUrl(registryPages.canonical(entry).path);
  const image = socialImage(entry.template);
  const type = FAMILIES[entry.template].jsonLd === 'article' ? 'article' : 'website';
  const trail = entry.id === 'home' || isStandIn(entry) ? [] : registryPages.trail(entry);
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', entry.description),
    meta('name', 'robots', entry.noindex ? 'noindex, follow' : 'index, follow'),
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', entry.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', entry.description),
    meta('name', 'twitter:image', image),
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...structuredData(entry, trail).map((data): HeadTag => ({
      tag: 'script',
      attributes: { type: 'application/ld+json', [REPLACED_TOGETHER]: '' },
      text: jsonForScript(data),
    })),
  ];
}
