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

/** [id, path, template, title, label, parent, params, noindex, canonicalOf]; trailing empty fields are dropped. */
export function pack(entry: PageSummary): PackedPage {
  const packed: PackedPage = [
    entry.id,
    entry.path,
    entry.template,
    entry.title,
    entry.label ?? '',
    entry.parent ?? '',
    entry.params ?? 0,
    entry.noindex ? 1 : 0,
    entry.canonicalOf ?? '',
  ];
  while (packed.length > 4 && !packed[packed.length - 1]) packed.pop();
  return packed;
}

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
