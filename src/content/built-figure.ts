// A figure the build draws as an SVG file from the site's own data (build/content-figures/): its
// address, intrinsic size, text alternative and caption, as the page shows it with an <img>.
export interface BuiltFigure {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}
