// Types of the company pages' figure modules (build/vite-plugin-company-figures.ts).
/* eslint-disable @typescript-eslint/consistent-type-imports -- import() types are the only way */
declare module 'virtual:company-figures/*' {
  /** The template's first-screen figures by page id. */
  export const figures: Record<
    string,
    import('../src/components/content/file-figure').FileFigureData | undefined
  >;
}
