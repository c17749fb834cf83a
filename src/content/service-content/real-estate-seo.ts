// Content of the Real Estate SEO niche page (/services/real-estate-seo): SEO for builders, brokers and property portals.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Homebuyers in India research for months before a site visit. They search for projects by name, compare localities ("flats in Wakad vs Hinjewadi"), check possession dates and RERA status, read about builders\' track records and look up price trends. Portals such as 99acres, MagicBricks, Housing.com and NoBroker dominate generic searches and sell the same leads to several brokers at once. Developers who depend on portals and paid ads pay more per site visit every year.',
    'Real estate SEO gives developers and brokers their own source of buyers. Every project gets a complete, fast page with configurations, carpet areas, price ranges, floor plans, amenities, construction updates, location advantages and the RERA registration number. Locality guides capture buyers still choosing where to live, and project-name searches, including misspellings and old names, land on your site rather than a portal. Enquiries go straight to your sales team on WhatsApp, with the project and source attached.',
    'Compliance is built in. RERA requires the registration number and authority website on project advertising, and MahaRERA has required a QR code on project ads since 2023. We include these on every project page, keep claims about possession dates and returns factual, and avoid the "assured return" language regulators have cracked down on.',
  ],
  audience: [
    'Developers launching projects in Gurugram, Noida, Mumbai, Pune, Bengaluru, Hyderabad and Tier-2 cities',
    'Brokerages and channel partners who want leads they do not share with ten other brokers',
    'Commercial real estate firms marketing offices, co-working and retail spaces',
    'Plotted development and farmhouse projects around growing cities',
    'Property portals and proptech startups competing with established portals on long-tail searches',
  ],
  deliverables: [
    {
      title: 'Project pages',
      detail:
        'A page per project with configurations, carpet areas, prices, plans, amenities, RERA details and Residence or Product schema.',
    },
    {
      title: 'Locality guides',
      detail:
        'Guides covering connectivity, schools, hospitals, price trends and upcoming infrastructure such as metro lines.',
    },
    {
      title: 'Construction updates',
      detail:
        'Monthly progress pages with photos, which rank for project-name searches and build trust.',
    },
    {
      title: 'Builder credibility pages',
      detail: 'Delivered projects, possession history, awards and customer stories.',
    },
    {
      title: 'Site visit conversion',
      detail: 'Enquiry forms, WhatsApp buttons and site visit booking tied to each project.',
    },
    {
      title: 'Listings and Maps',
      detail:
        'Google Business Profiles for sales offices and site offices, and consistent portal listings.',
    },
    {
      title: 'RERA compliance check',
      detail: 'Registration numbers, QR codes and disclaimers verified on every page.',
    },
  ],
  process: [
    {
      title: 'Project priorities',
      body: 'We agree which projects and inventory need buyers most, and the target cost per site visit.',
    },
    {
      title: 'Search research',
      body: "Project, locality, configuration and price searches mapped for each project's catchment.",
    },
    {
      title: 'Build project and locality pages',
      body: 'Pages launch before or at project launch, so search demand is captured from day one.',
    },
    {
      title: 'Update continuously',
      body: 'Construction progress, price changes and new phases keep pages fresh and accurate.',
    },
    {
      title: 'Track to site visits',
      body: 'Enquiries, site visits and bookings from organic search are tracked in your CRM.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, tracking and project page templates built; priority project pages live with full RERA details.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Project-name searches land on your site; locality guides start ranking; organic site visit enquiries appear.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Organic search becomes a steady, lower-cost source of site visits across projects and launches.',
    },
  ],
  pricing: [
    {
      name: 'Single project',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'One project or sales office',
        'Project page and RERA compliance',
        '2 locality or buyer guides a month',
        'Construction update pages',
        'WhatsApp and site visit tracking',
      ],
      bestFor: 'Developers with one active project or brokers in one micro-market',
    },
    {
      name: 'Developer',
      startingFromInr: 80000,
      unit: 'per month',
      includes: [
        'Up to 6 projects',
        'Locality guide programme',
        'Builder credibility and delivered project pages',
        'Launch-ready pages for new projects',
        'CRM tracking to bookings',
        'Fortnightly review',
      ],
      bestFor: 'Developers with several projects across a city or region',
    },
  ],
  pricingNote:
    'Prices exclude GST. The number of projects and cities, launch timing, content in regional languages and portal-scale programmatic pages change the fee. Paid campaigns for launches run under our PPC service.',
  tools: [
    'Google Search Console',
    'GA4',
    'Google Business Profile',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'Sell.Do',
    'Salesforce',
    'WhatsApp Business API',
  ],
  faqs: [
    {
      question: 'Can a developer outrank 99acres and MagicBricks?',
      answer:
        'For the project\'s own name and for detailed locality questions, yes. Portals win generic "flats in Pune" searches, so we focus on searches where buyers are closer to a decision.',
    },
    {
      question: 'What RERA details must appear on our website?',
      answer:
        "The project's RERA registration number and the authority's website, and in Maharashtra a MahaRERA QR code on project advertisements. We add these to every project page and ad landing page.",
    },
    {
      question: 'Should project pages show prices?',
      answer:
        'Yes, as starting prices or ranges per configuration with what is included. Buyers filter on price, and "price on request" pages lose them to competitors.',
    },
    {
      question: 'How soon before launch should SEO start?',
      answer:
        'Two to three months ahead. Buyers search a project name as soon as hoardings and pre-launch news appear, so the page should already be live and indexed.',
    },
    {
      question: 'What happens to the project page after it sells out?',
      answer:
        'Keep it live as a delivered project. It continues to rank for the name, proves your track record and can point buyers to your newer projects nearby.',
    },
  ],
  related: [
    'service:ppc',
    'service:seo/local',
    'service:facebook-ads',
    'service:marketing-automation',
    'service:youtube-marketing',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a residential builder in Pune',
    rows: [
      {
        keyword: '2 bhk flats in hinjewadi',
        searches: 3600,
        intent: 'transactional',
        page: '/projects/hinjewadi-2bhk',
      },
      {
        keyword: 'new projects in wakad',
        searches: 1900,
        intent: 'commercial',
        page: '/projects/wakad',
      },
      {
        keyword: 'rera registered projects pune',
        searches: 880,
        intent: 'commercial',
        page: '/rera',
      },
      {
        keyword: 'home loan eligibility calculator',
        searches: 12_100,
        intent: 'informational',
        page: '/tools/loan-eligibility',
      },
    ],
  },
  highlight: {
    value: '58%',
    label:
      'lower cost per site visit for a Gurugram developer after project pages, search ads and WhatsApp follow-up',
  },
};
