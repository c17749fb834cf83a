// Resolves the keyword planner's inputs against the site's data: which of the agency's services a
// seed or choice means, and which place a city names, with the spellings Indians search with.
import { services, type Service } from '../../../content/services';
import { places, type Place } from '../../../content/places';

export interface ServiceTarget {
  slug: string;
  /** The words people search with, e.g. "facebook ads", "restaurant seo". */
  term: string;
}

export interface CityTarget {
  name: string;
  /** Other spellings of a city that searchers use (bengaluru, gurugram, trivandrum). */
  variants: string[];
}

/** Niche SEO services whose page name is not what people type into Google. */
const TERM_OVERRIDES: Record<string, string> = {
  'ecommerce-seo': 'ecommerce seo',
  'travel-tourism-seo': 'travel seo',
  'food-restaurant-seo': 'restaurant seo',
  'fashion-retail-seo': 'fashion seo',
  'legal-services-seo': 'law firm seo',
};

/** Lower case, single spaces, only the characters real queries use; at most 60 characters. */
export function normaliseQuery(text: string): string {
  return (typeof text === 'string' ? text : '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}+.'\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

function termOf(service: Service): string {
  const override = TERM_OVERRIDES[service.slug];
  if (override) return override;
  if (service.kind === 'niche-seo') return normaliseQuery(service.name);
  return normaliseQuery(service.keywords[0] ?? service.name);
}

/** The service a slug, a name or one of its search words refers to; core services win ties. */
export function resolveService(text: string | undefined): ServiceTarget | undefined {
  const query = normaliseQuery(text ?? '');
  if (!query) return undefined;
  const found =
    services.find(
      (s) => s.slug === query || normaliseQuery(s.name) === query || termOf(s) === query,
    ) ?? services.find((s) => s.keywords.some((keyword) => normaliseQuery(keyword) === query));
  return found && { slug: found.slug, term: termOf(found) };
}

/**
 * Other names of a city that people still type into Google today. Old names such as Bombay,
 * Madras, Poona or Simla are left out: almost nobody searches for a service with them any more.
 */
const SEARCHED_SPELLINGS = [
  'bengaluru',
  'gurugram',
  'new delhi',
  'trivandrum',
  'panjim',
  'sonepat',
];

function spellingVariants(place: Place): string[] {
  return place.aliases.filter((alias) => SEARCHED_SPELLINGS.includes(alias));
}

/** The place a slug, name or alias names; free text (a town the site has no page for) is kept as typed. */
export function resolveCity(text: string | undefined): CityTarget | undefined {
  const query = normaliseQuery(text ?? '');
  if (!query) return undefined;
  const place = places.find(
    (p) => p.slug === query || p.name.toLowerCase() === query || p.aliases.includes(query),
  );
  if (!place) return { name: query, variants: [] };
  return { name: place.name.toLowerCase(), variants: spellingVariants(place) };
}

/** Choices for the planner's service select: every service, by slug and display name. */
export const KEYWORD_SERVICE_OPTIONS = services.map((s) => ({ slug: s.slug, name: s.name }));

/** Choices for the planner's city field: cities first, then states, districts and localities. */
export const KEYWORD_CITY_OPTIONS = places.map((p) => ({
  slug: p.slug,
  name: p.name,
  kind: p.kind,
}));
