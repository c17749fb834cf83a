// SAMPLE DATA, part of the business facts (business-facts.ts): who the agency is, how to reach it
// and how fast it answers. Kept apart because every page's layout, forms and palette show them
// (shared/site.ts, promise-phrases.ts), so only these few lines travel in the entry chunk; the
// rest of the facts load with the pages that use them.
import type { BusinessFacts } from './facts-schema';

export const brandFacts = {
  brand: {
    name: 'Reachmark',
    legalName: 'Reachmark Digital Private Limited',
    tagline: 'Digital marketing that brings Indian businesses customers, not just clicks',
  },
  foundingYear: 2014,
  office: {
    street: 'Plot 42, Sector 44',
    locality: 'Gurugram',
    region: 'Haryana',
    postalCode: '122003',
    country: 'IN',
  },
  contact: {
    phone: '+91 124 400 5500',
    phoneHref: 'tel:+911244005500',
    email: 'hello@reachmark.in',
    whatsappHref: 'https://wa.me/919811045500',
    hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  },
  response: { replyWorkingDays: 1, proposalWorkingDays: 2 },
} as const satisfies Pick<
  BusinessFacts,
  'brand' | 'foundingYear' | 'office' | 'contact' | 'response'
>;
