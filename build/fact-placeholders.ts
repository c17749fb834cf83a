// Fills the business facts into Markdown content before it is rendered: `{{brand.name}}`,
// `{{contact.email}}`, `{{office.address}}` and the rest of PLACEHOLDERS. The legal pages name the
// company, its office and its contacts many times; written as placeholders they follow the facts
// (shared/facts/brand-facts.ts) like every other page. An unknown placeholder fails the build.
import { brandFacts } from '../shared/facts/brand-facts.ts';
import type { BusinessFacts } from '../shared/facts/facts-schema.ts';

type BrandFacts = Pick<BusinessFacts, 'brand' | 'office' | 'contact'>;

/** The values a placeholder may name, derived from the facts. */
export function placeholderValues(facts: BrandFacts = brandFacts): Record<string, string> {
  const { brand, contact, office } = facts;
  const country = office.country === 'IN' ? 'India' : office.country;
  return {
    'brand.name': brand.name,
    'brand.legalName': brand.legalName,
    'contact.email': contact.email,
    'contact.phone': contact.phone,
    'contact.phoneHref': contact.phoneHref,
    'contact.hours': contact.hours,
    'office.locality': office.locality,
    'office.region': office.region,
    'office.address': `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}, ${country}`,
  };
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `text` with every placeholder replaced; throws naming the first unknown one. */
export function fillFactPlaceholders(text: string, values = placeholderValues()): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(
        `Unknown placeholder ${whole}; known: ${Object.keys(values)
          .map((known) => `{{${known}}}`)
          .join(', ')}`,
      );
    return value;
  });
}
