// Every page of the city-service, location, industry and industry-city templates must find its
// content file (and, for city services, its service block) by the keys its template derives.
import { describe, expect, it } from 'vitest';
import { pageIndex } from '../../src/site/page-index';
import type { CityContent } from '../../src/content/city-services/schema';

const names = (modules: Record<string, unknown>) =>
  new Set(Object.keys(modules).map((path) => path.slice(path.lastIndexOf('/') + 1, -3)));

const cities = import.meta.glob<CityContent>(
  ['../../src/content/city-services/*.ts', '!**/schema.ts', '!**/sentence-overlap.ts'],
  { eager: true, import: 'content' },
);
const cityByPlace = new Map(
  Object.entries(cities).map(([path, content]) => [
    path.slice(path.lastIndexOf('/') + 1, -3),
    content,
  ]),
);
const locations = names(import.meta.glob(['../../src/content/locations/*.ts', '!**/schema.ts']));
const industries = names(import.meta.glob(['../../src/content/industries/*.ts', '!**/schema.ts']));
const industryCities = names(import.meta.glob('../../src/content/industries/by-city/*.ts'));

const ofTemplate = (template: string) =>
  pageIndex.pages.filter((page) => page.template === template);

describe('content keys of the market templates', () => {
  it('gives every city-service page a city file with a block for its service', () => {
    const missing = ofTemplate('city-service').filter((page) => {
      const { service = '', place = '' } = page.params ?? {};
      return !cityByPlace.get(place)?.services[service];
    });
    expect(missing.map((page) => page.id)).toEqual([]);
  });

  it('gives every location page a location file', () => {
    const missing = ofTemplate('location').filter(
      (page) => !locations.has(page.params?.place ?? ''),
    );
    expect(missing.map((page) => page.id)).toEqual([]);
  });

  it('gives every industry page an industry file', () => {
    const missing = ofTemplate('industry').filter(
      (page) => !industries.has(page.params?.industry ?? ''),
    );
    expect(missing.map((page) => page.id)).toEqual([]);
  });

  it('gives every industry-city page, the Bangalore healthcare duplicate included, a file', () => {
    const pages = ofTemplate('industry-city');
    expect(pages.map((page) => page.id)).toContain('special:bangalore-healthcare');
    const missing = pages.filter(
      (page) => !industryCities.has(`${page.params?.industry}-${page.params?.place}`),
    );
    expect(missing.map((page) => page.id)).toEqual([]);
  });
});
