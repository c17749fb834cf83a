// One JSON-LD builder per kind a family's row can name (families.ts jsonLd): the objects a page of
// that family carries besides its breadcrumb list, typed with schema-dts so a misspelt or misplaced
// property fails the typecheck. A new kind is a new entry here and its name in JsonLdKind.
import type {
  Article,
  City,
  Organization,
  Place,
  ProfessionalService,
  Service,
  State,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { SITE_URL, site } from '../../../shared/site';
import type { JsonLdKind } from '../../content/families';
import type { PageEntry } from '../../content/page-entry';
import { getPlace } from '../../content/places';
import { posts } from '../../content/blog/posts';
import { absoluteUrl } from '../absolute-url';

export const organizationId = `${SITE_URL}/#organization`;

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
} as const;

function organization(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddress,
  };
}

function webSite(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${SITE_URL}/`,
    publisher: { '@id': organizationId },
    inLanguage: 'en-IN',
  };
}

function service(entry: PageEntry): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.title,
    description: entry.description,
    url: absoluteUrl(entry.path),
    provider: { '@type': 'Organization', '@id': organizationId, name: site.name },
    areaServed: { '@type': 'Country', name: 'India' },
  };
}

function areaServed(slug: string): State | City | Place {
  const place = getPlace(slug);
  if (place.kind === 'state') return { '@type': 'State', name: place.name };
  if (place.kind === 'city') return { '@type': 'City', name: place.name };
  return { '@type': 'Place', name: `${place.name}, ${place.state}` };
}

function localBusiness(place: string, entry: PageEntry): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `${site.name}: ${entry.title}`,
    description: entry.description,
    url: absoluteUrl(entry.path),
    telephone: site.phone,
    email: site.email,
    priceRange: '₹₹',
    image: `${SITE_URL}/og/locations.png`,
    address: postalAddress,
    areaServed: areaServed(place),
    parentOrganization: { '@id': organizationId },
  };
}

function article(slug: string | undefined, entry: PageEntry): WithContext<Article>[] {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: { '@type': 'Person', name: post.author },
      publisher: {
        '@type': 'Organization',
        '@id': organizationId,
        name: site.name,
        logo: { '@type': 'ImageObject', url: `${SITE_URL}/logo.svg` },
      },
      mainEntityOfPage: absoluteUrl(entry.path),
      image: `${SITE_URL}/og/blog.png`,
      inLanguage: 'en-IN',
    },
  ];
}

export interface JsonLdKindBuilder {
  /** The schema.org type of the first object it builds: what a page of the kind is. */
  type: string;
  build(entry: PageEntry): WithContext<Thing>[];
}

export const jsonLdKinds: Record<JsonLdKind, JsonLdKindBuilder> = {
  organization: { type: 'Organization', build: () => [organization(), webSite()] },
  service: { type: 'Service', build: (entry) => [service(entry)] },
  // A page of a place family names its place; one without (none today) carries none.
  'local-business': {
    type: 'ProfessionalService',
    build: (entry) => (entry.params?.place ? [localBusiness(entry.params.place, entry)] : []),
  },
  article: { type: 'Article', build: (entry) => article(entry.params?.post, entry) },
};
