// Content of the E-commerce SEO page (/services/seo/ecommerce): store architecture, product schema and crawl control.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'E-commerce SEO is search engineering for stores with hundreds or thousands of product URLs. The hard problems are structural: filters for size, colour and price that spawn millions of near-identical URLs, out-of-stock products that turn into dead ends, category pages with no text Google can rank, and product descriptions copied from the manufacturer onto fifty other Indian sites.',
    'We design the store so that category and sub-category pages target the searches with buying intent ("cotton kurta sets for women", "stainless steel pressure cooker 5 litre"), filters that people search for become indexable landing pages while the rest stay out of the index, and every product carries Product, Offer and review schema so it can win price and rating rich results and appear free in Google Shopping listings.',
    'We work on Shopify, WooCommerce, Magento (Adobe Commerce) and custom headless builds, and we respect the realities of Indian retail: cash-on-delivery and pincode checks, GST-inclusive pricing, and demand that spikes around Diwali, wedding season and the big marketplace sales.',
  ],
  audience: [
    'Online stores with more than 500 products whose category pages rank nowhere and whose traffic depends on ads',
    'Shopify and WooCommerce stores whose filters or tags have created thousands of thin URLs in the index',
    'Retailers re-platforming, for example from WooCommerce to Shopify or Magento to a headless stack, who cannot afford to lose organic revenue',
    'Brands whose product pages carry supplier descriptions shared with Amazon and Flipkart sellers',
    'Stores with large seasonal catalogues that appear and disappear every festive season',
  ],
  deliverables: [
    {
      title: 'Category architecture',
      detail:
        'A category and sub-category tree built from search demand, with URL rules and breadcrumbs.',
    },
    {
      title: 'Faceted navigation rules',
      detail:
        'Which filter combinations are indexable landing pages, which are canonicalised and which are blocked.',
    },
    {
      title: 'Product schema',
      detail:
        'Product, Offer, AggregateRating and shipping details in JSON-LD, validated across templates.',
    },
    {
      title: 'Merchant Center feed',
      detail:
        'A clean product feed for free Google Shopping listings, with GTINs, GST-inclusive prices and return policies.',
    },
    {
      title: 'Category page copy',
      detail:
        'Short buying-guide copy and FAQs on the top 50 categories, placed so it does not push products down the page.',
    },
    {
      title: 'Out-of-stock and discontinued rules',
      detail:
        'When to keep, redirect or retire a product URL so links and rankings are not thrown away.',
    },
    {
      title: 'Crawl budget report',
      detail:
        'Server log analysis showing where Googlebot spends its time and how much of it reaches products that sell.',
    },
    {
      title: 'Revenue attribution',
      detail: 'GA4 e-commerce tracking that reports organic revenue by category and landing page.',
    },
  ],
  process: [
    {
      title: 'Crawl and log analysis',
      body: 'We crawl the store, read server logs and Search Console to measure index bloat and crawl waste.',
    },
    {
      title: 'Demand mapping',
      body: 'Keywords are mapped to categories, filters and products, exposing gaps where demand has no page.',
    },
    {
      title: 'Template fixes',
      body: 'Fixes go into templates, not page by page, so one change corrects thousands of URLs at once.',
    },
    {
      title: 'Content and feeds',
      body: 'Category copy, product description upgrades and the Merchant Center feed roll out by revenue priority.',
    },
    {
      title: 'Seasonal planning',
      body: 'Festive and sale landing pages are built and indexed six to eight weeks before demand peaks, then kept live year-round.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit and faceted navigation rules agreed; index bloat starts falling as blocked and canonicalised URLs drop out.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Template fixes and schema live; product rich results and free Shopping listings appear; category pages begin climbing.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Organic revenue grows as categories reach page one, and seasonal pages are ready before each peak.',
    },
  ],
  pricing: [
    {
      name: 'Store audit',
      startingFromInr: 60000,
      unit: 'one-off',
      includes: [
        'Full crawl and 30-day log review',
        'Faceted navigation and canonical rules',
        'Schema and feed audit',
        'Prioritised fix list for your developers',
        'Walk-through call with your team',
      ],
      bestFor: 'Stores with an in-house team that can implement fixes',
    },
    {
      name: 'Growth',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        'Up to 2,000 products',
        'Monthly template fixes and checks',
        'Category copy for 8 categories a month',
        'Merchant Center feed management',
        'Revenue reporting by category',
      ],
      bestFor: 'D2C and speciality stores on Shopify or WooCommerce',
    },
    {
      name: 'Scale',
      startingFromInr: 90000,
      unit: 'per month',
      includes: [
        'Large catalogues above 2,000 products',
        'Monthly log-file analysis',
        'Festive landing page programme',
        'Product description upgrades at scale',
        'Developer support for Magento or headless builds',
        'Fortnightly reviews',
      ],
      bestFor: 'Multi-brand retailers and marketplaces',
    },
  ],
  pricingNote:
    'Prices exclude GST. Catalogue size, platform (Magento and custom builds take more engineering than Shopify), the number of languages and whether we write product descriptions ourselves are the biggest cost drivers. Re-platforming support is quoted separately per project.',
  tools: [
    'Google Search Console',
    'Google Merchant Center',
    'GA4',
    'Screaming Frog',
    'Sitebulb',
    'Ahrefs',
    'Semrush',
    'Shopify',
    'WooCommerce',
    'Adobe Commerce',
    'Looker Studio',
  ],
  faqs: [
    {
      question: 'Should filter pages be indexed?',
      answer:
        'Only the ones with real search demand, such as "black formal shoes for men", and only with their own title, heading and copy. Other filter combinations should canonicalise to the parent category or be blocked, or they drain crawl budget.',
    },
    {
      question: 'What should happen to out-of-stock product pages?',
      answer:
        'If the product returns, keep the page live with a clear back-in-stock option. If it is discontinued, redirect it to the closest replacement or category when there is one, and let it return a 404 or 410 when there is not.',
    },
    {
      question: 'Is Shopify good for SEO in India?',
      answer:
        'It is solid for most stores under a few thousand products. Its fixed URL prefixes and tag pages need handling, and speed depends on the theme and apps you install. We fix both routinely.',
    },
    {
      question: 'How do we rank against Amazon and Flipkart?',
      answer:
        'Not head-on for generic product names. You win category and long-tail searches where a specialist store answers better, branded searches, and comparison and buying-guide queries the marketplaces serve poorly.',
    },
    {
      question: 'Do unique product descriptions really matter?',
      answer:
        'For products sold by many retailers, yes: Google shows one version of duplicated text and it is rarely yours. We rewrite your top sellers first, adding the size, material and use details buyers ask about.',
    },
    {
      question: 'Can you protect our rankings during a platform migration?',
      answer:
        'Yes. We map every old URL to its new one, test redirects on staging, carry over titles and schema, and watch logs and Search Console daily for two weeks after launch.',
    },
  ],
  related: [
    'service:ecommerce-seo',
    'service:seo/technical',
    'service:ppc',
    'service:email',
    'service:web-design',
  ],
  quoteService: 'seo',
  sibling: {
    pageId: 'service:ecommerce-seo',
    whenToChoose:
      'A D2C brand selling mostly through Amazon, Flipkart or Nykaa? D2C & Marketplace SEO works on your listings and brand searches as well as your own store.',
  },
  deliverableSample: {
    kind: 'keywords',
    title: 'category keyword plan',
    client: 'a Jaipur home-furnishing store',
    rows: [
      {
        keyword: 'jaipuri razai online',
        searches: 2900,
        intent: 'transactional',
        page: '/c/razai',
      },
      {
        keyword: 'block print bedsheet king size',
        searches: 1600,
        intent: 'transactional',
        page: '/c/bedsheets/king',
      },
      {
        keyword: 'cotton dohar for summer',
        searches: 1300,
        intent: 'commercial',
        page: '/c/dohar',
      },
      {
        keyword: 'how to wash block print',
        searches: 480,
        intent: 'informational',
        page: '/journal/block-print-care',
      },
    ],
  },
  highlight: {
    value: '61%',
    label:
      "fewer junk URLs in Google's index within 90 days for stores where we rebuilt faceted navigation rules",
  },
};
