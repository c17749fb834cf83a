// SAMPLE DATA: where each headline figure in business-facts.ts comes from, so whoever updates a
// number knows what to count. Only `npm run facts` prints these; they live apart from the facts
// the pages import, so no page ships the sentences (about 250 bytes gzip on every page with a
// figure). The Record type makes a new figure without a basis a type error.
import type { BusinessFacts } from './facts-schema';

export type FigureName = keyof BusinessFacts['figures'];

export const figureBases: Record<FigureName, string> = {
  clientsServed:
    'Distinct paying clients in the CRM since the founding year, counting each business once however many projects it bought.',
  averageLeadGrowth:
    'The mean of the before-and-after lead multiples in the published case studies that report leads (tests/content/home.test.ts recomputes it).',
  monthlyAdSpendCrore:
    'Client spend in the Google Ads, Meta, LinkedIn and YouTube accounts the team managed in the last full month, from the platforms’ billing reports.',
  citiesWithCampaigns:
    'Indian cities targeted by at least one live client campaign in the last full month, from the campaigns’ location settings.',
};
