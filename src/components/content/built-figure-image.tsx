// A figure the build drew as an SVG file from the site's own data (build/content-figures/), shown
// as an <img> with its text alternative and caption: no script draws it, and its colours follow
// the theme through the colour scheme the page sets on <html> (theme-script.ts), which the file's
// prefers-color-scheme reads. It is its page's first-screen figure, so it loads at once and first.
import type { BuiltFigure } from '../../content/built-figure';

export function BuiltFigureImage({ figure }: { figure: BuiltFigure }) {
  return (
    <figure>
      <img
        src={figure.src}
        alt={figure.alt}
        width={figure.width}
        height={figure.height}
        decoding="async"
        fetchPriority="high"
        className="h-auto w-full max-w-md"
      />
      <figcaption className="rm-map-caption">{figure.caption}</figcaption>
    </figure>
  );
}
