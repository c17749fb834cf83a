// The logo mark's letter: the brand name's first letter on the rounded square, drawn by the header
// (brand-logo.tsx), the logo files (build/brand-logos.ts) and the social images
// (build/social-card.tsx). An R is drawn with its own outline in the mark's 32 x 32 grid; any other
// letter is set in the site's bold type.

/** The R on the mark, in the mark's 32 x 32 grid. */
export const MARK_R =
  'M9 23V9h7.5a4.5 4.5 0 0 1 1.4 8.8L23 23h-4.2l-4.4-4.8H12.6V23H9Zm3.6-8h3.7a1.6 1.6 0 0 0 0-3.2h-3.7V15Z';

/** Where a set letter sits in the mark's grid: centred, its baseline 23 units down, 20 high. */
export const MARK_TEXT = { x: 16, y: 23, fontSize: 20, fontWeight: 800 } as const;

/** The mark's letter for a brand name: its first letter or digit in capitals ('Reachmark' → 'R'). */
export const markLetterOf = (name: string): string =>
  (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? 'A').toLocaleUpperCase('en-IN');
