// SVG files the build draws itself (the brand's logos, the map of India, the company pages'
// figures), by their path on the site: served from memory by the development server and emitted as
// assets by the client build.
import type { Plugin } from 'vite';

type Files = Record<string, string>;

/** `draw` is called once, when the files are first needed (never by the SSR build). */
export function svgFilesPlugin(name: string, draw: () => Files | Promise<Files>): Plugin {
  let drawn: Promise<Files> | undefined;
  const files = () => (drawn ??= Promise.resolve(draw()));
  return {
    name,
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        files().then((all) => {
          const svg = all[(request.url ?? '').split('?')[0]!];
          if (svg === undefined) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(svg);
        }, next);
      });
    },
    async generateBundle() {
      for (const [path, svg] of Object.entries(await files()))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}
