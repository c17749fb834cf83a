// Serves `virtual:lead-options` (the quote form's city choices, the service alias table and each
// service's first-step need) and `virtual:lead-service-groups` (the second step's grouped
// services), evaluated from src/features/leads/lead-options.ts at build time and emitted as plain
// data, so the browser does not download the content tables they are derived from. Two modules,
// because a module goes whole into one chunk: the groups load with the lazy second step, not with
// /quote.
import type { Plugin } from 'vite';
import {
  cityOptions,
  serviceAliases,
  serviceGroups,
  serviceNeeds,
} from '../src/features/leads/lead-options';

const MODULES: Record<string, Record<string, unknown>> = {
  'virtual:lead-options': { cityOptions, serviceAliases, serviceNeeds },
  'virtual:lead-service-groups': { serviceGroups },
};

const resolved = (id: string) => `\0${id}`;

export function leadOptionsPlugin(): Plugin {
  return {
    name: 'reachmark:lead-options',
    resolveId: (id) => (Object.hasOwn(MODULES, id) ? resolved(id) : undefined),
    load: (id) => {
      const name = Object.keys(MODULES).find((key) => resolved(key) === id);
      if (!name) return undefined;
      return Object.entries(MODULES[name] ?? {})
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
