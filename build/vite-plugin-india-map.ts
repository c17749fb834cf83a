// Emits the map of India's base maps (build/india-map/india-map-files.ts) as static SVG files in
// the client build and serves them in development; the browser reads their addresses from the
// virtual:reachmark/india-map data modules, never their geometry (docs/decisions/0022-india-map.md).
import type { Plugin } from 'vite';
import { indiaMapFiles } from './india-map/india-map-files.ts';

export function indiaMapPlugin(): Plugin {
  return {
    name: 'reachmark:india-map',
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      const { files } = indiaMapFiles();
      server.middlewares.use((request, response, next) => {
        const svg = files[(request.url ?? '').split('?')[0]!];
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [path, svg] of Object.entries(indiaMapFiles().files))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}
