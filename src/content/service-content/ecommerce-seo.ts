// Content of the E-commerce SEO niche page (/services/ecommerce-seo): SEO for D2C brands and marketplace sellers.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    "Indian D2C brands face a search landscape shaped by marketplaces. For almost any product, Amazon, Flipkart, Myntra, Nykaa or Meesho fill the top of Google, ads take the space above them, and a young brand's own site is invisible. Meanwhile, paid acquisition on Meta and Google keeps getting more expensive, and every rupee of margin lost to marketplace commissions and ad costs is a rupee the brand cannot invest in product.",
    'Our e-commerce SEO for brands works on three fronts. On your own store, we target the searches marketplaces serve poorly: use cases ("sunscreen for oily skin in humid weather"), ingredients and materials, comparisons, gifting and regional needs, plus your brand and product-name searches, which are often leaking to resellers. On the marketplaces, we optimise listings for Amazon and Flipkart search so the brand owns its own product pages there too. And we build the content, reviews and PR that make Google see you as the brand, not one of many sellers.',
    'The measure is contribution margin from organic revenue: sales on your site where you keep the full margin and own the customer for email and WhatsApp remarketing.',
  ],
  audience: [
    'D2C brands in beauty, personal care, fashion, food, wellness and home selling through Shopify and the marketplaces',
    'Brands where more than 70% of online revenue comes through Amazon, Flipkart or other marketplaces and margins are thin',
    'Founders whose cost per acquisition on Meta has doubled and who need a cheaper, compounding channel',
    'Brands whose own product names show resellers or marketplace listings above their official store',
    'Regional and heritage brands taking products such as spices, handloom or Ayurvedic care online nationally',
  ],
  deliverables: [
    {
      title: 'Demand map',
      detail:
        'Search demand for your categories split by use case, ingredient, occasion and city, showing where your store can win.',
    },
    {
      title: 'Brand search defence',
      detail:
        'Product and brand-name pages that outrank resellers, with Organization and Product schema.',
    },
    {
      title: 'Collection and landing pages',
      detail: 'Pages for use cases, concerns, gifting and festivals, built before seasonal peaks.',
    },
    {
      title: 'Buying guides and comparisons',
      detail: 'Expert-written guides that answer pre-purchase questions and link to products.',
    },
    {
      title: 'Marketplace listing optimisation',
      detail: 'Amazon and Flipkart titles, bullet points, A+ content and backend keywords.',
    },
    {
      title: 'Reviews and user content',
      detail:
        'Post-purchase review collection on WhatsApp and email, with review schema on product pages.',
    },
    {
      title: 'Digital PR',
      detail:
        'Founder stories, product launches and data stories pitched to Indian lifestyle and business media.',
    },
    {
      title: 'Organic revenue reporting',
      detail: 'GA4 e-commerce tracking of organic revenue, new customers and repeat purchase.',
    },
  ],
  process: [
    {
      title: 'Understand the brand',
      body: 'We study your hero products, margins, customer reviews and marketplace search terms.',
    },
    {
      title: 'Map the opportunity',
      body: 'We find which searches your store can win and which belong to marketplace listings.',
    },
    {
      title: 'Build pages and listings',
      body: 'Collection pages, guides and marketplace listings go live in order of revenue potential.',
    },
    {
      title: 'Earn authority',
      body: 'Reviews, PR and creator content build the signals Google uses to recognise a brand.',
    },
    {
      title: 'Plan the seasons',
      body: 'Festive, wedding, summer and sale-season pages are refreshed each year ahead of demand.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, demand map and brand-search fixes; marketplace listings for hero products rewritten.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Use-case and gifting collections ranking for long-tail searches; brand searches land on your store.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Organic becomes a meaningful share of store revenue and lowers your blended cost per acquisition.',
    },
  ],
  pricing: [
    {
      name: 'Brand starter',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'Store SEO audit and fixes',
        'Brand search defence',
        '3 collection or guide pages a month',
        'Listing optimisation for 10 marketplace products',
        'Monthly revenue report',
      ],
      bestFor: 'Young D2C brands with up to 100 products',
    },
    {
      name: 'Brand growth',
      startingFromInr: 70000,
      unit: 'per month',
      includes: [
        '6 collection or guide pages a month',
        'Listing optimisation for 40 marketplace products',
        'Review collection flow',
        'Quarterly digital PR push',
        'Seasonal landing page plan',
        'Fortnightly review',
      ],
      bestFor: 'Established brands competing nationally',
    },
  ],
  pricingNote:
    'Prices exclude GST. Catalogue size, the number of marketplaces, A+ content design, PR ambition and photography for guides change the fee. Technical store work on large catalogues falls under our E-commerce SEO specialism.',
  tools: [
    'Shopify',
    'Google Search Console',
    'GA4',
    'Google Merchant Center',
    'Ahrefs',
    'Semrush',
    'Helium 10',
    'Amazon Seller Central',
    'Flipkart Seller Hub',
    'Judge.me',
  ],
  faqs: [
    {
      question: 'Can a D2C brand outrank Amazon and Flipkart?',
      answer:
        'For generic product names, rarely. For use-case, ingredient, comparison and brand searches, yes, and those searches convert well. We focus where your store can genuinely win.',
    },
    {
      question: 'Should we sell on marketplaces and our own site at the same time?',
      answer:
        'Most Indian brands do. Marketplaces bring volume and trust; your site brings margin and customer data. SEO helps both, and we make sure they do not compete for the same searches.',
    },
    {
      question: 'Do marketplace listings need SEO too?',
      answer:
        'Yes. Amazon and Flipkart have their own search engines, driven by keywords in titles and attributes, sales velocity and reviews. Good listings lift sales there and often rank on Google as well.',
    },
    {
      question: 'How do we stop resellers ranking for our brand name?',
      answer:
        'Strong official pages with complete schema, a verified Merchant Center account, consistent brand signals and, where resellers break your policies, brand registry tools on the marketplaces.',
    },
    {
      question: 'When should we prepare for Diwali and big sale seasons?',
      answer:
        'Seasonal pages need to be live and indexed six to eight weeks ahead, so for Diwali we start in July or August and keep the pages live year after year to build authority.',
    },
  ],
  related: [
    'service:seo/ecommerce',
    'service:facebook-ads',
    'service:email',
    'service:ppc',
    'service:fashion-retail-seo',
  ],
  quoteService: 'seo',
  sibling: {
    pageId: 'service:seo/ecommerce',
    whenToChoose:
      'A store with hundreds or thousands of products whose filters and categories need engineering? E-commerce SEO rebuilds the store’s structure, schema and crawl control.',
  },
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Surat saree brand on Shopify',
    rows: [
      {
        keyword: 'georgette saree online',
        searches: 6600,
        intent: 'transactional',
        page: '/collections/georgette',
      },
      {
        keyword: 'saree for wedding guest',
        searches: 2900,
        intent: 'commercial',
        page: '/collections/wedding-guest',
      },
      {
        keyword: 'banarasi saree under 5000',
        searches: 1900,
        intent: 'transactional',
        page: '/collections/banarasi',
      },
      {
        keyword: 'how to drape a saree',
        searches: 9900,
        intent: 'informational',
        page: '/blog/saree-draping-styles',
      },
    ],
  },
  highlight: {
    value: '29%',
    label:
      'average share of D2C client store revenue from organic search after 12 months, up from 9% at the start',
  },
};
