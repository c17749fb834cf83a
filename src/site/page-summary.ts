// The part of a page's registry entry the app shell needs to route, link and show breadcrumbs,
// and its packed form in the generated page index.
import type { TemplateKey } from '../content/families';
import type { PageEntry } from '../content/page-entry';

export type PageSummary = Pick<
  PageEntry,
  'id' | 'path' | 'template' | 'title' | 'label' | 'parent' | 'params' | 'noindex' | 'canonicalOf'
>;

/** [id, path, template, title, label?, parent?, params?, noindex?, canonicalOf?]; noindex is 1 or 0. */
export type PackedPage = [
  string,
  string,
  TemplateKey,
  string,
  string?,
  string?,
  (Record<string, string> | 0)?,
  (1 | 0)?,
  string?,
];

export function unpack([
  id,
  path,
  template,
  title,
  label,
  parent,
  params,
  noindex,
  canonicalOf,
]: PackedPage): PageSummary {
  return {
    id,
    path,
    template,
    title,
    label: label || undefined,
    parent: parent || undefined,
    params: params || undefined,
    noindex: noindex === 1,
    canonicalOf: canonicalOf || undefined,
  };
}
