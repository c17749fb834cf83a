// The business facts as words for prose: "400+", "more than 400", "₹25,000 a month plus 18% GST",
// the writing languages as a list. Content and pages build their sentences from these (and the
// response promises from promise-phrases.ts), so a fact changes in one place.
import { formatInr } from '../indian-numbers.ts';
import { businessFacts } from './business-facts.ts';
import type { Figure, StartingPrice } from './facts-schema.ts';

/** A figure as a headline shows it: 400 with atLeast → '400+'. */
export const figureValue = (figure: Figure, unit: 'count' | 'multiple' | 'crore'): string => {
  const plus = figure.atLeast ? '+' : '';
  if (unit === 'multiple') return `${figure.value}x`;
  if (unit === 'crore') return `₹${figure.value} crore${plus}`;
  return `${figure.value}${plus}`;
};

/** A figure as a sentence says it: 400 with atLeast → 'more than 400'. */
export const figureWords = (figure: Figure): string =>
  figure.atLeast ? `more than ${figure.value}` : String(figure.value);

const { figures, team, pricing } = businessFacts;

/** The headline figures, as the home page and the about page show them. */
export const headline = {
  clientsServed: figureValue(figures.clientsServed, 'count'),
  averageLeadGrowth: figureValue(figures.averageLeadGrowth, 'multiple'),
  monthlyAdSpend: figureValue(figures.monthlyAdSpendCrore, 'crore'),
  citiesWithCampaigns: figureValue(figures.citiesWithCampaigns, 'count'),
  teamSize: String(team.size),
} as const;

/** 'plus 18% GST', for sentences that quote a fee. */
export const gstNote = `plus ${pricing.gstPercent}% GST`;

/** 'before 18% GST', for a note that covers every price in a section. */
export const gstExcluded = `before ${pricing.gstPercent}% GST`;

const UNIT_WORDS: Record<StartingPrice['unit'], string> = {
  'per month': 'a month',
  'one-off': 'one-off',
  'per project': 'per project',
};

/** The national starting price of a service by its slug; an unknown slug is a programming error. */
export function startingPrice(serviceSlug: string): StartingPrice {
  const price = pricing.startingPrices[serviceSlug];
  if (!price) throw new Error(`No starting price for the service "${serviceSlug}"`);
  return price;
}

/** A service's starting price without GST, e.g. '₹25,000 a month'. */
export const priceWords = (serviceSlug: string): string => {
  const price = startingPrice(serviceSlug);
  return `${formatInr(price.fromInr)} ${UNIT_WORDS[price.unit]}`;
};

/** A service's starting price with GST, e.g. '₹25,000 a month plus 18% GST'. */
export const priceWithGst = (serviceSlug: string): string =>
  `${priceWords(serviceSlug)} ${gstNote}`;

/** A list in prose: ['a', 'b', 'c'] → 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The Indian languages the agency's own writers write in, as a list: 'Hindi, Marathi … and Gujarati'. */
export const indianWritingLanguages = listWords(
  team.writingLanguages.filter((language) => language !== 'English'),
);

/** The languages native freelance writers cover under the team's editors, as a list. */
export const freelanceWritingLanguages = listWords(team.freelanceWritingLanguages);
