// Serves `virtual:palette-entries`: the command palette's entries, evaluated from
// src/features/palette/palette-entries.ts at build time and emitted as plain data. Built in the
// browser, they pulled in the registry and the content tables it is made of (places, posts, case
// studies, business facts and their phrases): up to seven shared chunks to fetch on a phone's
// first opening of the palette, where this is part of the palette's own chunk
// (docs/decisions/0010).
import type { Plugin } from 'vite';
import { paletteEntries } from '../src/features/palette/palette-entries';

const VIRTUAL_ID = 'virtual:palette-entries';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function paletteEntriesPlugin(): Plugin {
  return {
    name: 'reachmark:palette-entries',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export const paletteEntries = ${JSON.stringify(paletteEntries)};`
        : undefined,
  };
}
