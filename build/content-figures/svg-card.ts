// The common parts of the figures the build draws as SVG files (docs/decisions/0026): a card 340
// units wide in the theme's colours, light or dark by the colour scheme of the <img> that shows it
// (the page sets it on <html> from the theme), text escaped and cut to fit, and the file's hashed address.
import { createHash } from 'node:crypto';
import { escapeUTF8 } from 'entities/escape';

/** Every figure is drawn this wide and scaled to its column. */
export const FIGURE_WIDTH = 340;
export const PAD = 16;

/** The theme's tokens (src/styles/theme.css) for the figure's classes: light, then dark. */
const STYLE =
  'text{font-family:system-ui,"Segoe UI",Roboto,"Noto Sans",sans-serif;fill:#0f172a}' +
  '.c{fill:#fff;stroke:#e2e8f0}.m{fill:#475569}.b{fill:#4338ca}.a{fill:#0f766e}.k{fill:#f1f5f9}' +
  '.l{stroke:#cbd5e1;fill:none}' +
  '@media (prefers-color-scheme:dark){text{fill:#e2e8f0}.c{fill:#111827;stroke:#334155}' +
  '.m{fill:#a7b3c5}.b{fill:#818cf8}.a{fill:#2dd4bf}.k{fill:#1e293b}.l{stroke:#475569}}';

/** Text cut to about `width` units at `size` (system UI averages about 0.55 em a character). */
export function fitText(text: string, width: number, size: number): string {
  const chars = Math.floor(width / (size * 0.55));
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}

interface TextOptions {
  size?: number;
  weight?: number;
  className?: string;
  anchor?: 'start' | 'end' | 'middle';
}

export function svgText(x: number, y: number, text: string, options: TextOptions = {}): string {
  const { size = 12, weight = 400, className, anchor = 'start' } = options;
  return (
    `<text x="${x}" y="${y}" font-size="${size}"${weight === 400 ? '' : ` font-weight="${weight}"`}` +
    `${className ? ` class="${className}"` : ''}${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>` +
    `${escapeUTF8(text)}</text>`
  );
}

export const svgRect = (x: number, y: number, width: number, height: number, className: string) =>
  `<rect x="${x}" y="${y}" width="${Math.max(0, width).toFixed(1)}" height="${height}" rx="3" class="${className}"/>`;

/** The whole file: the card and what is drawn on it, `height` units tall. */
export function svgCard(height: number, body: string[], title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE_WIDTH}" height="${height}" ` +
    `viewBox="0 0 ${FIGURE_WIDTH} ${height}"><title>${escapeUTF8(title)}</title>` +
    `<style>${STYLE}</style>` +
    `<rect x="0.5" y="0.5" width="${FIGURE_WIDTH - 1}" height="${height - 1}" rx="12" class="c"/>` +
    `${body.join('')}</svg>`
  );
}

/** The address of a drawn file: its name and a hash of its content, among the hashed assets. */
export const figureAddress = (name: string, svg: string): string =>
  `/assets/figures/${name}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
