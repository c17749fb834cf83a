// SAMPLE DATA: the business facts of "Reachmark", the made-up agency this site ships with. Every
// value here describes that sample agency, not a real one; an agency adopting the site replaces all
// of them (README, "Before going live") and runs `npm run facts` to see each claim's evidence.
// Pages, JSON-LD, the palette and (through brand-facts.ts) shared/site.ts read these facts; no page repeats one as a
// literal. A claim that names a third party (award, partner programme, certification) is shown in
// a production build only with evidence: a link to the issuer's own listing or a document reference.
import { brandFacts } from './brand-facts';
import type { BusinessFacts } from './facts-schema';

export const businessFacts: BusinessFacts = {
  sample: true,
  ...brandFacts,
  founders: ['Rohit Malhotra', 'Ananya Iyer'],
  team: {
    size: 60,
    writingLanguages: [
      'English',
      'Hindi',
      'Marathi',
      'Gujarati',
      'Tamil',
      'Telugu',
      'Kannada',
      'Bengali',
    ],
    freelanceWritingLanguages: ['Assamese', 'Malayalam', 'Manipuri', 'Odia', 'Punjabi', 'Urdu'],
    maxAccountsPerSpecialist: 12,
  },
  terms: { minimumTermMonths: 3, noticeDays: 30 },
  figures: {
    clientsServed: {
      value: 400,
      atLeast: true,
    },
    averageLeadGrowth: {
      value: 2.6,
      atLeast: false,
    },
    monthlyAdSpendCrore: {
      value: 3,
      atLeast: true,
    },
    citiesWithCampaigns: {
      value: 40,
      atLeast: true,
    },
  },
  pricing: {
    gstPercent: 18,
    startingPrices: {
      seo: { fromInr: 25000, unit: 'per month' },
      'seo/local': { fromInr: 15000, unit: 'per month' },
      'seo/ecommerce': { fromInr: 60000, unit: 'one-off' },
      'seo/technical': { fromInr: 45000, unit: 'one-off' },
      'seo/enterprise': { fromInr: 150000, unit: 'per month' },
      ppc: { fromInr: 20000, unit: 'per month' },
      'facebook-ads': { fromInr: 20000, unit: 'per month' },
      'linkedin-ads': { fromInr: 30000, unit: 'per month' },
      'youtube-marketing': { fromInr: 25000, unit: 'per month' },
      'social-media': { fromInr: 20000, unit: 'per month' },
      content: { fromInr: 30000, unit: 'per month' },
      email: { fromInr: 40000, unit: 'one-off' },
      'whatsapp-marketing': { fromInr: 30000, unit: 'one-off' },
      'web-design': { fromInr: 60000, unit: 'one-off' },
      'ai-automation': { fromInr: 75000, unit: 'per project' },
      'business-automation': { fromInr: 40000, unit: 'per project' },
      'marketing-automation': { fromInr: 60000, unit: 'one-off' },
      'business-development': { fromInr: 60000, unit: 'per month' },
      'ecommerce-seo': { fromInr: 35000, unit: 'per month' },
      'healthcare-seo': { fromInr: 30000, unit: 'per month' },
      'b2b-seo': { fromInr: 35000, unit: 'per month' },
      'local-business-seo': { fromInr: 12000, unit: 'per month' },
      'travel-tourism-seo': { fromInr: 25000, unit: 'per month' },
      'real-estate-seo': { fromInr: 35000, unit: 'per month' },
      'education-seo': { fromInr: 25000, unit: 'per month' },
      'finance-seo': { fromInr: 30000, unit: 'per month' },
      'manufacturing-seo': { fromInr: 30000, unit: 'per month' },
      'technology-seo': { fromInr: 40000, unit: 'per month' },
      'food-restaurant-seo': { fromInr: 15000, unit: 'per month' },
      'fashion-retail-seo': { fromInr: 35000, unit: 'per month' },
      'automotive-seo': { fromInr: 30000, unit: 'per month' },
      'legal-services-seo': { fromInr: 25000, unit: 'per month' },
    },
  },
  testimonials: { averageRating: 4.8, count: 16 },
  // Sample claims: they name Google's certification programme, which the sample agency cannot
  // prove, so they carry no evidence and stay out of production builds. Replace them with your own
  // claims, each with a listing URL or document reference, or delete them.
  claims: [
    {
      id: 'google-ads-certification',
      kind: 'certification',
      name: 'Google Ads Search certification',
      issuer: 'Google Skillshop',
      status: 'Held by every paid media specialist',
      year: 2026,
      recognises:
        'Each paid media specialist passes Google’s Search advertising assessment and renews it every year.',
      pageId: 'service:ppc',
    },
    {
      id: 'google-analytics-certification',
      kind: 'certification',
      name: 'Google Analytics certification',
      issuer: 'Google Skillshop',
      status: 'Held by our analytics engineers and SEO specialists',
      year: 2026,
      recognises:
        'Our analytics engineers and SEO specialists pass Google’s assessment of Google Analytics 4 set-up, reporting and measurement.',
    },
  ],
};
