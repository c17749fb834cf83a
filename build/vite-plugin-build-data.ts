// Serves the data the browser needs from build-time code, evaluated here and emitted as plain data
// modules, all named `virtual:reachmark/<name>` (their types: build/virtual-modules.d.ts), so the
// browser downloads the values instead of the code and content tables they are derived from:
// - page-index: the registry projected to what the app shell needs (id, path, template, titles,
//   parent, params, noindex, canonical), packed as arrays, with the one column of the families
//   table the header menu needs (families.ts navSection); src/site/page-index.ts unpacks it
//   (docs/decisions/0001). It grows with the page count, so the browser loads it lazily
//   (src/site/full-page-index.ts) and a page hydrates from the slice its HTML embeds (0020);
// - shell-pages: what of it the first load needs whatever the page count: the not-found and
//   offline pages and the menus' families;
// - page-descriptions/<template>: the descriptions of that template's pages only, so a family's
//   text ships with that family;
// - lead-options: the quote form's city suggestions, the service alias table and each service's
//   first-step need (shared/leads/lead-options.ts);
// - lead-service-groups: the quote's second step's grouped services, a module of their own
//   because a module goes whole into one chunk: they load with the lazy second step, not /quote;
// - india-map, india-map-states: the map of India's file addresses and the served cities' positions
//   (build/india-map/india-map-files.ts; the files themselves: build/vite-plugin-india-map.ts);
// - office-map: the office's city on its state's map, matched from the facts (or null), so the
//   about and contact pages load one city and one address, not every city and state map;
// - palette-entries: the command palette's entries (src/features/palette/palette-entries.ts), part
//   of the palette's own chunk instead of up to seven shared content chunks (docs/decisions/0010).
import type { Plugin } from 'vite';
import { notFoundPage, offlinePage, pages } from '../src/content/registry.ts';
import { FAMILIES } from '../src/content/families.ts';
import { pack } from '../src/site/page-summary.ts';
import {
  cityOptions,
  serviceAliases,
  serviceGroups,
  serviceNeeds,
} from '../shared/leads/lead-options.ts';
import { paletteEntries } from '../src/features/palette/palette-entries.ts';
import { indiaMapFiles } from './india-map/india-map-files.ts';
import { officeMap } from './india-map/office-map.ts';

const NAMESPACE = 'virtual:reachmark/';
const DESCRIPTIONS = 'page-descriptions/';

/** The exports of each module, by its name in the namespace. */
const modules: Record<string, () => Record<string, unknown>> = {
  'page-index': () => ({
    packedPages: pages.map(pack),
    packedNotFound: pack(notFoundPage),
    packedOffline: pack(offlinePage),
    navSectionOf: Object.fromEntries(
      Object.entries(FAMILIES).flatMap(([template, family]) =>
        family.navSection ? [[template, family.navSection]] : [],
      ),
    ),
  }),
  // What the shell needs whatever the page count: the two stand-in pages and the menus' families.
  'shell-pages': () => ({
    packedNotFound: pack(notFoundPage),
    packedOffline: pack(offlinePage),
    navSectionOf: Object.fromEntries(
      Object.entries(FAMILIES).flatMap(([template, family]) =>
        family.navSection ? [[template, family.navSection]] : [],
      ),
    ),
  }),
  'lead-options': () => ({ cityOptions, serviceAliases, serviceNeeds }),
  'lead-service-groups': () => ({ serviceGroups }),
  'palette-entries': () => ({ paletteEntries }),
  'india-map': () => indiaMapFiles().modules['india-map']!,
  'india-map-states': () => indiaMapFiles().modules['india-map-states']!,
  'office-map': () => ({ officeMap: officeMap() }),
};

/** Registry descriptions of one template's pages, by page id; undefined for an unused template. */
function descriptions(template: string): Record<string, unknown> | undefined {
  const family = [...pages, notFoundPage, offlinePage].filter(
    (entry) => entry.template === template,
  );
  if (family.length === 0) return undefined;
  return { descriptions: Object.fromEntries(family.map((entry) => [entry.id, entry.description])) };
}

/** The exports of the module with this name, if there is one. */
export function buildData(name: string): Record<string, unknown> | undefined {
  return name.startsWith(DESCRIPTIONS)
    ? descriptions(name.slice(DESCRIPTIONS.length))
    : modules[name]?.();
}

export function buildDataPlugin(): Plugin {
  return {
    name: 'reachmark:build-data',
    resolveId: (id) => (id.startsWith(NAMESPACE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${NAMESPACE}`)) return undefined;
      const name = id.slice(NAMESPACE.length + 1);
      const data = buildData(name);
      if (!data) this.error(`No build-time data module ${NAMESPACE}${name}`);
      return Object.entries(data)
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
