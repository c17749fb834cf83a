// Colour contrast maths for the contrast helper (SPEC.md 5): relative luminance and contrast ratio
// as WCAG 2 defines them, and which conformance levels a ratio meets for normal and large text.
import {
  CONTRAST_AA_LARGE,
  CONTRAST_AA_NORMAL,
  CONTRAST_AAA_LARGE,
  CONTRAST_AAA_NORMAL,
} from './a11y-constants.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface ContrastRating {
  aa: { normal: boolean; large: boolean };
  aaa: { normal: boolean; large: boolean };
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Reads '#1e293b', '1e293b' or the short form '#abc'; anything else gives undefined. */
export function parseHex(input: string): Rgb | undefined {
  const match = HEX.exec(input.trim());
  if (!match) return undefined;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const channel = (start: number) => parseInt(digits.slice(start, start + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** The canonical form of a colour, '#rrggbb' in lower case, as colour inputs expect it. */
export function normaliseHex(input: string): string | undefined {
  const rgb = parseHex(input);
  if (!rgb) return undefined;
  return `#${[rgb.r, rgb.g, rgb.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** sRGB channel (0 to 255) to linear light, per the sRGB transfer function. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) throw new RangeError(`Not a hex colour: "${a ? second : first}"`);
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Which levels a ratio meets. The unrounded ratio is compared, so 4.499 fails AA. */
export function rateContrast(ratio: number): ContrastRating {
  return {
    aa: { normal: ratio >= CONTRAST_AA_NORMAL, large: ratio >= CONTRAST_AA_LARGE },
    aaa: { normal: ratio >= CONTRAST_AAA_NORMAL, large: ratio >= CONTRAST_AAA_LARGE },
  };
}

/**
 * A ratio for display, e.g. '4.49:1'. It is truncated, not rounded, so a ratio that fails a
 * threshold is never shown as reaching it (4.499 reads 4.49, not 4.50).
 */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
