// Serves `virtual:lead-options`: the quote form's service and city choices and the service alias
// table, evaluated from src/features/leads/lead-options.ts at build time and emitted as plain
// data, so the browser does not download the content tables they are derived from.
import type { Plugin } from 'vite';
import { cityOptions, serviceAliases, serviceOptions } from '../src/features/leads/lead-options';

const VIRTUAL_ID = 'virtual:lead-options';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function leadOptionsPlugin(): Plugin {
  return {
    name: 'reachmark:lead-options',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? [
            `export const serviceOptions = ${JSON.stringify(serviceOptions)};`,
            `export const cityOptions = ${JSON.stringify(cityOptions)};`,
            `export const serviceAliases = ${JSON.stringify(serviceAliases)};`,
          ].join('\n')
        : undefined,
  };
}
