// The downloadable logo files' paths and sizes. The files are drawn at build time with the brand
// name from the business facts as the wordmark (build/brand-logos.ts), so the full logo's width
// follows the name's length; the logo guide (src/content/company/logo.ts) reads its sizes here.

/** Where each logo variant is served from. */
export const LOGO_FILES = {
  'full-colour': '/brand/logo.svg',
  'mono-dark': '/brand/logo-mono-dark.svg',
  'mono-light': '/brand/logo-mono-light.svg',
  mark: '/brand/mark.svg',
} as const;

/** Height of the full logo in pixels; the mark alone is MARK_SIZE square. */
export const LOGO_HEIGHT = 40;
export const MARK_SIZE = 64;

/** Where the wordmark starts, after the 40-pixel mark and its gap. */
export const WORDMARK_X = 50;

/** Width the wordmark is set to: 24-pixel bold averages about 15 pixels a letter. */
export const wordmarkLength = (name: string): number => Math.round((name.length * 136) / 9);

/** Width of the full logo: the mark, the wordmark and a little space after it. */
export const logoWidth = (name: string): number => WORDMARK_X + wordmarkLength(name) + 6;
