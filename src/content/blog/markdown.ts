// Turns a Markdown body (blog posts, long-form resources) into safe HTML at build time, with the
// heading list for a table of contents, a word count and a reading time.
import { escapeUTF8 } from 'entities/escape';
import { Marked, Renderer, type Tokens } from 'marked';

export interface MarkdownHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
  words: number;
  readingMinutes: number;
  /** A blog post's or guide's map of its sections as figure HTML (vite-plugin-markdown.ts). */
  figure?: string;
}

/** Words a typical reader gets through in a minute of reading on screen. */
export const WORDS_PER_MINUTE = 200;

const PAGE_PREFIX = 'page:';

const decodeEntities = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(
      /&(lt|gt|quot|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!,
    );

/** A URL-safe id from heading text: lower case ASCII letters, digits and hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Counts words in rendered HTML: runs of non-space characters that contain a letter or digit. */
export function countWords(html: string): number {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '));
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const readingMinutesFor = (words: number): number =>
  Math.max(1, Math.round(words / WORDS_PER_MINUTE));

const isExternal = (href: string): boolean => /^https?:\/\//i.test(href);
const isAllowedOther = (href: string): boolean => /^(mailto:|tel:|#)/i.test(href);

/**
 * Renders Markdown to HTML. `page:<id>` links are resolved through resolveHref; an unknown id,
 * a typed internal path, an image or an h1 throws, so a bad post fails the build instead of
 * shipping a broken page. Raw HTML in the source is shown as text, never passed through.
 */
export function renderMarkdown(
  md: string,
  resolveHref: (id: string) => string | undefined,
): RenderedMarkdown {
  const headings: MarkdownHeading[] = [];
  const usedIds = new Map<string, number>();

  const uniqueId = (text: string): string => {
    const base = slugify(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    if (seen === 0) return base;
    // Keep going until the suffixed id is free too ("faq-2" might be a heading of its own).
    let n = seen + 1;
    while (usedIds.has(`${base}-${n}`)) n += 1;
    const id = `${base}-${n}`;
    usedIds.set(id, 1);
    return id;
  };

  const resolveLink = (href: string): { url: string; external: boolean } => {
    if (href.startsWith(PAGE_PREFIX)) {
      const id = href.slice(PAGE_PREFIX.length);
      const url = resolveHref(id);
      if (url === undefined) {
        throw new Error(`Markdown link to unknown page id "${id}" (${href}): check the registry.`);
      }
      return { url, external: false };
    }
    if (isExternal(href)) return { url: href, external: true };
    if (isAllowedOther(href)) return { url: href, external: false };
    throw new Error(
      `Markdown link "${href}" is not allowed: link to site pages as page:<registry-id>, ` +
        'and to other sites with an absolute https:// URL.',
    );
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading): string {
        if (depth === 1) {
          throw new Error(
            'Markdown bodies must not contain an h1: the page renders the title as h1.',
          );
        }
        const inner = this.parser.parseInline(tokens);
        const text = decodeEntities(
          this.parser.parseInline(tokens, this.parser.textRenderer),
        ).trim();
        const id = uniqueId(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, level: depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link): string {
        const { url, external } = resolveLink(href);
        const titleAttr = title ? ` title="${escapeUTF8(title)}"` : '';
        const relAttr = external ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeUTF8(url)}"${titleAttr}${relAttr}>${this.parser.parseInline(tokens)}</a>`;
      },
      image({ href }: Tokens.Image): string {
        throw new Error(
          `Markdown images are not supported (${href}): use an SVG component instead.`,
        );
      },
      html(token: Tokens.HTML | Tokens.Tag): string {
        const shown = escapeUTF8(token.text.trim());
        return 'block' in token && token.block ? `<p>${shown}</p>\n` : shown;
      },
      table(token: Tokens.Table): string {
        const table = Renderer.prototype.table.call(this, token);
        const columns = token.header.map((cell) =>
          decodeEntities(this.parser.parseInline(cell.tokens, this.parser.textRenderer)),
        );
        const label = columns.join(', ');
        // A focusable, labelled region lets keyboard users scroll a table wider than the screen.
        const region = `<div class="table-scroll" role="region" tabindex="0" aria-label="Table: ${escapeUTF8(label)}">`;
        if (columns.length < 3) return `${region}\n${table}</div>\n`;
        // Three columns and more are too many for a phone: CSS stacks each row as a card there,
        // labelling each cell by its column from data-label (as on industry pages).
        let cell = 0;
        const labelled = table
          .replace('<table>', '<table class="table-cards">')
          .replace(/<td(?=[ >])/g, () => {
            const name = columns[cell++ % columns.length]!;
            return `<td data-label="${escapeUTF8(name)}"`;
          });
        return `${region}\n${labelled}</div>\n`;
      },
    },
  });

  const html = marked.parse(md, { async: false });
  const words = countWords(html);
  return { html, headings, words, readingMinutes: readingMinutesFor(words) };
}
