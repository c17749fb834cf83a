// The company pages' figure files (build/company-figures/company-figures.ts): emitted as static SVG
// files by the client build and served by the development server, and, in every build, one data
// module per page, `virtual:company-figures/<page id>`, exporting its figure as a React element (the
// file as an <img> with its text alternative, and its caption; figure-module.ts) or null, so a
// page ships no drawing code; `virtual:company-figures/html/<page id>` exports it as HTML.
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { svgFilesPlugin } from './vite-plugin-svg-files.ts';
import { figureHtml, figureModule } from './company-figures/figure-module.ts';
// Erased from the bundled config: the module itself loads through tsx (below).
import type * as CompanyFigures from './company-figures/company-figures.ts';

const NAMESPACE = 'virtual:company-figures/';
const HTML = 'html/';

type Figures = ReturnType<typeof CompanyFigures.companyFigures>;

// The figures read content modules whose imports name no file extension, which the config's
// bundler warns about (tests/build/config-warnings.test.ts), so they load through tsx when first
// needed instead of being bundled with the config. They are drawn for the kind of build the pages
// are, as import.meta.env.PROD says (the awards figure shows the claims the awards page shows).
export function companyFiguresPlugin(): Plugin[] {
  let production = false;
  let drawn: Promise<Figures> | undefined;
  const figures = (): Promise<Figures> =>
    (drawn ??= tsImport('./company-figures/company-figures.ts', import.meta.url).then(
      (module: typeof CompanyFigures) => module.companyFigures(production),
    ));
  return [
    svgFilesPlugin('reachmark:company-figure-files', async () => (await figures()).files),
    {
      name: 'reachmark:company-figures',
      configResolved(config) {
        production = config.isProduction;
      },
      resolveId: (id) => (id.startsWith(NAMESPACE) ? `\0${id}` : undefined),
      async load(id) {
        if (!id.startsWith(`\0${NAMESPACE}`)) return undefined;
        const name = id.slice(NAMESPACE.length + 1);
        const asHtml = name.startsWith(HTML);
        const pageId = asHtml ? name.slice(HTML.length) : name;
        const all = (await figures()).modules;
        const byPage = Object.values(all).find((figures) => pageId in figures);
        if (!byPage) this.error(`No company figure for the page ${pageId}`);
        const figure = byPage[pageId] ?? null;
        return asHtml
          ? `export const html = ${JSON.stringify(figureHtml(figure))};`
          : figureModule(figure);
      },
    },
  ];
}
