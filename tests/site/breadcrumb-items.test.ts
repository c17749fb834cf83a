// Breadcrumbs name the list a city or an industry belongs to, linking to its /sitemap section.
import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from '../../src/site/breadcrumb-items';
import { registryPages } from '../../src/site/registry-pages';

const names = (id: string) =>
  breadcrumbItems(registryPages.trail(registryPages.byId(id)), registryPages.byId('sitemap')).map(
    (item) => item.name,
  );

describe('breadcrumbItems', () => {
  it('puts Locations between Home and a city, linked to its section of /sitemap', () => {
    const items = breadcrumbItems(
      registryPages.trail(registryPages.byId('location:mumbai')),
      registryPages.byId('sitemap'),
    );
    expect(items.map((item) => item.name)).toEqual(['Home', 'Locations', 'Mumbai']);
    expect(items[1]).toEqual({
      id: 'sitemap',
      name: 'Locations',
      path: '/sitemap#locations',
      hash: '#locations',
    });
  });

  it('names the list for a district and a city by industry too', () => {
    expect(names('location:haryana/gurgaon')).toEqual(['Home', 'Locations', 'Haryana', 'Gurgaon']);
    expect(names('industry:healthcare')[1]).toBe('Industries');
    const byCity = names('special:bangalore-healthcare');
    expect(byCity.slice(0, 2)).toEqual(['Home', 'Industries']);
  });

  it('leaves other trails as the registry has them', () => {
    expect(names('city-service:seo:mumbai')).toEqual([
      'Home',
      'Services',
      'SEO Services',
      'Mumbai',
    ]);
    expect(names('home')).toEqual(['Home']);
  });
});
