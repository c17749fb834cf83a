// The keyword planner: turns a seed keyword, an optional service and city into keyword ideas grouped
// by search intent, written the way people in India search. Ideas only: no volumes are known.
import { toCsv, type CsvCell } from '../../../../shared/csv';
import { normaliseQuery, resolveCity, resolveService, type CityTarget } from './keyword-targets';
import {
  BUILD_QUESTIONS,
  BUILD_SERVICES,
  BUSINESS_SERVICE_TEMPLATES,
  BUSINESS_TEMPLATES,
  CITY_ONLY_TEMPLATES,
  RESULTS_QUESTIONS,
  SERVICE_COMPARISONS,
  SERVICE_TEMPLATES,
  type Templates,
} from './keyword-templates';

export type KeywordIntent = 'local' | 'transactional' | 'questions' | 'comparisons' | 'modifiers';

export interface KeywordIdeasInput {
  /** What the visitor would type, e.g. "seo", "google ads", "dentist", "cake shop". */
  seed: string;
  /** A service slug or name from the site's services ("seo", "Local SEO"), optional. */
  service?: string;
  /** A city, state or area: slug, name or alias ("bangalore", "Bengaluru"); free text is kept. */
  city?: string;
}

export interface KeywordGroup {
  intent: KeywordIntent;
  label: string;
  description: string;
  keywords: string[];
}

export const KEYWORD_IDEAS_DISCLAIMER =
  'These are keyword ideas, not data: this tool shows no search volumes, competition or cost-per-click figures, because it sends nothing to Google or anyone else. Check the ideas you like in Google Keyword Planner or Search Console before you spend on them.';

export const KEYWORD_GROUPS: Record<KeywordIntent, Omit<KeywordGroup, 'keywords'>> = {
  local: {
    intent: 'local',
    label: 'Local and commercial',
    description:
      'People looking for someone nearby to hire or visit: city names and "near me". Put these on your location and contact pages and your Google Business Profile.',
  },
  transactional: {
    intent: 'transactional',
    label: 'Ready to buy',
    description:
      'Searches about price, packages and booking: the person has decided and is comparing offers. Answer them on service and pricing pages with clear ₹ figures.',
  },
  questions: {
    intent: 'questions',
    label: 'Questions',
    description:
      'Informational searches from people still learning. Answer them in blog posts and FAQ sections to be found early and earn trust.',
  },
  comparisons: {
    intent: 'comparisons',
    label: 'Comparisons',
    description:
      'People weighing options. A fair comparison page that explains when each choice fits wins these searches.',
  },
  modifiers: {
    intent: 'modifiers',
    label: 'Modifiers',
    description:
      'The keyword with the words searchers add: best, price, cost, near me, agency, company. Use them in titles and headings where they are true.',
  },
};

const INTENT_ORDER: KeywordIntent[] = [
  'local',
  'transactional',
  'questions',
  'comparisons',
  'modifiers',
];

function fill(template: string, term: string, city: string, service: string): string {
  const filled = template
    .replace(/\{t\}/g, term)
    .replace(/\{c\}/g, city)
    .replace(/\{s\}/g, service);
  return filled.replace(/\s+/g, ' ').trim();
}

/** The templates to use: the service set (with its own questions and comparisons) or the business set. */
function templatesFor(serviceSlug: string | undefined): Templates {
  if (serviceSlug === undefined) return BUSINESS_TEMPLATES;
  const family = serviceSlug.includes('seo') ? 'seo' : serviceSlug;
  const comparisons = SERVICE_COMPARISONS[serviceSlug] ?? SERVICE_COMPARISONS[family] ?? [];
  const extraQuestions = BUILD_SERVICES.includes(serviceSlug) ? BUILD_QUESTIONS : RESULTS_QUESTIONS;
  return {
    ...SERVICE_TEMPLATES,
    questions: [...SERVICE_TEMPLATES.questions, ...extraQuestions],
    comparisons: [...comparisons, ...SERVICE_TEMPLATES.comparisons],
  };
}

/**
 * City-specific templates repeated for each spelling variant of the city. Without a city, {c} reads
 * "india", except in templates that only make sense for one town.
 */
function withVariants(templates: string[], city: CityTarget | undefined): string[] {
  if (!city) return templates.filter((template) => !CITY_ONLY_TEMPLATES.includes(template));
  if (city.variants.length === 0) return templates;
  const local = templates.filter((template) => template.includes('{c}')).slice(0, 2);
  return [
    ...templates,
    ...city.variants.flatMap((variant) => local.map((t) => t.replace(/\{c\}/g, variant))),
  ];
}

export function generateKeywordIdeas(input: KeywordIdeasInput): KeywordGroup[] {
  const seed = normaliseQuery(input?.seed ?? '');
  const chosen = resolveService(input?.service);
  const seedService = resolveService(seed);
  const term = seed || chosen?.term || '';
  if (!term) return [];
  // A seed that is one of the agency's services uses the service phrasing; anything else is the
  // visitor's own business, optionally combined with the chosen service ("seo for dentist").
  const service = seedService ?? (seed ? undefined : chosen);
  const businessService = !service && chosen ? chosen.term : undefined;
  const city = resolveCity(input?.city);
  const cityName = city?.name ?? 'india';
  const templates = templatesFor(service?.slug);
  const seen = new Set<string>();
  return INTENT_ORDER.map((intent) => {
    const combined = businessService ? (BUSINESS_SERVICE_TEMPLATES[intent] ?? []) : [];
    const all = withVariants([...templates[intent], ...combined], city);
    const keywords = all
      .map((template) => fill(template, term, cityName, businessService ?? ''))
      .filter((keyword) => keyword && !seen.has(keyword) && (seen.add(keyword), true));
    return { ...KEYWORD_GROUPS[intent], keywords };
  }).filter((group) => group.keywords.length > 0);
}

export function keywordIdeasToCsv(groups: KeywordGroup[]): string {
  const rows: CsvCell[][] = [['Keyword', 'Intent', 'Words']];
  for (const group of groups) {
    for (const keyword of group.keywords)
      rows.push([keyword, group.label, keyword.split(' ').length]);
  }
  return toCsv(rows, { excelBom: true });
}
