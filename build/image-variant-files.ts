// The two Vite hooks every plugin that plans image variants (image-variants.ts) needs: the client
// build writes each planned variant as a hashed asset under assets/media/ (the SSR build only names
// them), and the dev server encodes a variant when a page asks for it.
import type { Plugin } from 'vite';
import { encodeVariant, MEDIA_URL_PREFIX, type PlannedVariant } from './image-variants.ts';

export function imageVariantFiles(
  files: ReadonlyMap<string, PlannedVariant>,
): Pick<Plugin, 'generateBundle' | 'configureServer'> {
  return {
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
