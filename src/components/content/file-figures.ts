// A template's first-screen figure data (virtual:company-figures/<page id>, drawn by the build) as
// page content: loaded before the first render with the template's preloadContent, embedded in the
// prerendered page and read from there on the first load, so its words cost no initial JavaScript.
import type { TemplateKey } from '../../content/families';
import { familyContent, type FamilyContent } from '../../site/loading/family-content';
import type { FileFigureData } from './file-figure';

/** A figure module's export: the page's figure, or null. */
export interface FigureModule {
  figure: FileFigureData | null;
}

/** The figures of a template's pages, by page id, each loaded by its own module. */
export const fileFigures = (
  family: TemplateKey,
  modules: Record<string, () => Promise<FigureModule>>,
): FamilyContent<FileFigureData | null> =>
  familyContent(family, { modules, value: (module) => module.figure, file: (page) => page.id });
