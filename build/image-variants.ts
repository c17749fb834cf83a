// The image pipeline: from one source image, AVIF and WebP at each of its kind's widths (none
// wider than the source), named by a hash of the source, the width, the format and the encoder
// settings, so a build can name every file before it encodes any (the SSR build names them, only
// the client build encodes them) and a changed photo gets new URLs. With the names come the
// intrinsic size and, for photos, a ThumbHash placeholder as a WebP data URL of a few hundred bytes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'node:path';
import sharp from 'sharp';
import { rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';
import type { ResponsiveImage } from '../src/lib/responsive-image.ts';

/** Where the files go, under the build's output (served with the other hashed assets). */
export const MEDIA_URL_PREFIX = '/assets/media/';

const FORMATS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
} as const;

export type ImageFormat = keyof typeof FORMATS;

/** One file to write: its URL path under the output folder and how to make it. */
export interface PlannedVariant {
  fileName: string;
  source: string;
  width: number;
  format: ImageFormat;
}

export interface PlannedImage {
  image: ResponsiveImage;
  variants: PlannedVariant[];
}

/** The widths to make of a source `width` wide: the kind's, none wider than the source. */
export function variantWidths(widths: readonly number[], width: number): number[] {
  const fitting = widths.filter((candidate) => candidate <= width);
  if (fitting.length === widths.length || fitting.at(-1) === width) return fitting;
  return [...fitting, width];
}

/**
 * The placeholder: the image's ThumbHash (a few dozen bytes that hold its colours and shape),
 * decoded to its 32-pixel blur and encoded as a WebP data URL of a few hundred bytes. ThumbHash's
 * own PNG writer stores the pixels uncompressed, ten times the size.
 */
async function placeholderOf(source: string): Promise<string> {
  const { data, info } = await sharp(source)
    .autoOrient()
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const blur = thumbHashToRGBA(rgbaToThumbHash(info.width, info.height, data));
  const webp = await sharp(Buffer.from(blur.rgba), {
    raw: { width: blur.w, height: blur.h, channels: 4 },
  })
    .webp({ quality: 60 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/** The image's description and the files it needs, without encoding any of them. */
export async function planImage(
  source: string,
  alt: string,
  widths: readonly number[],
  placeholder: boolean,
): Promise<PlannedImage> {
  const bytes = await readFile(source);
  const { width, height } = (await sharp(bytes).metadata()).autoOrient;
  const digest = createHash('sha256').update(bytes).digest('hex');
  const stem = parse(source)
    .name.toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const variants = variantWidths(widths, width).flatMap((variantWidth) =>
    (Object.keys(FORMATS) as ImageFormat[]).map((format) => {
      const hash = createHash('sha256')
        .update(`${digest} ${variantWidth} ${format} ${JSON.stringify(FORMATS[format])}`)
        .digest('hex')
        .slice(0, 10);
      return {
        fileName: `${MEDIA_URL_PREFIX.slice(1)}${stem}-${variantWidth}.${hash}.${format}`,
        source,
        width: variantWidth,
        format,
      };
    }),
  );
  const srcset = (format: ImageFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `/${variant.fileName} ${variant.width}w`)
      .join(', ');
  const webp = variants.filter((variant) => variant.format === 'webp');
  const middle = webp[Math.floor((webp.length - 1) / 2)];
  return {
    image: {
      width,
      height,
      avif: srcset('avif'),
      webp: srcset('webp'),
      src: `/${middle?.fileName ?? ''}`,
      ...(placeholder ? { placeholder: await placeholderOf(source) } : {}),
      alt,
    },
    variants,
  };
}

/** Encodes one planned file. */
export function encodeVariant({ source, width, format }: PlannedVariant): Promise<Buffer> {
  const resized = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif(FORMATS.avif) : resized.webp(FORMATS.webp)).toBuffer();
}
