// Descriptions of built images as the image pipeline writes them (build/image-variants.ts), for
// the component tests of the team card and the logo wall: data, no image files.
import type { ResponsiveImage } from '../../../src/lib/responsive-image';

/** A built image of `stem`, `alt` its text, at the widths given. */
export function builtImage(stem: string, alt: string, widths: number[]): ResponsiveImage {
  const srcset = (format: string) =>
    widths
      .map((width) => `/assets/media/${stem}-${width}.0123456789.${format} ${width}w`)
      .join(', ');
  return {
    width: widths.at(-1)!,
    height: Math.round((widths.at(-1)! * 5) / 4),
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: `/assets/media/${stem}-${widths[0]}.0123456789.webp`,
    placeholder: 'data:image/webp;base64,UklGRg==',
    alt,
  };
}
