// The drawing kit of the company pages' figure files (company-figures.ts): a 340-unit-wide SVG on
// its own background, in the site's type and colours for light and dark. An <img> cannot see the
// page's theme class, but it takes the page's colour scheme (the theme script sets `color-scheme`
// on <html>), so the file switches its colours with `prefers-color-scheme`; its background switches
// with its text, so it reads even where a browser follows the system scheme instead.
import { escapeText } from 'entities/escape';

export const WIDTH = 340;
const PAD = 14;
/** The heading's band above the body. */
const HEAD = 30;
/** The body's width inside the padding: x runs from 0 to INNER. */
export const INNER = WIDTH - 2 * PAD;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

const LIGHT =
  '--bg:#fff;--track:#f1f5f9;--line:#e2e8f0;--text:#0f172a;--muted:#475569;--brand:#4338ca;--accent:#0f766e';
const DARK =
  '--bg:#111827;--track:#1e293b;--line:#334155;--text:#e2e8f0;--muted:#a7b3c5;--brand:#818cf8;--accent:#2dd4bf';

const STYLE = `svg{${LIGHT}}@media (prefers-color-scheme:dark){svg{${DARK}}}
text{font-family:${FONT};fill:var(--text);font-size:13px}
.bg{fill:var(--bg)}.track{fill:var(--track)}.line{stroke:var(--line);stroke-width:1.5;fill:none}
.brand{fill:var(--brand)}.accent{fill:var(--accent)}.ring{fill:var(--bg);stroke:var(--brand);stroke-width:2}
.head{font-weight:700;font-size:14px}.label{font-weight:500}.strong{font-weight:700}
.note{fill:var(--muted);font-size:12px}.when{fill:var(--accent);font-size:12px;font-weight:600}
.num{fill:var(--bg);font-size:12px;font-weight:700}.value{fill:var(--muted);font-size:12px;font-weight:600}`;

/** About how wide a line of text is at a size: system sans averages 0.56 em a character. */
export const textWidth = (text: string, size: number): number => text.length * size * 0.56;

/** A text element; throws when the text would run past the figure's edge. */
export function text(
  x: number,
  y: number,
  value: string,
  {
    className = 'label',
    size = 13,
    anchor = 'start',
  }: { className?: string; size?: number; anchor?: 'start' | 'middle' | 'end' } = {},
): string {
  const width = textWidth(value, size);
  const from = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x;
  if (from < 0 || from + width > INNER)
    throw new Error(`Figure text too long for its place: "${value}"`);
  const anchorAttribute = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return `<text x="${x}" y="${y}" class="${className}"${anchorAttribute}>${escapeText(value)}</text>`;
}

/** The whole file: the background, a heading and the body drawn below it (y from 0). */
export function figureSvg(heading: string, body: string, bodyHeight: number): string {
  const height = Math.ceil(PAD + HEAD + bodyHeight + PAD);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">
<style>${STYLE}</style>
<rect class="bg" width="${WIDTH}" height="${height}"/>
<g transform="translate(${PAD} ${PAD})">
${text(0, 12, heading, { className: 'head', size: 14 })}
<g transform="translate(0 ${HEAD})">
${body}
</g>
</g>
</svg>
`;
}

/** A label at the left and its value at the right of one line; throws when they would meet. */
export function labelAndValue(y: number, label: string, value: string): string {
  if (textWidth(label, 13) + textWidth(value, 12) + 12 > INNER)
    throw new Error(`Figure label and value too long for one line: "${label}", "${value}"`);
  return text(0, y, label) + text(INNER, y, value, { className: 'value', size: 12, anchor: 'end' });
}
