// What a crawl needs from a fetched page, read with htmlparser2: its title, whether it asks not
// to be indexed (meta robots or googlebot), its canonical, the absolute http(s) addresses its
// links point to, and those of its images (src and srcset), icons, stylesheets and scripts
// (resolved against <base href> when there is one, fragments dropped, each once).
import { Parser } from 'htmlparser2';

export interface PageLinks {
  title: string;
  noindex: boolean;
  canonical?: string;
  links: string[];
  /** Images, icons, stylesheets and scripts the page loads. */
  assets: string[];
}

/** The rel values of <link> whose file the page needs: icons and stylesheets. */
const ASSET_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'stylesheet']);

/** The addresses in a srcset: "a.jpg 1x, b.jpg 2x" → a.jpg, b.jpg. */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

const absolute = (href: string, base: string): URL | undefined => {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
};

export function readPageLinks(html: string, pageUrl: string): PageLinks {
  let base = pageUrl;
  let title = '';
  let inTitle = false;
  let titleSeen = false;
  let noindex = false;
  let canonical: string | undefined;
  const hrefs: string[] = [];
  const assetHrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'base' && attributes.href && hrefs.length === 0) {
          base = absolute(attributes.href, pageUrl)?.href ?? base;
        } else if (name === 'a' && attributes.href !== undefined) {
          hrefs.push(attributes.href);
        } else if (name === 'img') {
          if (attributes.src) assetHrefs.push(attributes.src);
          if (attributes.srcset) assetHrefs.push(...srcsetUrls(attributes.srcset));
        } else if (name === 'script' && attributes.src) {
          assetHrefs.push(attributes.src);
        } else if (
          name === 'link' &&
          attributes.href &&
          (attributes.rel ?? '')
            .toLowerCase()
            .split(/\s+/)
            .some((rel) => ASSET_RELS.has(rel))
        ) {
          assetHrefs.push(attributes.href);
        } else if (name === 'title' && !titleSeen) {
          inTitle = true;
        } else if (name === 'meta') {
          const robotsName = attributes.name?.toLowerCase();
          if (
            (robotsName === 'robots' || robotsName === 'googlebot') &&
            /\b(noindex|none)\b/i.test(attributes.content ?? '')
          )
            noindex = true;
        } else if (
          name === 'link' &&
          attributes.rel?.toLowerCase().split(/\s+/).includes('canonical') &&
          attributes.href &&
          canonical === undefined
        ) {
          canonical = attributes.href;
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const links = new Set<string>();
  for (const href of hrefs) {
    const url = absolute(href, base);
    if (url) links.add(url.href);
  }
  const assets = new Set<string>();
  for (const href of assetHrefs) {
    const url = absolute(href, base);
    if (url) assets.add(url.href);
  }
  return {
    assets: [...assets],
    title: title.replace(/\s+/g, ' ').trim(),
    noindex,
    canonical: canonical === undefined ? undefined : absolute(canonical, base)?.href,
    links: [...links],
  };
}

/** Whether an X-Robots-Tag header asks search engines not to index the page. */
export const headerSaysNoindex = (value: string | undefined): boolean =>
  /\b(noindex|none)\b/i.test(value ?? '');
