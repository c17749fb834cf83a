// Types of the modules Vite plugins generate at build time (vite-plugin-pwa's register helper has
// its own).
/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:page-index' {
  import type { PackedPage } from '../src/site/page-summary';
  import type { NavSectionLabel, TemplateKey } from '../src/content/families';
  export const packedPages: PackedPage[];
  export const packedNotFound: PackedPage;
  export const packedOffline: PackedPage;
  /** The header menu section of each family that has one (families.ts navSection). */
  export const navSectionOf: Partial<Record<TemplateKey, NavSectionLabel>>;
}

declare module 'virtual:page-descriptions/*' {
  /** Registry descriptions of one template's pages, by page id. */
  export const descriptions: Record<string, string>;
}

declare module 'virtual:lead-options' {
  import type { LeadOption, ServiceGroup } from '../shared/leads/lead-options';
  import type { NeedChoice } from '../shared/leads/lead-fields';
  /** The values of lead-options.ts, as data. */
  export const serviceGroups: ServiceGroup[];
  export const cityOptions: LeadOption[];
  export const serviceAliases: Readonly<Record<string, string>>;
  export const serviceNeeds: Readonly<Record<string, NeedChoice>>;
}

declare module 'virtual:palette-entries' {
  import type { PaletteEntry } from '../src/features/palette/palette-entry';
  /** The values of palette-entries.ts, as data. */
  export const paletteEntries: PaletteEntry[];
}

declare module '*.md' {
  import type { RenderedMarkdown } from '../src/content/blog/markdown';
  const rendered: RenderedMarkdown;
  export default rendered;
}

interface ImportMetaEnv {
  /** Sentry DSN; monitoring is off when it is empty. */
  readonly VITE_SENTRY_DSN?: string;
}
