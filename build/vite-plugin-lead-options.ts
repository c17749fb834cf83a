// Serves `virtual:lead-options`: the quote form's grouped services, city choices, the service alias
// table and each service's first-step need, evaluated from shared/leads/lead-options.ts at build time and emitted as plain
// data, so the browser does not download the content tables they are derived from.
import type { Plugin } from 'vite';
import {
  cityOptions,
  serviceAliases,
  serviceGroups,
  serviceNeeds,
} from '../shared/leads/lead-options';

const VIRTUAL_ID = 'virtual:lead-options';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function leadOptionsPlugin(): Plugin {
  return {
    name: 'reachmark:lead-options',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? [
            `export const serviceGroups = ${JSON.stringify(serviceGroups)};`,
            `export const cityOptions = ${JSON.stringify(cityOptions)};`,
            `export const serviceAliases = ${JSON.stringify(serviceAliases)};`,
            `export const serviceNeeds = ${JSON.stringify(serviceNeeds)};`,
          ].join('\n')
        : undefined,
  };
}
