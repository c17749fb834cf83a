// A figure the build drew as an SVG file from the site's data (build/company-figures/): the file as
// an <img> with its text alternative, and its caption. No drawing code reaches the browser.

/** What a page needs to show a figure file: its address, size, text alternative and caption. */
export interface FileFigureData {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export function FileFigure({ figure }: { figure: FileFigureData | null }) {
  if (!figure) return null;
  return (
    <figure className="ar-figure">
      <img
        src={figure.src}
        alt={figure.alt}
        width={figure.width}
        height={figure.height}
        decoding="async"
        className="ar-chart"
      />
      <figcaption className="mt-3 text-sm text-muted">{figure.caption}</figcaption>
    </figure>
  );
}
