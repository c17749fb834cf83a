// One family's content, loaded per page: a template hands over its content modules (the result of
// its own import.meta.glob, since Vite only transforms globs written literally in the module that
// uses them), says which value of a module it wants and which file a page reads. Each file loads
// once, the prerender embeds what a page used under the family's name, and the browser hydrates
// from that instead of downloading the file again (resource-cache.ts).
import type { TemplateKey } from '../../content/families';
import { createResourceCache } from './resource-cache';
import type { PageRef } from './template-props';

export interface FamilyContentSource<M, V> {
  /** Loaders by file path (an import.meta.glob) or by plain file name. */
  modules: Record<string, () => Promise<M>>;
  /**
   * The content in a loaded module, e.g. its `content` export; it may load more (a figure's
   * drawing code), which a first load never does, as it hydrates from the embedded content.
   */
  value: (module: M) => V | Promise<V>;
  /** The file a page reads, by name without folder or extension; its content is embedded under it. */
  file: (page: PageRef) => string;
}

export interface FamilyContent<V> {
  /** The content of this page: preloadContent before the first render, and use() in it. */
  load(page: PageRef): Promise<V>;
}

/** '../content/legal/privacy-policy.md' → 'privacy-policy'. */
const fileName = (path: string): string => path.replace(/^.*\//, '').replace(/\.(ts|md)$/, '');

export function familyContent<M, V>(
  family: TemplateKey,
  { modules, value, file }: FamilyContentSource<M, V>,
): FamilyContent<V> {
  const loaders = new Map(Object.entries(modules).map(([path, load]) => [fileName(path), load]));
  const cache = createResourceCache(
    (name: string) => {
      const load = loaders.get(name);
      if (!load) return Promise.reject(new Error(`No ${family} content for "${name}"`));
      return load().then(value);
    },
    { embedAs: family },
  );
  return { load: (page) => cache.load(file(page)) };
}
