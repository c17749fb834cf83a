// The server's build (build/build-server.ts) gets the business facts from content/business.yaml as
// plain data modules (build/facts-modules.ts), as the Vite builds do, production ones: the compiled server neither
// reads the YAML nor needs the YAML parser, a development dependency absent from the image.
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';
import { FACTS_FILE } from '../shared/facts/read-facts-file';
import { factsModuleCode } from './facts-modules';

export function businessFactsEsbuildPlugin(): Plugin {
  return {
    name: 'reachmark:business-facts',
    setup(build) {
      const filter = /[\\/]shared[\\/]facts[\\/]((brand|business)-facts|unbased-results)\.ts$/;
      build.onLoad({ filter }, (args) => {
        // The server runs only in production.
        const contents = factsModuleCode(args.path, true);
        if (contents === undefined) return undefined;
        return { contents, loader: 'js', resolveDir: dirname(args.path), watchFiles: [FACTS_FILE] };
      });
    },
  };
}
