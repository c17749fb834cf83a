// Serves the business facts from content/business.yaml as plain data modules in place of
// shared/facts/brand-facts.ts, business-facts.ts and unbased-results.ts (build/facts-modules.ts),
// in the browser and SSR builds, the dev server and Vitest. Invalid facts stop the build with the line and field of
// each problem; in the dev server an edit to the YAML reloads the pages that use the facts.
import type { Plugin } from 'vite';
import { FACTS_FILE } from '../shared/facts/read-facts-file.ts';
import { FACTS_MODULES, factsModuleCode } from './facts-modules.ts';

export function businessFactsPlugin(): Plugin {
  let production = false;
  return {
    name: 'reachmark:business-facts',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!FACTS_MODULES.includes(file)) return undefined;
      this.addWatchFile(FACTS_FILE);
      try {
        return factsModuleCode(file, production);
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
    hotUpdate({ file }) {
      if (file !== FACTS_FILE) return undefined;
      const graph = this.environment.moduleGraph;
      return FACTS_MODULES.flatMap((module) => [...(graph.getModulesByFile(module) ?? [])]);
    },
  };
}
