// Types of the modules Vite plugins generate at build time (vite-plugin-pwa's register helper has
// its own). Types from the sources are named with import() types: an import declaration inside an
// ambient module cannot use a relative path, and skipLibCheck would silently make them any.
/* eslint-disable @typescript-eslint/consistent-type-imports -- import() types are the only way */
/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:page-index' {
  type PackedPage = import('./content/page-summary').PackedPage;
  export const packedPages: PackedPage[];
  export const packedNotFound: PackedPage;
  export const packedOffline: PackedPage;
}

declare module 'virtual:page-descriptions/*' {
  /** Registry descriptions of one template's pages, by page id. */
  export const descriptions: Record<string, string>;
}

declare module 'virtual:lead-options' {
  type LeadOptions = typeof import('./features/leads/lead-options');
  /** The values of lead-options.ts the first step needs, as data. */
  export const cityOptions: LeadOptions['cityOptions'];
  export const serviceAliases: LeadOptions['serviceAliases'];
  export const serviceNeeds: LeadOptions['serviceNeeds'];
}

declare module 'virtual:lead-service-groups' {
  /** The second step's grouped services from lead-options.ts, as data. */
  export const serviceGroups: (typeof import('./features/leads/lead-options'))['serviceGroups'];
}

declare module 'virtual:palette-entries' {
  /** The values of palette-entries.ts, as data. */
  export const paletteEntries: import('./features/palette/palette-entry').PaletteEntry[];
}

declare module '*.md' {
  const rendered: import('./content/blog/markdown').RenderedMarkdown;
  export default rendered;
}

interface ImportMetaEnv {
  /** Sentry DSN; monitoring is off when it is empty. */
  readonly VITE_SENTRY_DSN?: string;
}
