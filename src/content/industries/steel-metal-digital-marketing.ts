// Industry page content for steel and metal: digital marketing for Indian steel makers, TMT brands,
// pipe and sheet producers, fabricators and metal traders.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'India is the world’s second-largest steel producer, and its metal economy runs from integrated plants in Odisha, Jharkhand and Chhattisgarh to secondary steel clusters in Raipur, Mandi Gobindgarh, Jalna and Durgapur, stainless-steel makers in Hisar, and thousands of pipe, sheet, wire and fabrication units across the country. Aluminium, copper and brass add their own clusters, such as Jamnagar for brass parts.',
    'Most steel is still sold through dealers, distributors and long-standing relationships, but buyers now check brands and suppliers online. Homebuilders compare TMT brands on YouTube, contractors search for pipe and sheet suppliers by grade, and fabricators look for nearby stockists with stock and prices. Digital marketing helps regional brands compete with national names and helps traders and processors reach new buyers.',
  ],
  challenges: [
    {
      title: 'A commodity mindset',
      body: 'When buyers see steel as a commodity, price per tonne becomes the only argument and margins shrink.',
    },
    {
      title: 'Brand trust for regional TMT',
      body: 'Regional TMT brands compete with heavily advertised national brands for homebuilders who worry about quality.',
    },
    {
      title: 'Volatile prices',
      body: 'Prices move daily, so published rates go stale and buyers call several suppliers for quotes.',
    },
    {
      title: 'Dealer networks to build',
      body: 'Expanding into new districts depends on recruiting and supporting dealers who trust the brand.',
    },
  ],
  strategies: [
    {
      title: 'Grade and standard pages',
      body: 'Product pages by grade, size and standard, such as Fe 500D TMT to IS 1786 or SS 304 pipe, with test certificates and stock locations.',
    },
    {
      title: 'Homebuilder education',
      body: 'YouTube and Instagram videos on bend tests, corrosion resistance and construction tips, in Hindi and regional languages, that build brand preference.',
    },
    {
      title: 'Dealer acquisition campaigns',
      body: 'Search and Meta campaigns for dealership enquiries in target districts, with pages on margins, support and territory.',
    },
    {
      title: 'Local search for stockists',
      body: 'Google Business Profiles for each depot and stockist, so contractors find the nearest source with hours and contact details.',
    },
  ],
  kpis: [
    {
      name: 'Dealer enquiries per month',
      benchmark: '15 to 50 for a regional TMT or pipe brand',
      why: 'Distribution growth drives volume.',
    },
    {
      name: 'Cost per dealer enquiry',
      benchmark: '₹600 to ₹2,000',
      why: 'Small against the tonnage a good dealer moves each year.',
    },
    {
      name: 'Project and bulk enquiries',
      benchmark: '10 to 40 a month',
      why: 'Builders and contractors buy in large quantities.',
    },
    {
      name: 'Brand search growth',
      benchmark: '30% or more a year in target regions',
      why: 'Shows homebuilders are asking for the brand by name.',
    },
    {
      name: 'Dealer activation rate',
      benchmark: '20% to 35% of dealer enquiries',
      why: 'Measures how well the sales team converts interest into partners.',
    },
  ],
  caseStudy: {
    title: 'A Raipur TMT brand expands its dealer network',
    situation:
      'A secondary steel producer in Raipur with a regional TMT brand wanted to enter new districts in Madhya Pradesh and Maharashtra but had no online presence beyond a brochure website.',
    actions: [
      'Built product pages for each grade with test certificates and standards',
      'Ran Hindi YouTube and Meta videos on quality tests aimed at homebuilders',
      'Ran search and Meta campaigns for dealership enquiries by district',
      'Created Google Business Profiles for depots and key dealers',
    ],
    results: [
      { label: 'Dealer enquiries a month', value: '6 to 38' },
      { label: 'New dealers appointed in a year', value: '44' },
      { label: 'Brand searches in target districts', value: '2.1x' },
    ],
  },
  regulations: [
    {
      title: 'Steel quality control orders',
      body: 'The Steel and Steel Products (Quality Control) Order makes BIS certification mandatory for many products, including TMT bars under IS 1786. Marketing must show only valid licences and grades.',
    },
    {
      title: 'Misleading claims',
      body: 'Claims such as “earthquake-proof” or “rust-free” must be substantiated under the CCPA’s guidelines on misleading advertisements.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:b2b-seo',
    'service:youtube-marketing',
    'service:ppc',
    'service:seo/local',
  ],
  faqs: [
    {
      question: 'Does digital marketing work for steel, a commodity?',
      answer:
        'Yes, when it builds brand preference and reach. Homebuilders ask for brands they trust, and dealers want brands that create demand in their area.',
    },
    {
      question: 'Should we publish daily prices?',
      answer:
        'Publishing indicative ranges and a quick quote form works better than fixed prices that go stale within hours.',
    },
    {
      question: 'Can you help us recruit dealers in new states?',
      answer:
        'Yes. We run district-targeted campaigns with regional-language creative and a clear dealership page, and pass every enquiry to your sales team.',
    },
    {
      question: 'Do you work with fabricators and metal traders?',
      answer:
        'Yes. Fabricators and traders benefit from local search, capability pages and search ads aimed at builders, contractors and industrial buyers.',
    },
  ],
};
