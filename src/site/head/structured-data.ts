// JSON-LD for each page: what the kind its family names builds (families.ts jsonLd, one builder
// per kind in json-ld-kinds.ts), and a BreadcrumbList wherever breadcrumbs show.
import { FAMILIES } from '../../content/families';
import type { PageEntry } from '../../content/page-entry';
import { breadcrumbItems } from '../breadcrumb-items';
import { absoluteUrl } from '../absolute-url';
import { registryPages } from '../registry-pages';
import { jsonLdKinds } from './json-ld-kinds';

const pageSpecific = (entry: PageEntry): object[] => {
  const kind = FAMILIES[entry.template].jsonLd;
  return kind ? jsonLdKinds[kind].build(entry) : [];
};

/** Every JSON-LD object for this page; `trail` is its breadcrumb trail (empty for none). */
export function structuredData(entry: PageEntry, trail: PageEntry[]): object[] {
  const data = pageSpecific(entry);
  if (trail.length > 1) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbItems(trail, registryPages.byId('sitemap')).map(
        (crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path),
        }),
      ),
    });
  }
  return data;
}
