// Serves `virtual:page-index`: the registry projected to what the app shell needs (id, path,
// template, titles, parent, params, noindex, canonical), packed as arrays, with the one column of
// the families table the header menu needs (families.ts navSection); and, for each template,
// `virtual:page-descriptions/<template>`: the descriptions of that template's pages only. The first load carries
// this small table instead of the registry's code, descriptions and keywords, which only the
// build, head tags after navigation and the palette need. Derived at build time from the registry,
// which stays the one source of truth; src/site/page-index.ts unpacks it.
import type { Plugin } from 'vite';
import { notFoundPage, offlinePage, pages } from '../src/content/registry';
import { FAMILIES } from '../src/content/families';
import type { PageEntry } from '../src/content/page-entry';
import type { PackedPage } from '../src/site/page-summary';

const VIRTUAL_ID = 'virtual:page-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DESCRIPTIONS_PREFIX = 'virtual:page-descriptions/';

/** [id, path, template, title, label, parent, params, noindex, canonicalOf]; trailing empty fields are dropped. */
export function pack(entry: PageEntry): PackedPage {
  const packed: PackedPage = [
    entry.id,
    entry.path,
    entry.template,
    entry.title,
    entry.label ?? '',
    entry.parent ?? '',
    entry.params ?? 0,
    entry.noindex ? 1 : 0,
    entry.canonicalOf ?? '',
  ];
  while (packed.length > 4 && !packed[packed.length - 1]) packed.pop();
  return packed;
}

/** The header menu section of each family that has one. */
const navSectionOf = () =>
  Object.fromEntries(
    Object.entries(FAMILIES).flatMap(([template, family]) =>
      family.navSection ? [[template, family.navSection]] : [],
    ),
  );

export function pageIndexPlugin(): Plugin {
  return {
    name: 'reachmark:page-index',
    resolveId: (id) =>
      id === VIRTUAL_ID || id.startsWith(DESCRIPTIONS_PREFIX) ? `\0${id}` : undefined,
    load(id) {
      if (id === RESOLVED_ID) {
        return (
          `export const packedPages = ${JSON.stringify(pages.map(pack))};\n` +
          `export const packedNotFound = ${JSON.stringify(pack(notFoundPage))};\n` +
          `export const packedOffline = ${JSON.stringify(pack(offlinePage))};\n` +
          `export const navSectionOf = ${JSON.stringify(navSectionOf())};`
        );
      }
      if (id.startsWith(`\0${DESCRIPTIONS_PREFIX}`)) {
        const template = id.slice(DESCRIPTIONS_PREFIX.length + 1);
        const family = [...pages, notFoundPage, offlinePage].filter(
          (entry) => entry.template === template,
        );
        if (family.length === 0) this.error(`No pages use the template "${template}"`);
        const descriptions = Object.fromEntries(
          family.map((entry) => [entry.id, entry.description]),
        );
        return `export const descriptions = ${JSON.stringify(descriptions)};`;
      }
      return undefined;
    },
  };
}
