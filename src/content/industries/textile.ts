// Industry page content for textiles: lead generation for Indian mills, garment exporters and fabric
// wholesalers, from Surat and Panipat to Tiruppur.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'India’s textile industry is a chain of specialised clusters: man-made fabrics in Surat, knitwear in Tiruppur, recycled textiles and home furnishings in Panipat, home textiles in Karur, denim in Ahmedabad, silk in Varanasi and Bhagalpur, and garment exports around Delhi NCR, Bangalore and Ludhiana. Each sells to different buyers, from local boutiques to global brands.',
    'Buyers increasingly find suppliers online. A boutique owner in Kochi searches for a Surat saree wholesaler; a European brand’s sourcing team searches for GOTS-certified knitwear factories. Suppliers that show their products, capacities and certifications clearly win those first conversations, while the rest compete only on price at trade fairs.',
    'We work with spinning and weaving mills, processors, garment and home-textile exporters and wholesalers, and we measure our work in sample requests and orders rather than website visits.',
  ],
  challenges: [
    {
      title: 'Competing on price alone',
      body: 'Without a visible brand or specialism, mills and exporters are pushed into price wars with thousands of similar suppliers.',
    },
    {
      title: 'Catalogues that go stale',
      body: 'Designs and stock change weekly, and websites rarely keep up, so buyers see old collections.',
    },
    {
      title: 'Sustainability scrutiny',
      body: 'Global brands demand proof of certifications and audits, and vague green claims now damage trust.',
    },
    {
      title: 'WhatsApp-only selling',
      body: 'Many wholesalers sell only through WhatsApp groups, which limits reach to buyers they already know.',
    },
  ],
  strategies: [
    {
      title: 'Specification-led product pages',
      body: 'Pages by fabric type, GSM, blend, weave and finish, with real photographs and minimum order quantities.',
    },
    {
      title: 'Certifications up front',
      body: 'GOTS, OEKO-TEX, GRS, BCI and social compliance audits displayed with certificate numbers for sourcing teams.',
    },
    {
      title: 'LinkedIn outreach to sourcing teams',
      body: 'Account-based campaigns aimed at sourcing and merchandising managers at brands and importers in target countries.',
    },
    {
      title: 'Catalogue ads for trade buyers',
      body: 'Click-to-WhatsApp and catalogue ads that reach retailers across India, with every chat tracked to a campaign.',
    },
  ],
  kpis: [
    {
      name: 'Qualified export enquiries',
      benchmark: '15 to 40 a month for an established exporter',
      why: 'Only enquiries with product, quantity and market count.',
    },
    {
      name: 'Sample request rate',
      benchmark: '20% to 35% of qualified enquiries',
      why: 'Samples are the step before a first order.',
    },
    {
      name: 'Cost per trade-buyer lead',
      benchmark: '₹150 to ₹500 for domestic wholesale',
      why: 'Domestic trade buyers are cheap to reach on Meta and search.',
    },
    {
      name: 'Repeat order rate',
      benchmark: '40% or more of new trade buyers within a year',
      why: 'Textiles are a repeat business; one-off orders rarely pay back.',
    },
    {
      name: 'Enquiry response time',
      benchmark: 'Within one working day, across time zones',
      why: 'Overseas buyers contact several suppliers at once.',
    },
  ],
  caseStudy: {
    title: 'A Surat textile exporter wins overseas RFQs',
    situation:
      'A Surat fabric manufacturer and exporter depended on agents and trade fairs for overseas buyers and had almost no enquiries from its website.',
    actions: [
      'Rebuilt the product catalogue around fabric specifications',
      'Ran SEO for fabric and supplier searches in target export markets',
      'Ran LinkedIn outreach to sourcing managers at importers and brands',
    ],
    results: [
      { label: 'Qualified export enquiries', value: '140 in six months' },
      { label: 'Average qualified enquiries a month', value: 'About 23' },
    ],
  },
  caseStudyId: 'case-study:surat-textile-exporter-rfqs',
  regulations: [
    {
      title: 'Environmental claims',
      body: 'The CCPA’s 2024 guidelines on greenwashing require environmental claims such as “sustainable” or “recycled” to be specific and backed by verifiable evidence or certification.',
    },
    {
      title: 'Quality control orders and labelling',
      body: 'BIS quality control orders cover several fibres and technical textiles, and retail textiles must carry fibre composition and Legal Metrology declarations.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:b2b-seo',
    'service:linkedin-ads',
    'service:facebook-ads',
    'service:web-design',
  ],
  faqs: [
    {
      question: 'Can a textile wholesaler grow beyond WhatsApp groups?',
      answer:
        'Yes. Catalogue websites, Google Business Profiles and click-to-WhatsApp ads bring new retailers from across India, while WhatsApp remains the place orders are closed.',
    },
    {
      question: 'How do exporters reach global brands online?',
      answer:
        'By showing certifications and capacities on a credible website, ranking for sourcing searches in target countries, and following up with LinkedIn outreach to sourcing teams.',
    },
    {
      question: 'Should we sell on B2B marketplaces?',
      answer:
        'They can add volume, but most enquiries there are price-led. Your own website and search presence attract buyers who value quality and reliability.',
    },
    {
      question: 'Do you photograph products?',
      answer:
        'We arrange product and factory shoots, because real photographs of fabrics, drape and production convince buyers far more than stock images.',
    },
  ],
};
