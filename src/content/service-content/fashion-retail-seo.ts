// Content of the Fashion & Retail SEO niche page (/services/fashion-retail-seo): SEO for fashion labels and retail chains.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Fashion search in India is visual, seasonal and driven by occasions. Shoppers search for "Banarasi silk saree for wedding", "kurta sets under 2000", "linen shirts for summer", "lehenga for sangeet" and "Navratri chaniya choli", and their timing follows the wedding calendar, festivals, summer and monsoon and the big marketplace sale events. Myntra, Ajio, Nykaa Fashion, Amazon and Flipkart dominate generic searches, while Instagram shapes taste.',
    'Fashion and retail SEO helps labels and retail chains own the searches where they have an edge. We build collection pages around occasions, fabrics, crafts, fits and price points, written and structured so Google understands them, with filters that become landing pages only where demand exists. Product pages carry the details buyers check (fabric, care, size charts, measurements of the model, delivery and returns) along with Product schema and high-quality images that rank in Google Images and Google Lens results.',
    'For retailers with stores, we connect online and offline: store locator pages, a Google Business Profile for each store, local inventory where supported, and "buy online, pick up in store" or WhatsApp-to-store flows. Seasonal collections are planned months ahead, because a Diwali or wedding collection page published in October is already too late.',
  ],
  audience: [
    'Ethnic wear, saree, handloom and designer labels selling nationally and to the Indian diaspora',
    'Apparel and footwear brands with their own online store and a presence on Myntra or Ajio',
    'Retail chains with stores across several cities needing store-level visibility',
    'Boutiques and designer studios in cities such as Jaipur, Kolkata, Lucknow and Hyderabad known for specific crafts',
    'Jewellery and accessories brands selling high-value, occasion-driven products',
  ],
  deliverables: [
    {
      title: 'Occasion and collection architecture',
      detail: 'Collections by occasion, fabric, craft, fit and price, mapped to search demand.',
    },
    {
      title: 'Seasonal calendar',
      detail:
        'Wedding, festive, summer and sale-season pages published and refreshed ahead of each peak.',
    },
    {
      title: 'Product page standards',
      detail:
        'Fabric, care, size chart, fit notes, delivery and returns, with Product schema and review markup.',
    },
    {
      title: 'Image SEO',
      detail:
        'File names, alt text, image sitemaps and formats that help products appear in Google Images and Lens.',
    },
    {
      title: 'Store locator and store pages',
      detail:
        'Pages and Business Profiles for each store, with timings, collections and directions.',
    },
    {
      title: 'Style and craft content',
      detail:
        'Guides on fabrics, regional crafts, draping and styling that build authority and links.',
    },
    {
      title: 'Revenue reporting',
      detail: 'Organic revenue by collection and season, plus store visits where measurable.',
    },
  ],
  process: [
    {
      title: 'Brand and range review',
      body: 'We learn your range, bestsellers, price positioning and what sets you apart from marketplace sellers.',
    },
    {
      title: 'Demand and season mapping',
      body: 'Searches are mapped by occasion, product and month to build the collection plan.',
    },
    {
      title: 'Collections and templates',
      body: 'Collection and product templates are improved once, lifting every product at the same time.',
    },
    {
      title: 'Seasonal execution',
      body: "Each season's pages go live months early and are refreshed, not replaced, every year.",
    },
    {
      title: 'Measure by collection',
      body: 'Revenue and visibility are reported per collection and season, informing the next buying cycle.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, collection architecture and the seasonal calendar; product template fixes started.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Occasion and fabric collections ranking for long-tail searches; product images appearing in image results.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Seasonal pages ready before each peak, compounding year on year, with organic revenue growing each season.',
    },
  ],
  pricing: [
    {
      name: 'Label',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'Up to 1,000 products',
        'Collection architecture and templates',
        '4 collection or guide pages a month',
        'Seasonal calendar',
        'Revenue by collection',
      ],
      bestFor: 'Fashion labels and boutiques with an online store',
    },
    {
      name: 'Retail chain',
      startingFromInr: 80000,
      unit: 'per month',
      includes: [
        'Larger catalogues and multiple brands',
        'Store locator and store pages',
        'Business Profiles for every store',
        'Image SEO at scale',
        'Diaspora and international targeting',
        'Fortnightly review',
      ],
      bestFor: 'Retail chains and multi-brand fashion businesses',
    },
  ],
  pricingNote:
    'Prices exclude GST. Catalogue size, number of stores, frequency of new collections, international targeting and content such as styling guides or shoots affect cost.',
  tools: [
    'Shopify',
    'Google Search Console',
    'GA4',
    'Google Merchant Center',
    'Google Business Profile',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'Figma',
  ],
  faqs: [
    {
      question: 'When should we prepare SEO for the wedding and festive season?',
      answer:
        'Two to three months ahead. Wedding and Diwali collection pages should be live by August or early September so they are indexed and ranking when searches rise.',
    },
    {
      question: 'Should we create a new page for every season?',
      answer:
        'No. Keep permanent URLs such as a festive or wedding collection page and refresh the products and copy each year. The page builds authority season after season.',
    },
    {
      question: 'How do we compete with Myntra and Ajio?',
      answer:
        'Through specificity: crafts, fabrics, occasions, sizes and styles the marketplaces treat generically. Your brand story, craft detail and styling content give Google reasons to rank you.',
    },
    {
      question: 'Do size charts and fabric details affect SEO?',
      answer:
        'Yes. They answer questions shoppers search, reduce returns and give each product page unique content that marketplace copies lack.',
    },
    {
      question: 'Can SEO bring customers into our physical stores?',
      answer:
        'Yes. Store pages and Business Profiles rank for local searches such as "saree shop near me", and local inventory can show products available in a nearby store.',
    },
  ],
  related: [
    'service:ecommerce-seo',
    'service:seo/ecommerce',
    'service:social-media',
    'service:facebook-ads',
    'service:seo/local',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Kolkata ethnic wear label',
    rows: [
      {
        keyword: 'kurta set for women',
        searches: 27_100,
        intent: 'transactional',
        page: '/collections/kurta-sets',
      },
      {
        keyword: 'handloom cotton saree',
        searches: 4400,
        intent: 'transactional',
        page: '/collections/handloom',
      },
      {
        keyword: 'durga puja outfit ideas',
        searches: 1600,
        intent: 'informational',
        page: '/journal/puja-looks',
      },
      {
        keyword: 'ethnic wear store in kolkata',
        searches: 880,
        intent: 'local',
        page: '/stores/kolkata',
      },
    ],
  },
  highlight: {
    value: '73%',
    label:
      'year-on-year growth in festive-season organic revenue for fashion clients whose collection pages we kept live between seasons',
  },
};
