// The SVG files the build draws for content figures, by address: the figures' data modules and the
// Markdown plugin add them as they draw, the client build emits them and the dev server serves them.
import { figureHtml } from './figure-html.ts';
import { figureAddress } from './svg-card.ts';

export interface DrawnFigure {
  svg: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export const figureFiles = new Map<string, string>();

/** Files the figure under `name` and returns its HTML, as the page shows it. */
export function fileFigure(name: string, { svg, ...figure }: DrawnFigure): string {
  const src = figureAddress(name, svg);
  figureFiles.set(src, svg);
  return figureHtml({ src, ...figure });
}
