// Content of the Manufacturing SEO niche page (/services/manufacturing-seo): SEO for manufacturers and exporters.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Industrial buyers search by specification. A procurement engineer looks for "SS 316 ball valve 2 inch flanged", "IS 2062 E250 MS plate supplier", "HDPE pipe PE100 PN10 price" or "CNC machined aluminium parts manufacturer India". Most Indian manufacturers\' websites show a company history, a factory photo and a product list with no specifications, so these searches go to IndiaMART and TradeIndia listings, where the buyer sends the same enquiry to twenty suppliers and picks the cheapest.',
    'Manufacturing SEO turns your catalogue into pages that rank for the exact specifications buyers type. Each product family gets pages with grades, standards (IS, ASTM, DIN, EN), sizes, tolerances, materials, applications, certifications, minimum order quantities and downloadable datasheets, with Product schema so Google understands them. Application and industry pages show which sectors you supply. RFQ forms ask the right questions, so sales receives enquiries with quantities, drawings and delivery locations attached.',
    'For exporters, we build pages for the markets you sell into: the Middle East, Africa, Europe and the US, with hreflang for language versions where useful, and content on export certifications, Incoterms and lead times that overseas buyers check before contacting an Indian supplier.',
  ],
  audience: [
    'Engineering and component manufacturers in industrial clusters such as Pune, Rajkot, Ludhiana, Coimbatore, Faridabad and Chennai',
    'Exporters looking for direct enquiries from overseas buyers rather than through trading houses',
    'Manufacturers who rely on IndiaMART leads and want enquiries they do not share with competitors',
    'Chemical, packaging, plastics and textile producers with large technical catalogues',
    'Contract manufacturers and job shops offering machining, fabrication, casting or moulding',
  ],
  deliverables: [
    {
      title: 'Specification-led catalogue',
      detail:
        'Product family and variant pages with grades, standards, sizes, applications and Product schema.',
    },
    {
      title: 'Datasheets and drawings',
      detail: 'Downloadable PDFs and CAD files, indexed and linked to product pages.',
    },
    {
      title: 'Application and industry pages',
      detail:
        'Pages for the sectors you serve, such as automotive, pharma, oil and gas or infrastructure.',
    },
    {
      title: 'RFQ forms and tracking',
      detail:
        'Forms capturing quantity, specification, drawings and delivery location, tracked to source.',
    },
    {
      title: 'Export market pages',
      detail: 'Country and language pages with certifications, shipping terms and lead times.',
    },
    {
      title: 'B2B portal optimisation',
      detail:
        'IndiaMART, TradeIndia and Alibaba listings aligned with your site and tracked separately.',
    },
    {
      title: 'Capability content',
      detail:
        'Plant, machinery, quality control and certification pages that prove capacity to buyers.',
    },
  ],
  process: [
    {
      title: 'Learn the catalogue',
      body: 'Your engineers walk us through products, specifications and what profitable orders look like.',
    },
    {
      title: 'Map specification searches',
      body: 'We research the exact grades, standards and size terms buyers search in India and abroad.',
    },
    {
      title: 'Restructure the catalogue',
      body: 'Product families, variants and applications become a crawlable structure with specification pages.',
    },
    {
      title: 'Add proof',
      body: 'Certifications, plant capability, client industries and case studies give buyers confidence to enquire.',
    },
    {
      title: 'Track RFQs',
      body: 'RFQs from organic search are tracked by product and country, with value where sales shares it.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Catalogue audit, keyword research by specification and RFQ tracking; first product families restructured.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Specification pages rank for long, precise searches with little competition; direct RFQs start arriving.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Export and application pages bring enquiries from new markets, and portal dependence falls.',
    },
  ],
  pricing: [
    {
      name: 'Catalogue',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'Up to 100 products',
        'Specification pages and Product schema',
        'Datasheet indexing',
        'RFQ form and tracking',
        'Monthly RFQ report',
      ],
      bestFor: 'Manufacturers selling mainly within India',
    },
    {
      name: 'Export',
      startingFromInr: 65000,
      unit: 'per month',
      includes: [
        'Larger catalogues and product families',
        'Export market and language pages',
        'Application and industry pages',
        'B2B portal alignment',
        'LinkedIn content for buyers',
        'Fortnightly review',
      ],
      bestFor: 'Exporters and multi-plant manufacturers',
    },
  ],
  pricingNote:
    'Prices exclude GST. Catalogue size, the technical detail needed per product, export languages and how much product data your team can supply affect cost. Where datasheets do not exist, we can create them from your engineering documents.',
  tools: [
    'Google Search Console',
    'GA4',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'IndiaMART Lead Manager',
    'Zoho CRM',
    'WordPress',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'We get leads from IndiaMART. Why do we need SEO?',
      answer:
        'IndiaMART leads are shared with many suppliers and buyers often choose on price. Buyers who find your own specification pages contact only you, and usually arrive better qualified.',
    },
    {
      question: 'Our products are technical. Who writes the content?',
      answer:
        'Writers with engineering backgrounds draft from your datasheets and a short interview with your technical team, who then check every specification before publishing.',
    },
    {
      question: 'Should we show prices for industrial products?',
      answer:
        'Where prices vary with quantity and raw material costs, show price factors and MOQ instead. Buyers searching "price" still land on the page and send an informed RFQ.',
    },
    {
      question: 'Can SEO bring export enquiries?',
      answer:
        'Yes. Overseas buyers search Google for Indian suppliers by product and specification. Pages with standards, certifications and export terms rank for those searches, especially in the Middle East and Africa.',
    },
    {
      question: 'How many product pages do we need?',
      answer:
        'One for each product family and for each variant buyers search separately, such as a grade or size range. We decide from search data, not by creating thousands of thin pages.',
    },
  ],
  related: [
    'service:b2b-seo',
    'service:linkedin-ads',
    'service:business-development',
    'service:business-automation',
    'service:web-design',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Rajkot CNC machine builder',
    rows: [
      {
        keyword: 'cnc lathe machine manufacturer',
        searches: 1300,
        intent: 'commercial',
        page: '/products/cnc-lathes',
      },
      {
        keyword: 'vmc machine price in india',
        searches: 1600,
        intent: 'commercial',
        page: '/products/vmc/prices',
      },
      {
        keyword: 'cnc turning centre specs',
        searches: 210,
        intent: 'commercial',
        page: '/products/turning-centres',
      },
      {
        keyword: 'how to choose a cnc lathe',
        searches: 390,
        intent: 'informational',
        page: '/guides/choosing-a-lathe',
      },
    ],
  },
  highlight: {
    value: '140',
    label:
      'qualified export enquiries in six months for a Surat textile exporter from specification-led SEO and LinkedIn outreach',
  },
};
