// The choices of the quote form's service and city fields, derived from the content tables. The
// server and the validation schema import this module; the browser form imports the same values
// from `virtual:lead-options` (scripts/vite-plugin-lead-options.ts), generated from this module at
// build time, so the first load of /quote carries two short lists instead of the tables'
// descriptions and keywords.
import { cityServices, services } from '../../content/services';
import { places, type Place } from '../../content/places';
import { OTHER_CITY, serviceSlugFor } from './lead-fields';

export interface LeadOption {
  slug: string;
  name: string;
}

/** Services a visitor can ask about, in registry order (the quote form's multi-select). */
export const serviceOptions: LeadOption[] = services.map(({ slug, name }) => ({ slug, name }));

/**
 * Every value the service field accepts, with the service slug it stands for: each service slug
 * as itself, and each city-service slug (e.g. 'web-development') as its service ('web-design').
 */
export const serviceAliases: Readonly<Record<string, string>> = Object.fromEntries([
  ...cityServices.map((entry): [string, string] => [entry.slug, entry.serviceSlug]),
  ...serviceOptions.map(({ slug }): [string, string] => [slug, slug]),
]);

/** The service slug a `?service=` value or a submitted value stands for; undefined otherwise. */
export const resolveServiceSlug = (value: string): string | undefined =>
  serviceSlugFor(serviceAliases, value);

const placeLabel = (place: Place): string => {
  if (place.kind === 'state') return `${place.name} (anywhere in the state)`;
  if (place.kind === 'city') return place.name;
  return `${place.name}, ${place.state}`;
};

/** Places a visitor can pick, sorted by name, then 'Other city or town'. */
export const cityOptions: LeadOption[] = [
  ...places
    .map((place) => ({ slug: place.slug, name: placeLabel(place) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
  { slug: OTHER_CITY, name: 'Other city or town' },
];

/** Every city value the city field accepts. */
export const citySlugs: ReadonlySet<string> = new Set(cityOptions.map((option) => option.slug));
