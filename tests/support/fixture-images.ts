// Images for the media tests, drawn with sharp in the test (no photos of real people, no real
// logos): a flat-coloured picture with a lighter band, at the size asked for.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** Writes a `width` x `height` image to `file`, as PNG or JPEG by its extension. */
export async function writeFixtureImage(file: string, width: number, height: number) {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#4338ca"/><rect y="${Math.round(height / 3)}" width="${width}" height="${Math.round(height / 3)}" fill="#99f6e4"/></svg>`,
  );
  const image = sharp(band);
  await writeFile(file, await (file.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
}
