// The agency's services: core services, SEO specialisms and niche (industry) SEO, with the words
// people use when they look for them. The registry turns each into a page under /services.
import type { IconName } from './page-entry';

export type ServiceKind = 'core' | 'seo-specialism' | 'niche-seo';

export interface Service {
  /** Path below /services, e.g. 'seo', 'seo/local', 'ecommerce-seo'. */
  slug: string;
  kind: ServiceKind;
  name: string;
  description: string;
  keywords: string[];
  icon: IconName;
  popular?: boolean;
  shortcut?: string;
}

const niche = (slug: string, sector: string, keywords: string[], description: string): Service => ({
  slug: `${slug}-seo`,
  kind: 'niche-seo',
  name: `${sector} SEO`,
  description,
  keywords: ['seo', 'search engine optimisation', ...keywords],
  icon: 'search',
});

export const services: Service[] = [
  {
    slug: 'seo',
    kind: 'core',
    name: 'SEO Services',
    description:
      'Search engine optimisation that lifts your rankings on Google: technical fixes, content and links, reported monthly against leads.',
    keywords: [
      'seo',
      'search engine optimization',
      'search engine optimisation',
      'google ranking',
      'organic traffic',
      'rank on google',
    ],
    icon: 'search',
    popular: true,
    shortcut: 'S',
  },
  {
    slug: 'seo/local',
    kind: 'seo-specialism',
    name: 'Local SEO',
    description:
      'Google Maps and "near me" rankings for clinics, chains and multi-branch businesses: Business Profiles, citations, reviews and a page per branch.',
    keywords: [
      'local seo',
      'google my business',
      'google business profile',
      'gmb',
      'maps',
      'near me',
    ],
    icon: 'map-pin',
  },
  {
    slug: 'seo/ecommerce',
    kind: 'seo-specialism',
    name: 'E-commerce SEO',
    description:
      'Search engineering for online stores with hundreds of products on Shopify, WooCommerce and Magento: category pages, product schema, filters and crawl budget.',
    keywords: ['ecommerce seo', 'online store seo', 'shopify seo', 'woocommerce', 'product pages'],
    icon: 'trending-up',
  },
  {
    slug: 'seo/technical',
    kind: 'seo-specialism',
    name: 'Technical SEO',
    description:
      'Crawling, indexing, Core Web Vitals, structured data and site migrations, fixed by engineers who read your server logs.',
    keywords: [
      'technical seo',
      'site audit',
      'core web vitals',
      'schema',
      'crawl',
      'indexing',
      'migration',
    ],
    icon: 'wrench',
  },
  {
    slug: 'seo/enterprise',
    kind: 'seo-specialism',
    name: 'Enterprise SEO',
    description:
      'SEO for large sites with thousands of pages and many stakeholders: governance, automation, international and log-file analysis.',
    keywords: ['enterprise seo', 'large website seo', 'international seo', 'corporate seo'],
    icon: 'building',
  },
  {
    slug: 'ppc',
    kind: 'core',
    name: 'PPC Advertising',
    description:
      'Google Ads and Microsoft Ads campaigns built around cost per lead: search, Performance Max, shopping and remarketing.',
    keywords: [
      'ppc',
      'pay per click',
      'google ads',
      'adwords',
      'sem',
      'search ads',
      'paid ads',
      'paid search',
    ],
    icon: 'megaphone',
    popular: true,
    shortcut: 'P',
  },
  {
    slug: 'facebook-ads',
    kind: 'core',
    name: 'Facebook & Instagram Ads',
    description:
      'Meta ads that sell: audience research, creative testing, lead forms and catalogue ads on Facebook and Instagram.',
    keywords: ['facebook ads', 'instagram ads', 'meta ads', 'social ads', 'fb ads', 'paid social'],
    icon: 'share',
  },
  {
    slug: 'linkedin-ads',
    kind: 'core',
    name: 'LinkedIn Ads',
    description:
      'B2B lead generation on LinkedIn: account-based targeting, lead gen forms and sponsored content for decision makers.',
    keywords: [
      'linkedin ads',
      'linkedin marketing',
      'b2b ads',
      'abm',
      'lead generation',
      'social ads',
    ],
    icon: 'briefcase',
  },
  {
    slug: 'youtube-marketing',
    kind: 'core',
    name: 'YouTube Marketing',
    description:
      'Video marketing on YouTube: channel growth, video SEO and YouTube ads that reach buyers across India in their language.',
    keywords: ['youtube marketing', 'youtube ads', 'video marketing', 'video seo', 'video ads'],
    icon: 'video',
  },
  {
    slug: 'social-media',
    kind: 'core',
    name: 'Social Media Marketing',
    description:
      'Social media management for Instagram, Facebook, LinkedIn and X: content calendars, community management and reporting.',
    keywords: [
      'social media marketing',
      'smm',
      'social media management',
      'instagram',
      'facebook',
      'linkedin',
    ],
    icon: 'share',
    popular: true,
  },
  {
    slug: 'content',
    kind: 'core',
    name: 'Content Marketing',
    description:
      'Content that ranks and converts: strategy, blog articles, landing pages, case studies and whitepapers written by specialists.',
    keywords: ['content marketing', 'content writing', 'copywriting', 'blog writing', 'articles'],
    icon: 'pen',
  },
  {
    slug: 'email',
    kind: 'core',
    name: 'Email Marketing',
    description:
      'Email campaigns and automated journeys that turn subscribers into customers: design, segmentation and deliverability.',
    keywords: ['email marketing', 'newsletter', 'email campaigns', 'mailchimp', 'drip campaigns'],
    icon: 'mail',
  },
  {
    slug: 'whatsapp-marketing',
    kind: 'core',
    name: 'WhatsApp Marketing',
    description:
      'WhatsApp Business API marketing for India: opt-ins, approved templates, broadcasts, click-to-WhatsApp ads and automated reminders, priced per message.',
    keywords: [
      'whatsapp marketing',
      'whatsapp business api',
      'whatsapp api',
      'bulk whatsapp',
      'whatsapp broadcast',
      'click to whatsapp ads',
      'whatsapp automation',
    ],
    icon: 'message',
  },
  {
    slug: 'web-design',
    kind: 'core',
    name: 'Web Design & Development',
    description:
      'Fast, accessible websites that rank and convert: design, development, e-commerce stores and landing pages.',
    keywords: [
      'web design',
      'website design',
      'web development',
      'website',
      'website development',
      'landing page',
    ],
    icon: 'layout',
    popular: true,
    shortcut: 'W',
  },
  {
    slug: 'ai-automation',
    kind: 'core',
    name: 'AI Automation',
    description:
      'Practical AI for marketing and sales teams: chatbots, lead qualification, content workflows and reporting copilots.',
    keywords: ['ai automation', 'artificial intelligence', 'chatbot', 'ai marketing', 'gpt', 'llm'],
    icon: 'bot',
  },
  {
    slug: 'business-automation',
    kind: 'core',
    name: 'Business Automation',
    description:
      'Automate the busywork: CRM, invoicing, WhatsApp notifications and approvals connected across the tools you already use.',
    keywords: [
      'business automation',
      'workflow automation',
      'process automation',
      'zapier',
      'crm integration',
    ],
    icon: 'workflow',
  },
  {
    slug: 'marketing-automation',
    kind: 'core',
    name: 'Marketing Automation',
    description:
      'Lead scoring, nurture journeys and CRM set-up on HubSpot, Zoho or Salesforce so no enquiry goes cold.',
    keywords: ['marketing automation', 'hubspot', 'zoho', 'lead nurturing', 'lead scoring', 'drip'],
    icon: 'workflow',
  },
  {
    slug: 'business-development',
    kind: 'core',
    name: 'Business Development',
    description:
      'Outbound and partnership programmes that open new markets: ideal-customer research, outreach sequences and sales enablement.',
    keywords: ['business development', 'lead generation', 'outbound', 'sales', 'b2b growth'],
    icon: 'trending-up',
  },
  niche(
    'ecommerce',
    'D2C & Marketplace',
    ['d2c', 'd2c brand', 'marketplace', 'amazon seo', 'flipkart listing'],
    'SEO for D2C brands that sell on their own site and on Amazon or Flipkart: use-case content, marketplace listings and brand searches, judged by margin.',
  ),
  niche(
    'healthcare',
    'Healthcare',
    ['hospital', 'clinic', 'doctor', 'medical'],
    'SEO for hospitals, clinics and doctors: YMYL-grade content, local visibility for every branch and appointment-led reporting.',
  ),
  niche(
    'b2b',
    'B2B',
    ['saas', 'industrial', 'lead generation'],
    'SEO for B2B companies with long sales cycles: topic clusters for buyers, comparison pages and pipeline attribution.',
  ),
  niche(
    'local-business',
    'Neighbourhood Business',
    ['shop', 'small business', 'salon', 'neighbourhood'],
    'A fixed-budget, done-for-you package for one owner-run shop, salon, gym or repair service: Maps listing care, review requests and a small website.',
  ),
  niche(
    'travel-tourism',
    'Travel & Tourism',
    ['hotel', 'travel agency', 'tour operator', 'homestay'],
    'SEO for hotels, tour operators and travel agencies: destination content, direct bookings and fewer OTA commissions.',
  ),
  niche(
    'real-estate',
    'Real Estate',
    ['property', 'builder', 'realtor', 'broker'],
    'SEO for builders, brokers and property portals: project pages, locality guides and site-visit enquiries from search.',
  ),
  niche(
    'education',
    'Education',
    ['school', 'college', 'coaching', 'edtech', 'admissions'],
    'SEO for schools, colleges, coaching institutes and edtech: course pages that rank and admissions enquiries in season.',
  ),
  niche(
    'finance',
    'Finance',
    ['bank', 'nbfc', 'fintech', 'insurance', 'ca firm'],
    'SEO for NBFCs, fintechs, insurers and CA firms: compliant, expert-reviewed content that earns trust and applications.',
  ),
  niche(
    'manufacturing',
    'Manufacturing',
    ['factory', 'industrial', 'exporter', 'b2b'],
    'SEO for manufacturers and exporters: product catalogues that rank for specifications and RFQs from India and abroad.',
  ),
  niche(
    'technology',
    'Technology',
    ['saas', 'software', 'it services', 'startup'],
    'SEO for SaaS and IT services companies: product-led content, integration pages and demo requests from search.',
  ),
  niche(
    'food-restaurant',
    'Food & Restaurant',
    ['restaurant', 'cafe', 'cloud kitchen', 'zomato', 'swiggy'],
    'SEO for restaurants, cafés and cloud kitchens: Maps visibility, menu schema and direct orders alongside the apps.',
  ),
  niche(
    'fashion-retail',
    'Fashion & Retail',
    ['clothing', 'apparel', 'boutique', 'retail store'],
    'SEO for fashion labels and retail chains: collection pages, store locators and seasonal demand planning.',
  ),
  niche(
    'automotive',
    'Automotive',
    ['car dealer', 'showroom', 'auto parts', 'service centre'],
    'SEO for dealerships, service centres and auto-parts sellers: model pages, local inventory and test-drive bookings.',
  ),
  niche(
    'legal-services',
    'Legal Services',
    ['lawyer', 'advocate', 'law firm', 'attorney'],
    'SEO for law firms and advocates within Bar Council rules: practice-area content and local visibility that brings consultations.',
  ),
];

/** Services that have per-city pages at /services/{service}/{city}. */
export const cityServices = [
  {
    slug: 'seo',
    name: 'SEO',
    serviceSlug: 'seo',
    keywords: ['seo', 'search engine optimization', 'google ranking'],
  },
  {
    slug: 'ppc',
    name: 'PPC',
    serviceSlug: 'ppc',
    keywords: ['ppc', 'google ads', 'adwords', 'sem', 'pay per click'],
  },
  {
    slug: 'social-media',
    name: 'Social Media Marketing',
    serviceSlug: 'social-media',
    keywords: ['social media', 'smm', 'instagram', 'facebook'],
  },
  {
    slug: 'content',
    name: 'Content Marketing',
    serviceSlug: 'content',
    keywords: ['content marketing', 'content writing', 'copywriting'],
  },
  {
    slug: 'email',
    name: 'Email Marketing',
    serviceSlug: 'email',
    keywords: ['email marketing', 'newsletter', 'email campaigns'],
  },
  {
    slug: 'web-development',
    name: 'Web Development',
    serviceSlug: 'web-design',
    keywords: ['web development', 'web design', 'website', 'website design'],
  },
] as const;
export type CityServiceSlug = (typeof cityServices)[number]['slug'];

/** Which services have a page in which city: the matrix of /services/{service}/{city}. */
export const cityServiceMatrix: { services: CityServiceSlug[]; places: string[] }[] = [
  {
    services: ['seo', 'ppc', 'social-media', 'content', 'email', 'web-development'],
    places: ['delhi', 'mumbai', 'bangalore', 'chennai', 'kolkata', 'hyderabad', 'pune'],
  },
  {
    services: ['seo', 'ppc', 'social-media', 'web-development'],
    places: ['ahmedabad', 'jaipur', 'lucknow', 'chandigarh', 'gurgaon'],
  },
  {
    services: ['seo', 'ppc', 'social-media'],
    places: ['surat', 'indore', 'bhopal', 'faridabad', 'noida'],
  },
  {
    services: ['seo'],
    places: [
      'sonipat',
      'dehradun',
      'bhubaneswar',
      'gandhinagar',
      'shimla',
      'panaji',
      'thiruvananthapuram',
      'raipur',
      'ranchi',
      'guwahati',
      'itanagar',
      'imphal',
    ],
  },
];
