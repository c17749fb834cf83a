// The code of a company page's figure module (virtual:company-figures/<page id>): the figure as a
// React element made once when the module loads, an <img> of the drawn file with its text
// alternative and its caption, or null. Written here rather than as a shared component, so each
// template carries only its own figure, with no extra chunk to fetch on its first load.

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
