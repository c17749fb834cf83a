// The SVG files the build draws for content figures, by address: the figures' data modules and the
// Markdown plugin add them as they draw, the client build emits them and the dev server serves them.
import type { BuiltFigure } from '../../src/content/built-figure.ts';
import { figureAddress } from './svg-card.ts';

export interface DrawnFigure {
  svg: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export const figureFiles = new Map<string, string>();

/** Files the figure under `name` and returns what the page needs to show it. */
export function fileFigure(name: string, { svg, ...figure }: DrawnFigure): BuiltFigure {
  const src = figureAddress(name, svg);
  figureFiles.set(src, svg);
  return { src, ...figure };
}
