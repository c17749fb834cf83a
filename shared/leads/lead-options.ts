// The choices of the quote form's service field and the suggestions of its city field, derived
// from the content tables, and how a stored city reads. The server and the validation schema
// import this module; the browser forms import the same values from
// `virtual:reachmark/lead-options` and `virtual:reachmark/lead-service-groups`
// (build/vite-plugin-build-data.ts), generated from this module at build time, so the first load
// of /quote carries two short lists instead of the tables' descriptions and keywords.
import { cityServices, services } from '../../src/content/services.ts';
import { places, type Place } from '../../src/content/places.ts';
import { OTHER_CITY, serviceSlugFor, type NeedChoice } from './lead-fields.ts';

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

/**
 * The site's places, sorted by name: their names are what the city field suggests (any city may be
 * typed), and a link such as /quote?city=pune fills in the name of its slug.
 */
export const cityOptions: LeadOption[] = places
  .map((place) => ({ slug: place.slug, name: placeLabel(place) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

// What a lead stored while the city was a choice holds: a place's slug, or OTHER_CITY.
const storedSlugNames: ReadonlyMap<string, string> = new Map([
  ...cityOptions.map((option): [string, string] => [option.slug, option.name]),
  [OTHER_CITY, 'Other city or town'],
]);

/**
 * A stored lead's city for people: as the visitor typed it, or for a lead from before the city
 * was typed, the name of the place its slug stands for ('pune' reads 'Pune'). '' when none.
 */
export const cityName = (stored: unknown): string =>
  typeof stored === 'string' ? (storedSlugNames.get(stored) ?? stored) : '';

/** A group of the quote's second-step services: one heading, each option worded once. */
export interface ServiceGroup {
  title: string;
  options: LeadOption[];
}

// The services a visitor picks from in the quote's second step, grouped, each label saying one
// thing. The industry SEO pages' services (e.g. 'healthcare-seo') are not offered here: the
// industry is what the business is, not another service; a link that names one still resolves.
const GROUPS: { title: string; need: NeedChoice; options: [string, string][] }[] = [
  {
    title: 'Search (SEO)',
    need: 'seo',
    options: [
      ['seo', 'SEO for your whole website'],
      ['seo/local', 'Local SEO: Google Maps and searches near you'],
      ['seo/ecommerce', 'SEO for an online store'],
      ['seo/technical', 'Technical SEO: speed, crawling and site structure'],
      ['seo/enterprise', 'SEO for a large site with thousands of pages'],
    ],
  },
  {
    title: 'Paid ads',
    need: 'ads',
    options: [
      ['ppc', 'Google Ads'],
      ['facebook-ads', 'Facebook and Instagram ads'],
      ['linkedin-ads', 'LinkedIn ads'],
      ['youtube-marketing', 'YouTube ads and channel'],
    ],
  },
  {
    title: 'Social media, content and email',
    need: 'social',
    options: [
      ['social-media', 'Social media management'],
      ['content', 'Articles, guides and other written content'],
      ['email', 'Email newsletters and campaigns'],
      ['whatsapp-marketing', 'WhatsApp broadcasts and chat through the Business API'],
    ],
  },
  {
    title: 'Website',
    need: 'website',
    options: [['web-design', 'Website design and development']],
  },
  {
    title: 'Automation and growth',
    need: 'automation',
    options: [
      ['ai-automation', 'AI chatbots and lead qualification'],
      ['business-automation', 'Connecting your CRM, invoicing and WhatsApp notifications'],
      ['marketing-automation', 'Lead scoring and follow-up journeys'],
      ['business-development', 'Finding B2B clients: outreach and partnerships'],
    ],
  },
];

export const serviceGroups: ServiceGroup[] = GROUPS.map(({ title, options }) => ({
  title,
  options: options.map(([slug, name]) => ({ slug, name })),
}));

/**
 * The first step's "what do you need" choice each service stands for, so a link such as
 * /quote?service=seo/local pre-selects it (the industry SEO services stand for 'seo').
 */
export const serviceNeeds: Readonly<Record<string, NeedChoice>> = Object.fromEntries(
  serviceOptions.map(({ slug }): [string, NeedChoice] => [
    slug,
    GROUPS.find((group) => group.options.some(([option]) => option === slug))?.need ?? 'seo',
  ]),
);
