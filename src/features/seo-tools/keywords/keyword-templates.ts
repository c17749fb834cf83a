// The phrasings Indian searchers use, as templates the keyword planner fills in: {t} is the
// keyword, {c} the city (or "india"), {s} a chosen service when the keyword is a kind of business.
import type { KeywordIntent } from './keyword-ideas';

export type Templates = Record<KeywordIntent, string[]>;

/** For the agency's own services: a searcher looking for someone to do the work. */
export const SERVICE_TEMPLATES: Templates = {
  local: [
    '{t} company in {c}',
    '{t} agency in {c}',
    '{t} services in {c}',
    'best {t} company in {c}',
    'top {t} agencies in {c}',
    '{t} expert in {c}',
    '{t} consultant in {c}',
    '{t} {c}',
    '{t} company near me',
    'best {t} agency near me',
    '{t} services near me',
  ],
  transactional: [
    '{t} packages',
    '{t} packages in india',
    '{t} price list',
    '{t} cost in india',
    '{t} charges per month',
    '{t} charges in {c}',
    'monthly {t} packages',
    'affordable {t} services',
    '{t} services for small business',
    '{t} services for startups',
    'hire {t} expert',
    'hire {t} agency',
  ],
  questions: [
    'what is {t}',
    '{t} kya hai',
    'how does {t} work',
    'how much does {t} cost in india',
    'how much does {t} cost per month',
    'is {t} worth it for small business',
    'how to choose the best {t} company in {c}',
    'which is the best {t} company in {c}',
    'what do {t} agencies do',
    'can i do {t} myself',
  ],
  comparisons: ['{t} agency vs freelancer', 'in-house {t} team vs agency'],
  modifiers: [
    '{t} company',
    '{t} agency',
    '{t} services',
    '{t} expert',
    '{t} consultant',
    '{t} freelancer',
    'best {t}',
    '{t} price',
    '{t} cost',
    '{t} near me',
    'cheap {t} services',
  ],
};

/** Questions that only make sense for channels that grow traffic over time, not for builds. */
export const RESULTS_QUESTIONS = [
  'how long does {t} take to show results',
  'why is {t} important for business',
];
/** Questions for one-off builds (websites, automations). */
export const BUILD_QUESTIONS = ['how long does {t} take', 'what is included in {t}'];
export const BUILD_SERVICES = [
  'web-design',
  'ai-automation',
  'business-automation',
  'marketing-automation',
];

/**
 * For any other keyword: a kind of business, product or service the visitor sells ("dentist",
 * "cake shop", "solar panels"). Only phrasings that read right for all of those are used.
 */
export const BUSINESS_TEMPLATES: Templates = {
  local: [
    '{t} in {c}',
    'best {t} in {c}',
    'top 10 {t} in {c}',
    '{t} {c}',
    '{t} in {c} contact number',
    '{t} near me',
    'best {t} near me',
  ],
  transactional: [
    '{t} price list',
    '{t} cost',
    '{t} charges',
    '{t} charges in {c}',
    'affordable {t} in {c}',
    '{t} offers',
    '{t} discount',
  ],
  questions: [
    'which is the best {t} in {c}',
    'how to choose the best {t} in {c}',
    'what are the {t} charges in {c}',
    'what to check before choosing {t}',
  ],
  comparisons: [
    '{t} reviews',
    'best {t} in {c} reviews',
    'top rated {t} in {c}',
    'best {t} in {c} with price',
  ],
  modifiers: [
    'best {t}',
    'top {t}',
    'cheap {t}',
    'affordable {t}',
    'low cost {t}',
    '{t} contact number',
  ],
};

/** Templates left out when no city is given ("dentist india contact number" is not a search). */
export const CITY_ONLY_TEMPLATES = ['{t} {c}', '{t} in {c} contact number'];

/** When a business keyword comes with one of the agency's services: marketing for that business. */
export const BUSINESS_SERVICE_TEMPLATES: Partial<Templates> = {
  local: ['{s} for {t} in {c}', '{s} company for {t}'],
  transactional: ['{s} packages for {t}', '{s} cost for {t}'],
  modifiers: ['{t} {s}', '{s} for {t}'],
};

/** Comparisons searchers make between a service and its alternatives, by service slug. */
export const SERVICE_COMPARISONS: Record<string, string[]> = {
  seo: [
    '{t} vs ppc',
    '{t} vs google ads',
    '{t} vs social media marketing',
    'organic vs paid search',
  ],
  'seo/local': [
    'local seo vs seo',
    'google business profile vs website',
    'local seo vs google ads',
  ],
  'seo/ecommerce': [
    'shopify seo vs woocommerce seo',
    'ecommerce seo vs google shopping ads',
    '{t} vs marketplace ads',
  ],
  'seo/technical': ['technical seo vs on-page seo', 'technical seo vs content seo'],
  ppc: [
    '{t} vs seo',
    'google ads vs facebook ads',
    'performance max vs search campaigns',
    'google ads vs meta ads for lead generation',
  ],
  'facebook-ads': [
    'facebook ads vs google ads',
    'facebook ads vs instagram ads',
    'boost post vs facebook ads',
  ],
  'linkedin-ads': [
    'linkedin ads vs google ads',
    'linkedin ads vs facebook ads for b2b',
    'linkedin sponsored content vs inmail',
  ],
  'youtube-marketing': [
    'youtube ads vs facebook ads',
    'youtube shorts vs instagram reels',
    'youtube marketing vs seo',
  ],
  'social-media': [
    'social media marketing vs seo',
    'social media marketing vs paid ads',
    'instagram vs facebook for business',
  ],
  content: [
    'content marketing vs seo',
    'content writing vs copywriting',
    'ai content vs human writers',
  ],
  email: [
    'email marketing vs whatsapp marketing',
    'email marketing vs sms marketing',
    'mailchimp vs zoho campaigns',
  ],
  'web-design': [
    'wordpress vs custom website',
    'wordpress vs shopify',
    'web design vs web development',
    'website vs google business profile',
  ],
  'ai-automation': [
    'chatbot vs live chat',
    'whatsapp chatbot vs website chatbot',
    'ai automation vs hiring staff',
  ],
  'business-automation': [
    'zapier vs make',
    'zoho vs hubspot crm',
    'business automation vs hiring staff',
  ],
  'marketing-automation': [
    'hubspot vs zoho',
    'hubspot vs salesforce',
    'marketing automation vs email marketing',
  ],
  'business-development': [
    'inbound vs outbound lead generation',
    'linkedin outreach vs cold email',
    'in-house sales team vs outsourcing',
  ],
};
