// Finds the pages a city, location or industry page links to, over the page index: the other
// services in the same place, the same service nearby, a place's location page and the city pages
// of an industry. Only pages that exist are returned, so content never produces a broken link.
import type { PageSummary } from '../../site/page-summary';

type Index = readonly PageSummary[];

/** The pages with these ids, in the same order, skipping ids the index does not have. */
export function existingPages(index: Index, ids: readonly string[]): PageSummary[] {
  const byId = new Map(index.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}

/** The canonical page of a service in a place (`city-service:<service>:<place>`), if there is one. */
export const cityServicePage = (index: Index, service: string, place: string) =>
  index.find((entry) => entry.id === `city-service:${service}:${place}`);

/** The canonical pages of the other services offered in the same place. */
export const otherServicesInPlace = (index: Index, service: string, place: string) =>
  index.filter(
    (entry) =>
      entry.template === 'city-service' &&
      entry.params?.place === place &&
      entry.params.service !== service &&
      entry.id === `city-service:${entry.params.service}:${place}`,
  );

/** The same service's pages in the nearby places that have one. */
export const sameServiceNearby = (index: Index, service: string, nearby: readonly string[]) =>
  existingPages(
    index,
    nearby.map((place) => `city-service:${service}:${place}`),
  );

/** A place's own location page (e.g. 'location:mumbai', 'location:haryana/gurgaon'), if any. */
export const locationPageOf = (index: Index, place: string) =>
  index.find(
    (entry) =>
      entry.template === 'location' &&
      entry.id.startsWith('location:') &&
      entry.params?.place === place,
  );

/** The canonical industry-by-city pages under an industry page, except the given place's. */
export const industryCityPages = (index: Index, industryPageId: string, exceptPlace?: string) =>
  index.filter(
    (entry) =>
      entry.template === 'industry-city' &&
      entry.parent === industryPageId &&
      !entry.canonicalOf &&
      entry.params?.place !== exceptPlace,
  );

/** A page's content key, e.g. its place; a missing one is a registry error. */
export function paramOf(page: Pick<PageSummary, 'id' | 'params'>, key: string): string {
  const value = page.params?.[key];
  if (!value) throw new Error(`Page "${page.id}" has no "${key}" parameter`);
  return value;
}
