// The markup of a figure the build draws (an SVG file shown with an <img>, alt and caption) or of
// a responsive picture from the image pipeline, as HTML the build writes once: pages put it in
// place as it is (dangerouslySetInnerHTML), so neither its markup nor its text ships as script.
import { escapeUTF8 } from 'entities/escape';
import type { ResponsiveImage } from '../../src/lib/responsive-image.ts';

const CAPTION_CLASS = 'rm-map-caption';

/** A figure's image: eager and first, since each is its page's first-screen figure. */
export function figureHtml(figure: {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}): string {
  return (
    `<figure><img src="${escapeUTF8(figure.src)}" alt="${escapeUTF8(figure.alt)}" ` +
    `width="${figure.width}" height="${figure.height}" decoding="async" fetchpriority="high" ` +
    `class="h-auto w-full max-w-md"><figcaption class="${CAPTION_CLASS}">` +
    `${escapeUTF8(figure.caption)}</figcaption></figure>`
  );
}

/**
 * A picture as ResponsivePicture (src/components/content/responsive-picture.tsx) renders it: AVIF,
 * then WebP, `sizes`, the intrinsic size, lazy unless `priority` (eager, fetchpriority="high").
 */
export function pictureHtml(
  image: ResponsiveImage,
  options: { sizes: string; priority?: boolean; className: string; alt?: string },
): string {
  const { sizes, priority = false, className, alt = image.alt } = options;
  return (
    `<picture><source type="image/avif" srcset="${image.avif}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${image.webp}" sizes="${sizes}">` +
    `<img src="${image.src}" alt="${escapeUTF8(alt)}" width="${image.width}" height="${image.height}" ` +
    `loading="${priority ? 'eager' : 'lazy'}" decoding="async"` +
    `${priority ? ' fetchpriority="high"' : ''} class="${className}"></picture>`
  );
}

/** A picture with a caption, as a page's first-screen figure. */
export const captionedPictureHtml = (picture: string, caption: string): string =>
  `<figure>${picture}<figcaption class="${CAPTION_CLASS}">${escapeUTF8(caption)}</figcaption></figure>`;
