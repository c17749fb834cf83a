// Turns raw page facts into the measured values the checks judge and the UI shows: lengths, counts,
// parsed JSON-LD, classified links and keyword density.
import type { HeadingFact, PageFacts } from './page-facts';
import { summariseJsonLd, type JsonLdSummary } from './json-ld';
import { siteHost, summariseLinks, type LinkSummary } from './link-summary';
import { summariseKeywords, type KeywordSummary } from '../keywords/keyword-density';
import { charLength } from './findings';

export interface AnalyzeOptions {
  /** The address of the page, used to tell internal links from external ones. */
  url?: string;
  /** The site's origin (https://www.example.in); wins over `url` for link classification. */
  siteOrigin?: string;
}

export const OPEN_GRAPH_TAGS = ['og:title', 'og:description', 'og:image', 'og:url'] as const;
export type OpenGraphTag = (typeof OPEN_GRAPH_TAGS)[number];

export interface TextMeasure {
  /** The first value on the page, undefined when there is none. */
  value: string | undefined;
  /** How many tags the page has for it (more than one is a mistake). */
  count: number;
  length: number;
}

export interface PageMeasures {
  url: string | undefined;
  title: TextMeasure;
  description: TextMeasure;
  canonicals: string[];
  robots: { directives: string[]; noindex: boolean; nofollow: boolean };
  lang: string | undefined;
  viewport: string | undefined;
  headings: HeadingFact[];
  images: { total: number; missingAlt: number; emptyAlt: number; missingAltSources: string[] };
  openGraph: Record<OpenGraphTag, string | undefined>;
  twitter: { card: string | undefined; title: string | undefined; image: string | undefined };
  jsonLd: JsonLdSummary;
  keywords: KeywordSummary;
  links: LinkSummary;
  resources: {
    scripts: number;
    externalScripts: number;
    blockingScriptsInHead: number;
    stylesheets: number;
    stylesheetsInHead: number;
    inlineStyles: number;
  };
  /** Ids of empty app roots (root, app, __next...): where scripts draw the page. */
  emptyAppRoots: string[];
}

const MAX_LISTED_IMAGES = 50;

function textMeasure(values: string[] | undefined): TextMeasure {
  const value = values?.[0];
  return { value, count: values?.length ?? 0, length: value === undefined ? 0 : charLength(value) };
}

function robotsOf(meta: PageFacts['meta']) {
  const directives = [...(meta['robots'] ?? []), ...(meta['googlebot'] ?? [])]
    .flatMap((content) => content.toLowerCase().split(','))
    .map((directive) => directive.trim())
    .filter(Boolean);
  const none = directives.includes('none');
  return {
    directives: [...new Set(directives)],
    noindex: none || directives.includes('noindex'),
    nofollow: none || directives.includes('nofollow'),
  };
}

function imagesOf(facts: PageFacts): PageMeasures['images'] {
  const missing = facts.images.filter((image) => image.alt === undefined);
  return {
    total: facts.images.length,
    missingAlt: missing.length,
    emptyAlt: facts.images.filter((image) => image.alt?.trim() === '').length,
    missingAltSources: missing.slice(0, MAX_LISTED_IMAGES).map((image) => image.src || '(no src)'),
  };
}

/** The host links are judged against: the explicit origin, else the page URL, canonical or og:url. */
function hostOf(facts: PageFacts, options: AnalyzeOptions): string | undefined {
  const candidates = [
    options.siteOrigin,
    options.url,
    ...facts.canonicals,
    facts.meta['og:url']?.[0],
  ];
  for (const candidate of candidates) {
    const host = siteHost(candidate);
    if (host) return host;
  }
  return undefined;
}

export function measurePage(facts: PageFacts, options: AnalyzeOptions = {}): PageMeasures {
  const first = (key: string) => facts.meta[key]?.[0] || undefined;
  return {
    url: options.url,
    title: textMeasure(facts.titles),
    description: textMeasure(facts.meta['description']),
    canonicals: facts.canonicals,
    robots: robotsOf(facts.meta),
    lang: facts.lang,
    viewport: first('viewport'),
    headings: facts.headings,
    images: imagesOf(facts),
    openGraph: {
      'og:title': first('og:title'),
      'og:description': first('og:description'),
      'og:image': first('og:image'),
      'og:url': first('og:url'),
    },
    twitter: {
      card: first('twitter:card'),
      title: first('twitter:title'),
      image: first('twitter:image'),
    },
    jsonLd: summariseJsonLd(facts.jsonLd),
    keywords: summariseKeywords(facts.text),
    links: summariseLinks(facts.links, hostOf(facts, options)),
    resources: {
      scripts: facts.scripts.length,
      externalScripts: facts.scripts.filter((script) => script.src).length,
      blockingScriptsInHead: facts.scripts.filter((script) => script.blocking && script.inHead)
        .length,
      stylesheets: facts.stylesheets.length,
      stylesheetsInHead: facts.stylesheets.filter((sheet) => sheet.inHead).length,
      inlineStyles: facts.inlineStyles,
    },
    emptyAppRoots: facts.emptyAppRoots,
  };
}
