import { describe, expect, it } from 'vitest';
import {
  cityServicePage,
  existingPages,
  industryCityPages,
  locationPageOf,
  otherServicesInPlace,
  paramOf,
  sameServiceNearby,
} from '../../../src/components/content/market-related-pages';
import { pageIndex } from '../../../src/site/page-index';

const ids = (pages: { id: string }[]) => pages.map((page) => page.id);

describe('related pages of a city-service page', () => {
  it('lists the other canonical services in the same city, not the page itself', () => {
    const others = ids(otherServicesInPlace(pageIndex.pages, 'seo', 'mumbai'));
    expect(others).toContain('city-service:ppc:mumbai');
    expect(others).not.toContain('city-service:seo:mumbai');
    expect(others.every((id) => id.startsWith('city-service:') && id.endsWith(':mumbai'))).toBe(
      true,
    );
  });

  it('leaves the duplicate Delhi pages out of the other services', () => {
    const others = ids(otherServicesInPlace(pageIndex.pages, 'seo', 'delhi'));
    expect(others).toContain('city-service:ppc:delhi');
    expect(others.some((id) => id.startsWith('special:'))).toBe(false);
  });

  it('links the same service nearby only where that page exists', () => {
    const nearby = ids(sameServiceNearby(pageIndex.pages, 'seo', ['pune', 'atlantis']));
    expect(nearby).toEqual(['city-service:seo:pune']);
  });

  it('finds the canonical page behind a duplicate', () => {
    expect(cityServicePage(pageIndex.pages, 'ppc', 'delhi')?.path).toBe('/services/ppc/delhi');
  });
});

describe('location pages of a place', () => {
  it('finds nested location pages by place', () => {
    expect(locationPageOf(pageIndex.pages, 'gurgaon')?.id).toBe('location:haryana/gurgaon');
    expect(locationPageOf(pageIndex.pages, 'noida')?.id).toBe('location:uttar-pradesh/noida');
  });

  it('gives undefined for a place without a location page', () => {
    expect(locationPageOf(pageIndex.pages, 'imphal')).toBeUndefined();
  });
});

describe('industry city pages', () => {
  it('lists the canonical city pages of an industry except the given place', () => {
    const pages = industryCityPages(pageIndex.pages, 'industry:healthcare', 'delhi');
    expect(ids(pages)).toContain('industry-city:healthcare:bangalore');
    expect(ids(pages)).not.toContain('industry-city:healthcare:delhi');
    expect(ids(pages)).not.toContain('special:bangalore-healthcare');
  });
});

describe('existingPages and paramOf', () => {
  it('keeps the order of known ids and skips unknown ones', () => {
    expect(ids(existingPages(pageIndex.pages, ['contact', 'no-such-page', 'home']))).toEqual([
      'contact',
      'home',
    ]);
  });

  it('throws when a page lacks the parameter its template needs', () => {
    expect(() => paramOf({ id: 'home', params: undefined }, 'place')).toThrow(/no "place"/);
  });
});
