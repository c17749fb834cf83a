// Puts src/lib/verified-preload.ts in place of Vite's preload helper, so every lazy import fetches its
// files before the module loader sees them (docs/decisions/0007), and lists every dynamically
// imported chunk among its own preload files: Vite leaves a chunk with no static imports of its own
// (page content, say) out of its list, and such a chunk must be fetched first too. The build fails
// if the helper was not replaced, so a change in Vite cannot silently bring the old one back, and if
// a lazy chunk imports CSS, which the replacement does not load.
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

/** The module id Vite's import analysis gives its preload helper. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const HELPER_FILE = fileURLToPath(new URL('../src/lib/verified-preload.ts', import.meta.url));
/** A string the replacement's built code contains and Vite's own helper does not. */
const HELPER_MARK = 'the module loader failed';

/** Vite's deps for a dynamic import of `chunk`, with the chunk itself always among them. */
export const withOwnChunk = (chunk: string, deps: string[]): string[] =>
  deps.includes(chunk) ? deps : [chunk, ...deps];

export function verifiedPreloadPlugin(): Plugin {
  return {
    name: 'reachmark:verified-preload',
    apply: 'build',
    enforce: 'pre',
    config: (): UserConfig => ({
      build: { modulePreload: { polyfill: false, resolveDependencies: withOwnChunk } },
    }),
    load: (id) =>
      id === VITE_PRELOAD_HELPER_ID
        ? `export { __vitePreload } from ${JSON.stringify(HELPER_FILE)};`
        : undefined,
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const usesPreload = Object.values(bundle).some(
        (file) => file.type === 'chunk' && file.dynamicImports.length > 0,
      );
      const replaced = Object.values(bundle).some(
        (file) => file.type === 'chunk' && file.code.includes(HELPER_MARK),
      );
      if (usesPreload && !replaced)
        this.error(
          'Vite kept its own preload helper: the verified-preload replacement is missing.',
        );
      const lazyCss = Object.values(bundle).find(
        (file) => file.type === 'chunk' && !file.isEntry && file.viteMetadata?.importedCss.size,
      );
      if (lazyCss)
        this.error(
          `${lazyCss.fileName} imports CSS, which src/lib/verified-preload.ts does not load: ` +
            'put the styles in the site stylesheet.',
        );
    },
  };
}
