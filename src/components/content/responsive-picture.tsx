// An image from the build's image pipeline as a <picture>: AVIF, then WebP, each at several widths
// for `sizes` to choose from, the intrinsic width and height so nothing moves when it arrives, and
// the inlined ThumbHash placeholder painted behind it meanwhile. Lazy unless `priority`: the first
// screen's main image loads at once, with the browser's highest priority.
import type { ResponsiveImage } from '../../lib/responsive-image';

interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** How wide the image is shown, e.g. `112px` or `(min-width: 64rem) 33vw, 100vw`. */
  sizes: string;
  /** The first screen's main image: eager, with fetchpriority="high". */
  priority?: boolean;
  className?: string;
}

export function ResponsivePicture({
  image,
  sizes,
  priority = false,
  className,
}: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={
          image.placeholder
            ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' }
            : undefined
        }
      />
    </picture>
  );
}
