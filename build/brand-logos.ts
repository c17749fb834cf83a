// Draws the downloadable logo files (/brand/*.svg, listed in shared/brand-logo.ts) with the brand
// name from the business facts as the wordmark and the title, so an agency that changes the name
// gets its own logo files without editing SVG. The build emits them into dist/brand/; the dev
// server answers them from memory.
import type { Plugin } from 'vite';
import { escapeAttribute, escapeText } from 'entities/escape';
import { brandFacts } from '../shared/facts/brand-facts.ts';
import {
  LOGO_FILES,
  LOGO_HEIGHT,
  MARK_SIZE,
  WORDMARK_X,
  logoWidth,
  wordmarkLength,
} from '../shared/brand-logo.ts';
import { MARK_R, MARK_TEXT, markLetterOf } from '../shared/logo-mark.ts';
import { svgFilesPlugin } from './vite-plugin-svg-files.ts';

const INDIGO = '#4338ca';
const INK = '#0f172a';
const WHITE = '#ffffff';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const opening = (width: number, height: number, viewBox: string, name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-labelledby="logo-title">
  <title id="logo-title">${escapeText(name)}</title>`;

/** The mark's letter for the brand `name`, in `fill`: the R's outline, or any other letter set in type. */
const markGlyph = (name: string, fill: string): string => {
  const letter = markLetterOf(name);
  if (letter === 'R') return `<path d="${MARK_R}" fill="${fill}"/>`;
  const { x, y, fontSize, fontWeight } = MARK_TEXT;
  return `<text x="${x}" y="${y}" text-anchor="middle" fill="${fill}" font-family="${escapeAttribute(FONT)}" font-size="${fontSize}" font-weight="${fontWeight}">${escapeText(letter)}</text>`;
};

const wordmark = (name: string, fill: string) =>
  `  <text x="${WORDMARK_X}" y="28.5" fill="${fill}" font-family="${escapeAttribute(FONT)}" font-size="24" font-weight="700" textLength="${wordmarkLength(name)}" lengthAdjust="spacingAndGlyphs">${escapeText(name)}</text>`;

/** The full logo: the indigo mark with its white letter, and the wordmark in ink. */
function fullColour(name: string): string {
  const width = logoWidth(name);
  return `${opening(width, LOGO_HEIGHT, `0 0 ${width} ${LOGO_HEIGHT}`, name)}
  <g transform="scale(1.25)">
    <rect width="32" height="32" rx="8" fill="${INDIGO}"/>
    ${markGlyph(name, '#fff')}
  </g>
${wordmark(name, INK)}
</svg>
`;
}

/** The whole logo in one colour, the letter cut out of the mark. */
function singleColour(name: string, colour: string): string {
  const width = logoWidth(name);
  return `${opening(width, LOGO_HEIGHT, `0 0 ${width} ${LOGO_HEIGHT}`, name)}
  <defs>
    <mask id="r-cutout" maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">
      <rect width="32" height="32" fill="#fff"/>
      ${markGlyph(name, '#000')}
    </mask>
  </defs>
  <g transform="scale(1.25)">
    <rect width="32" height="32" rx="8" fill="${colour}" mask="url(#r-cutout)"/>
  </g>
${wordmark(name, colour)}
</svg>
`;
}

/** The mark alone. */
const mark = (name: string): string =>
  `${opening(MARK_SIZE, MARK_SIZE, '0 0 32 32', name)}
  <rect width="32" height="32" rx="8" fill="${INDIGO}"/>
  ${markGlyph(name, '#fff')}
</svg>
`;

/** Each logo file's SVG by its public path, for the brand `name`. */
export function brandLogoSvgs(name: string = brandFacts.brand.name): Record<string, string> {
  return {
    [LOGO_FILES['full-colour']]: fullColour(name),
    [LOGO_FILES['mono-dark']]: singleColour(name, INK),
    [LOGO_FILES['mono-light']]: singleColour(name, WHITE),
    [LOGO_FILES.mark]: mark(name),
  };
}

/** Emits the logo files in the client build and serves them in development. */
export const brandLogosPlugin = (): Plugin =>
  svgFilesPlugin('reachmark:brand-logos', () => brandLogoSvgs());
