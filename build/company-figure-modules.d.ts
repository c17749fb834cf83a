// Types of the company pages' figure modules (build/vite-plugin-company-figures.ts).
/* eslint-disable @typescript-eslint/consistent-type-imports -- import() types are the only way */
declare module 'virtual:company-figures/html/*' {
  /** The page's first-screen figure as HTML, or '' when the page shows none. */
  export const html: string;
}

declare module 'virtual:company-figures/*' {
  /** The page's first-screen figure, or null when the page shows none. */
  export const figure: import('react').ReactElement | null;
}
