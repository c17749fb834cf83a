// The logo mark's letter, drawn by the logo files (brand-logos.ts) and the social images
// (social-card.tsx): a white R on the rounded indigo square, in the mark's 32 x 32 grid.

/** The R on the mark, in the mark's 32 x 32 grid. */
export const MARK_R =
  'M9 23V9h7.5a4.5 4.5 0 0 1 1.4 8.8L23 23h-4.2l-4.4-4.8H12.6V23H9Zm3.6-8h3.7a1.6 1.6 0 0 0 0-3.2h-3.7V15Z';
