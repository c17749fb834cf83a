// Serves the business facts from content/business.yaml as plain data modules in place of
// shared/facts/brand-facts.ts and business-facts.ts (build/facts-modules.ts), in the browser and
// SSR builds, the dev server and Vitest. Invalid facts stop the build with the line and field of
// each problem; in the dev server an edit to the YAML reloads the pages that use the facts.
import type { Plugin } from 'vite';
import { FACTS_FILE } from '../shared/facts/read-facts-file';
import { BRAND_FACTS_MODULE, BUSINESS_FACTS_MODULE, factsModuleCode } from './facts-modules';

export function businessFactsPlugin(): Plugin {
  return {
    name: 'reachmark:business-facts',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (file !== BRAND_FACTS_MODULE && file !== BUSINESS_FACTS_MODULE) return undefined;
      this.addWatchFile(FACTS_FILE);
      try {
        return factsModuleCode(file);
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
    hotUpdate({ file }) {
      if (file !== FACTS_FILE) return undefined;
      const graph = this.environment.moduleGraph;
      return [BRAND_FACTS_MODULE, BUSINESS_FACTS_MODULE].flatMap((module) => [
        ...(graph.getModulesByFile(module) ?? []),
      ]);
    },
  };
}
