// The code of a company page's figure module (virtual:company-figures/<page id>): the figure as a
// React element made once when the module loads, an <img> of the drawn file with its text
// alternative and its caption, or null. Written here rather than as a shared component, so each
// template carries only its own figure, with no extra chunk to fetch on its first load. The legal
// pages take the same figure as HTML (virtual:company-figures/html/<page id>), loaded and embedded
// with their policy's HTML, so its words cost them no JavaScript.
import { escapeAttribute, escapeText } from 'entities/escape';

/** What a page shows of a figure file: its address, size, text alternative and caption. */
export interface FileFigureData {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export function figureModule(figure: FileFigureData | null): string {
  if (!figure) return 'export const figure = null;';
  const { src, width, height, alt, caption } = figure;
  const image = JSON.stringify({
    src,
    alt,
    width,
    height,
    decoding: 'async',
    className: 'ar-chart',
  });
  const text = JSON.stringify({ className: 'mt-3 text-sm text-muted', children: caption });
  return `import { jsx, jsxs } from 'react/jsx-runtime';
export const figure = jsxs('figure', {
  className: 'ar-figure',
  children: [jsx('img', ${image}), jsx('figcaption', ${text})],
});`;
}

/** The same figure as HTML, or '' when the page shows none. */
export function figureHtml(figure: FileFigureData | null): string {
  if (!figure) return '';
  const { src, width, height, alt, caption } = figure;
  return `<figure class="ar-figure"><img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" width="${width}" height="${height}" decoding="async" class="ar-chart"><figcaption class="mt-3 text-sm text-muted">${escapeText(caption)}</figcaption></figure>`;
}
