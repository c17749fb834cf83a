// An image as the build's image pipeline describes it (build/image-variants.ts) and <picture>
// shows it (src/components/content/responsive-picture.tsx): AVIF and WebP at several widths, the
// source's intrinsic size and, for photos, a tiny blurred placeholder inlined as a data URL.
export interface ResponsiveImage {
  /** The intrinsic size: the width and height attributes, so the page keeps its place. */
  width: number;
  height: number;
  /** `srcset` candidates, e.g. `/assets/media/a-112.1f2e3d4c.avif 112w, ...`. */
  avif: string;
  webp: string;
  /** The fallback `src`: the middle WebP width. */
  src: string;
  /** A WebP data URL drawn from the image's ThumbHash, painted until the image arrives. */
  placeholder?: string;
  alt: string;
}
