// The free tools' screenshots (taken by `npm run screenshots`, src/content/tool-screenshots/) through
// the image pipeline (image-variants.ts): `virtual:tool-screenshots` describes each as a
// responsive image (AVIF and WebP srcsets, intrinsic size, the alt text recorded when it was taken)
// and the client build writes the files under assets/media/; the dev server encodes on request.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  encodeVariant,
  MEDIA_URL_PREFIX,
  planImage,
  type PlannedVariant,
} from './image-variants.ts';
import {
  readScreenshotManifest,
  SCREENSHOTS_DIR,
  SCREENSHOTS_MANIFEST,
} from './tool-screenshots/screenshot-manifest.ts';
import { TOOL_SLUGS } from './tool-screenshots/tool-sources.ts';

const ID = 'virtual:tool-screenshots';

/** Shown at most about 600 CSS pixels wide (a tool page's intro figure): 1x to 2x, and a phone's. */
const WIDTHS = [360, 600, 900, 1200];

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
          return [slug, planned.image] as const;
        }),
      );
      return `export const toolScreenshots = ${JSON.stringify(Object.fromEntries(images))};`;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const variant of files.values())
        this.emitFile({
          type: 'asset',
          fileName: variant.fileName,
          source: await encodeVariant(variant),
        });
    },
    configureServer(server) {
      server.middlewares.use(MEDIA_URL_PREFIX, (request, response, next) => {
        const variant = files.get(`${MEDIA_URL_PREFIX.slice(1)}${request.url?.slice(1) ?? ''}`);
        if (!variant) return next();
        encodeVariant(variant).then((bytes) => {
          response.setHeader('Content-Type', `image/${variant.format}`);
          response.end(bytes);
        }, next);
      });
    },
  };
}
