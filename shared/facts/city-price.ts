// The pricing rule of the city-service pages: each page quotes the national starting price from the
// business facts beside the city's own starting price, and says which way the city differs, so a
// lower or higher city price always reads as a city adjustment, never as a second national price.
import { priceWords, startingPrice } from './fact-phrases';
import type { StartingPrice } from './facts-schema';

/** The business facts' service slug for each city-service slug. */
const PRICE_SLUG: Record<string, string> = {
  seo: 'seo',
  ppc: 'ppc',
  'social-media': 'social-media',
  content: 'content',
  email: 'email',
  'web-development': 'web-design',
};

export type CityAdjustment = 'lower' | 'higher' | 'same' | 'other-unit';

export interface CityPrice {
  /** The facts' slug of the service, for priceWords(). */
  slug: string;
  national: StartingPrice;
  /** The first amount of the city's "starting from" text, in rupees. */
  cityFromInr: number;
  cityUnit: 'per month' | 'one-off';
  adjustment: CityAdjustment;
}

/** '₹1,10,000 for a business website; …' → 110000; text without a rupee amount is an error. */
export function firstInrAmount(text: string): number {
  const match = /₹([\d,]+)/.exec(text);
  if (!match) throw new Error(`No rupee amount in the price "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** How a city's starting price ("₹10,000 per month") compares with the national one. */
export function cityPrice(citySlug: string, startingFrom: string): CityPrice {
  const slug = PRICE_SLUG[citySlug];
  if (!slug) throw new Error(`No national price for the city service "${citySlug}"`);
  const national = startingPrice(slug);
  const cityFromInr = firstInrAmount(startingFrom);
  const entry = startingFrom.split(';')[0]!;
  const cityUnit = /\bmonth\b/.test(entry) ? 'per month' : 'one-off';
  let adjustment: CityAdjustment = 'other-unit';
  if (cityUnit === national.unit)
    adjustment =
      cityFromInr < national.fromInr ? 'lower' : cityFromInr > national.fromInr ? 'higher' : 'same';
  return { slug, national, cityFromInr, cityUnit, adjustment };
}

/** The sentence under a city's price that names it a city adjustment, or says it is the national one. */
export function adjustmentWords(price: CityPrice, place: string): string {
  const national = `our national starting price of ${priceWords(price.slug)}`;
  switch (price.adjustment) {
    case 'lower':
      return `City price for ${place}: below ${national}.`;
    case 'higher':
      return `City price for ${place}: above ${national}.`;
    case 'same':
      return `The same as ${national}.`;
    case 'other-unit':
      return `City price for ${place}, for ${price.cityUnit === 'per month' ? 'monthly work' : 'a one-off project'}. Our national starting price is ${priceWords(price.slug)}.`;
  }
}
