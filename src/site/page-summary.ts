// The part of a page's registry entry the app shell needs to route, link and show breadcrumbs,
// and its packed form in the generated page index.
import type { TemplateKey } from '../content/families';
import type { PageEntry } from '../content/page-entry';

export type PageSummary = Pick<
  PageEntry,
  'id' | 'path' | 'template' | 'title' | 'label' | 'parent' | 'params'
> & {
  noindex: boolean;
  /** Another page is canonical for this topic. */
  duplicate: boolean;
};

/** [id, path, template, title, label?, parent?, params?, flags?] where flags: 1 noindex, 2 duplicate. */
export type PackedPage = [
  string,
  string,
  TemplateKey,
  string,
  string?,
  string?,
  (Record<string, string> | 0)?,
  number?,
];

export function unpack([
  id,
  path,
  template,
  title,
  label,
  parent,
  params,
  flags = 0,
]: PackedPage): PageSummary {
  return {
    id,
    path,
    template,
    title,
    label: label || undefined,
    parent: parent || undefined,
    params: params || undefined,
    noindex: (flags & 1) === 1,
    duplicate: (flags & 2) === 2,
  };
}
