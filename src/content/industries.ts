// The industries the agency serves, each with an /industries page, and the industries that also
// have industry-by-city pages at /industries/{industry}-digital-marketing/{place}.

export interface Industry {
  /** Path below /industries. */
  slug: string;
  name: string;
  description: string;
  keywords: string[];
  popular?: boolean;
}

export const industries: Industry[] = [
  {
    slug: 'real-estate',
    name: 'Real Estate',
    popular: true,
    keywords: ['property', 'builder', 'developer', 'realty', 'broker'],
    description:
      'Digital marketing for builders, developers and brokers: project launches, site-visit leads and RERA-compliant ads.',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    popular: true,
    keywords: ['hospital', 'clinic', 'doctor', 'medical', 'diagnostics'],
    description:
      'Patient acquisition for hospitals, clinics and diagnostic chains: local search, doctor profiles and appointment funnels.',
  },
  {
    slug: 'education',
    name: 'Education',
    keywords: ['school', 'college', 'university', 'coaching', 'edtech', 'admissions'],
    description:
      'Admissions marketing for schools, colleges, coaching institutes and edtech, timed to the Indian academic calendar.',
  },
  {
    slug: 'ecommerce',
    name: 'E-commerce',
    keywords: ['online store', 'd2c', 'shopify', 'marketplace', 'retail'],
    description:
      'Growth for D2C brands and online stores: shopping ads, marketplace visibility, retention email and conversion work.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    keywords: ['factory', 'industrial', 'oem', 'exporter', 'b2b'],
    description:
      'B2B lead generation for manufacturers and exporters: RFQs from search, LinkedIn and trade-show follow-up.',
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    keywords: ['finance', 'bank', 'nbfc', 'fintech', 'insurance', 'loans'],
    description:
      'Compliant acquisition for NBFCs, fintechs, insurers and advisers: trust-building content and lower cost per application.',
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    keywords: ['car', 'dealer', 'showroom', 'two wheeler', 'auto parts'],
    description:
      'Digital marketing for dealerships, service centres and auto-component makers: test drives, service bookings and parts leads.',
  },
  {
    slug: 'agriculture',
    name: 'Agriculture',
    keywords: ['agri', 'farming', 'agritech', 'seeds', 'fertiliser', 'fpo'],
    description:
      'Marketing for agri-input companies, agritech and FPOs: regional-language content and dealer-network campaigns.',
  },
  {
    slug: 'textile',
    name: 'Textile',
    keywords: ['fabric', 'garment', 'apparel', 'yarn', 'weaving'],
    description:
      'Lead generation for textile mills, garment exporters and fabric wholesalers, from Surat and Panipat to Tiruppur.',
  },
  {
    slug: 'chemical',
    name: 'Chemical',
    keywords: ['chemicals', 'specialty chemicals', 'dyes', 'industrial chemicals'],
    description:
      'B2B marketing for chemical manufacturers: technical data-sheet SEO, export enquiries and distributor acquisition.',
  },
  {
    slug: 'pharmaceutical',
    name: 'Pharmaceutical',
    keywords: ['pharma', 'api', 'formulations', 'medicine', 'pcd pharma'],
    description:
      'Marketing for pharma manufacturers and PCD franchises within UCPMP rules: product catalogues and distributor leads.',
  },
  {
    slug: 'it',
    name: 'IT & Software',
    keywords: ['it services', 'software', 'saas', 'technology', 'tech'],
    description:
      'Pipeline for IT services firms and SaaS products: demand generation, product-led content and demo requests.',
  },
  {
    slug: 'steel-metal-digital-marketing',
    name: 'Steel & Metal',
    keywords: ['steel', 'metal', 'iron', 'aluminium', 'fabrication', 'tmt'],
    description:
      'Digital marketing for steel and metal businesses: product-grade SEO, dealer enquiries and export leads.',
  },
];

/** Industries with industry-by-city pages, and the industry page each belongs under. */
export const cityIndustries = [
  { slug: 'real-estate', name: 'Real Estate', industry: 'real-estate' },
  { slug: 'healthcare', name: 'Healthcare', industry: 'healthcare' },
  { slug: 'manufacturing', name: 'Manufacturing', industry: 'manufacturing' },
  { slug: 'technology', name: 'Technology', industry: 'it' },
  { slug: 'education', name: 'Education', industry: 'education' },
  { slug: 'automotive', name: 'Automotive', industry: 'automotive' },
] as const;

/** Places every city industry has a page for. */
export const cityIndustryPlaces = ['delhi', 'mumbai', 'bangalore', 'gurgaon', 'haryana'];
