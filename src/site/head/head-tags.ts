// The <head> of every page, derived from its registry entry: title, description, canonical, robots,
// Open Graph, Twitter card and JSON-LD. Pure: the prerender script serialises it to HTML and the
// browser applies the same description after each client-side navigation.
import { SITE_URL, site } from '../../../shared/site';
import { FAMILIES, type TemplateKey } from '../../content/families';
import { isStandIn, type PageEntry } from '../../content/page-entry';
import { absoluteUrl } from '../absolute-url';
import { registryPages } from '../registry-pages';
import { structuredData } from './structured-data';

export interface HeadTags {
  title: string;
  /** name= or property= meta tags, in order. */
  meta: { key: 'name' | 'property'; name: string; content: string }[];
  canonical: string;
  jsonLd: object[];
}

const TITLE_MAX = 60;
const suffix = ` | ${site.name}`;

/** The document title: the page title plus the brand when it fits in 60 characters. */
export function documentTitle(entry: PageEntry): string {
  return entry.title.length + suffix.length <= TITLE_MAX ? entry.title + suffix : entry.title;
}

/** The social image of a page family (families.ts), 1200x630, built into public/og/. */
export const socialImage = (template: TemplateKey): string =>
  `${SITE_URL}/og/${FAMILIES[template].socialImage ?? 'default'}.png`;

export function headTags(entry: PageEntry): HeadTags {
  const title = documentTitle(entry);
  const canonical = absoluteUrl(registryPages.canonical(entry).path);
  const image = socialImage(entry.template);
  const type = FAMILIES[entry.template].jsonLd === 'article' ? 'article' : 'website';
  const meta: HeadTags['meta'] = [
    { key: 'name', name: 'description', content: entry.description },
    { key: 'name', name: 'robots', content: entry.noindex ? 'noindex, follow' : 'index, follow' },
    { key: 'property', name: 'og:type', content: type },
    { key: 'property', name: 'og:site_name', content: site.name },
    { key: 'property', name: 'og:title', content: title },
    { key: 'property', name: 'og:description', content: entry.description },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:image', content: image },
    { key: 'property', name: 'og:image:width', content: '1200' },
    { key: 'property', name: 'og:image:height', content: '630' },
    { key: 'property', name: 'og:locale', content: 'en_IN' },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: title },
    { key: 'name', name: 'twitter:description', content: entry.description },
    { key: 'name', name: 'twitter:image', content: image },
  ];
  const trail = entry.id === 'home' || isStandIn(entry) ? [] : registryPages.trail(entry);
  return { title, meta, canonical, jsonLd: structuredData(entry, trail) };
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json"> block; `<` is escaped so no tag can close it. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags as HTML, for prerendered pages. */
export function headTagsHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      (tag) => `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
    ...tags.jsonLd.map(
      (data) => `<script type="application/ld+json" data-head>${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
