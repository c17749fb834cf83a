// JSON-LD for each page, of the kind its family names (families.ts jsonLd): Organization and
// WebSite, Service, ProfessionalService with areaServed for a place, or Article; and a
// BreadcrumbList wherever breadcrumbs show.
import { SITE_URL, site } from '../../../shared/site';
import { FAMILIES } from '../../content/families';
import type { PageEntry } from '../../content/page-entry';
import { breadcrumbItems } from '../breadcrumb-items';
import { absoluteUrl } from '../absolute-url';
import { registryPages } from '../registry-pages';
import { getPlace } from '../../content/places';
import { posts } from '../../content/blog/posts';

const organizationId = `${SITE_URL}/#organization`;

function organization(): object {
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
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}

function areaServed(slug: string): object {
  const place = getPlace(slug);
  const type = place.kind === 'state' ? 'State' : place.kind === 'city' ? 'City' : 'Place';
  return {
    '@type': type,
    name:
      place.kind === 'city' || place.kind === 'state'
        ? place.name
        : `${place.name}, ${place.state}`,
  };
}

function pageSpecific(entry: PageEntry): object[] {
  const url = absoluteUrl(entry.path);
  switch (FAMILIES[entry.template].jsonLd) {
    case 'organization':
      return [
        organization(),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: `${SITE_URL}/`,
          publisher: { '@id': organizationId },
          inLanguage: 'en-IN',
        },
      ];
    case 'service':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: entry.title,
          description: entry.description,
          url,
          provider: { '@type': 'Organization', '@id': organizationId, name: site.name },
          areaServed: { '@type': 'Country', name: 'India' },
        },
      ];
    case 'local-business':
      return entry.params?.place
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'ProfessionalService',
              name: `${site.name}: ${entry.title}`,
              description: entry.description,
              url,
              telephone: site.phone,
              email: site.email,
              priceRange: '₹₹',
              image: `${SITE_URL}/og/locations.png`,
              address: {
                '@type': 'PostalAddress',
                streetAddress: site.address.street,
                addressLocality: site.address.locality,
                addressRegion: site.address.region,
                postalCode: site.address.postalCode,
                addressCountry: site.address.country,
              },
              areaServed: areaServed(entry.params.place),
              parentOrganization: { '@id': organizationId },
            },
          ]
        : [];
    case 'article': {
      const post = posts.find((candidate) => candidate.slug === entry.params?.post);
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
          mainEntityOfPage: url,
          image: `${SITE_URL}/og/blog.png`,
          inLanguage: 'en-IN',
        },
      ];
    }
    default:
      return [];
  }
}

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
