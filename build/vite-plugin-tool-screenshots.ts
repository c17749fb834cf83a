// The free tools' screenshots (taken by `npm run screenshots`, src/content/tool-screenshots/) through
// the image pipeline (image-variants.ts): `virtual:tool-screenshots` gives each as the HTML of a
// responsive picture (AVIF and WebP srcsets, `sizes`, intrinsic size, the alt text recorded when it
// was taken): a tool page's first-screen figure, eager, and a hub card's picture, lazy and with an
// empty alt inside the card's link. Pages embed it as page data, so none of it ships as script.
// The client build writes the files under assets/media/; the dev server encodes on request.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { captionedPictureHtml, pictureHtml } from './content-figures/figure-html.ts';
import { planImage, type PlannedVariant } from './image-variants.ts';
import { imageVariantFiles } from './image-variant-files.ts';
import {
  readScreenshotManifest,
  SCREENSHOTS_DIR,
  SCREENSHOTS_MANIFEST,
} from './tool-screenshots/screenshot-manifest.ts';
import { TOOL_SLUGS } from './tool-screenshots/tool-sources.ts';

const ID = 'virtual:tool-screenshots';

/** Shown at most about 600 CSS pixels wide (a tool page's intro figure): 1x to 2x, and a phone's. */
const WIDTHS = [360, 600, 900, 1200];
const FRAME = 'h-auto w-full rounded-xl border border-line';
const CAPTION = 'A real result, taken from the tool on this site.';

export function toolScreenshotsPlugin(): Plugin {
  const files = new Map<string, PlannedVariant>();
  return {
    name: 'reachmark:tool-screenshots',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(SCREENSHOTS_MANIFEST);
      const manifest = readScreenshotManifest();
      const images = await Promise.all(
        TOOL_SLUGS.map(async (slug) => {
          const record = manifest[slug];
          if (!record) return this.error(`No screenshot of ${slug}: run npm run screenshots`);
          const planned = await planImage(
            join(SCREENSHOTS_DIR, record.file),
            record.alt,
            WIDTHS,
            false,
          );
          for (const variant of planned.variants) files.set(variant.fileName, variant);
          const { image } = planned;
          const figure = captionedPictureHtml(
            pictureHtml(image, {
              sizes: '(min-width: 64rem) 26rem, 100vw',
              priority: true,
              className: `${FRAME} max-w-md`,
            }),
            CAPTION,
          );
          const card = pictureHtml(image, {
            sizes: '(min-width: 80rem) 24rem, (min-width: 48rem) 50vw, 100vw',
            className: `${FRAME} mb-4`,
            alt: '',
          });
          return [slug, { figure, card }] as const;
        }),
      );
      return `export const toolScreenshots = ${JSON.stringify(Object.fromEntries(images))};`;
    },
    ...imageVariantFiles(files),
  };
}
