// SVG files the build draws itself (the brand's logos, the map of India), by their path on the
// site: served from memory by the development server and emitted as assets by the client build.
import type { Plugin } from 'vite';

/** `draw` is called once, when the files are first needed (never by the SSR build). */
export function svgFilesPlugin(name: string, draw: () => Record<string, string>): Plugin {
  let drawn: Record<string, string> | undefined;
  const files = () => (drawn ??= draw());
  return {
    name,
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = files()[(request.url ?? '').split('?')[0]!];
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [path, svg] of Object.entries(files()))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}
