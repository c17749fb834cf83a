// Types of the modules Vite plugins generate at build time: the data modules of
// build/vite-plugin-build-data.ts, all named virtual:reachmark/<name>, and rendered Markdown
// (vite-plugin-pwa's register helper has its own). Types from the sources are named with import()
// types: an import declaration inside an ambient module cannot use a relative path, and
// skipLibCheck would silently make them any.
/* eslint-disable @typescript-eslint/consistent-type-imports -- import() types are the only way */
/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:reachmark/page-index' {
  type PackedPage = import('../src/site/page-summary').PackedPage;
  type TemplateKey = import('../src/content/families').TemplateKey;
  type NavSectionLabel = import('../src/content/families').NavSectionLabel;
  export const packedPages: PackedPage[];
  export const packedNotFound: PackedPage;
  export const packedOffline: PackedPage;
  /** The header menu section of each family that has one (families.ts navSection). */
  export const navSectionOf: Partial<Record<TemplateKey, NavSectionLabel>>;
}

declare module 'virtual:reachmark/shell-pages' {
  type PackedPage = import('../src/site/page-summary').PackedPage;
  type TemplateKey = import('../src/content/families').TemplateKey;
  type NavSectionLabel = import('../src/content/families').NavSectionLabel;
  export const packedNotFound: PackedPage;
  export const packedOffline: PackedPage;
  /** The header menu section of each family that has one (families.ts navSection). */
  export const navSectionOf: Partial<Record<TemplateKey, NavSectionLabel>>;
}

declare module 'virtual:reachmark/page-descriptions/*' {
  /** Registry descriptions of one template's pages, by page id. */
  export const descriptions: Record<string, string>;
}

declare module 'virtual:reachmark/lead-options' {
  type LeadOptions = typeof import('../shared/leads/lead-options');
  /** The values of lead-options.ts the quote's first step needs, as data. */
  export const cityOptions: LeadOptions['cityOptions'];
  export const serviceAliases: LeadOptions['serviceAliases'];
  export const serviceNeeds: LeadOptions['serviceNeeds'];
}

declare module 'virtual:reachmark/lead-service-groups' {
  /** The quote's second step's grouped services from lead-options.ts, as data. */
  export const serviceGroups: (typeof import('../shared/leads/lead-options'))['serviceGroups'];
}

declare module 'virtual:reachmark/palette-entries' {
  /** The values of palette-entries.ts, as data. */
  export const paletteEntries: import('../src/features/palette/palette-entry').PaletteEntry[];
}

declare module 'virtual:owner-media/team' {
  type ResponsiveImage = import('../src/lib/responsive-image').ResponsiveImage;
  /** The team members the facts declare, each with a photo when one is supplied. */
  export const teamMembers: { name: string; role: string; photo?: ResponsiveImage }[];
}

declare module 'virtual:owner-media/logos' {
  type ResponsiveImage = import('../src/lib/responsive-image').ResponsiveImage;
  /** The client logos whose clients gave permission to show them. */
  export const clientLogos: { client: string; image: ResponsiveImage }[];
}

declare module 'virtual:owner-media/logo-wall' {
  /** The client logo wall, or nothing when no client has given permission for its logo. */
  export const ClientLogoWall: (typeof import('../src/components/content/client-logo-wall'))['ClientLogoWall'];
}

declare module '*.md' {
  const rendered: import('../src/content/blog/markdown').RenderedMarkdown;
  export default rendered;
}

interface ImportMetaEnv {
  /** Sentry DSN; monitoring is off when it is empty. */
  readonly VITE_SENTRY_DSN?: string;
}

declare module 'virtual:reachmark/india-map' {
  type MapCity = import('./india-map/india-map').MapCity;
  type BaseMap = import('../src/components/content/india-map-figure').BaseMap;
  /** The country map, the served states tinted. */
  export const countryMap: BaseMap;
  /** The cities we serve, where the map draws them. */
  export const servedCities: MapCity[];
  /** How many states and union territories have a city we serve. */
  export const servedStateCount: number;
}

declare module 'virtual:reachmark/india-map-states' {
  type BaseMap = import('../src/components/content/india-map-figure').BaseMap;
  /** Each served state's map (the view around it, the state in full colour), by its name. */
  export const stateMaps: Record<string, BaseMap>;
}

declare module 'virtual:reachmark/office-map' {
  type MapCity = import('./india-map/india-map').MapCity;
  type BaseMap = import('../src/components/content/india-map-figure').BaseMap;
  /** The office's city and its state's map; null when the facts' city is not a served place. */
  export const officeMap: { city: MapCity; map: BaseMap } | null;
}

declare module 'virtual:content-figure/*' {
  /** The HTML of a figure the build drew as an SVG file (build/vite-plugin-content-figures.ts). */
  export const figure: string;
}

declare module 'virtual:tool-screenshots' {
  /** Each free tool's screenshot, by slug, as HTML: its intro figure and its hub card picture. */
  export const toolScreenshots: Record<string, { figure: string; card: string }>;
}
