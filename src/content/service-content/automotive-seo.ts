// Content of the Automotive SEO niche page (/services/automotive-seo): SEO for dealerships, service centres and parts sellers.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Car and two-wheeler buyers in India research heavily online and then visit only one or two showrooms. They compare on-road prices, variants, mileage and waiting periods on CarDekho, CarWale, BikeDekho and YouTube reviews, and then search locally: "Nexa showroom near me", "Tata Nexon EV on-road price in Lucknow", "Royal Enfield service centre Whitefield". Dealerships that appear for these local, model-level searches get the walk-ins; the rest rely on OEM leads that are shared across the dealer network.',
    'Automotive SEO for dealers works within OEM brand guidelines, which often control domains, logos and pricing language. We build model and variant pages with local on-road price breakdowns (ex-showroom, registration, insurance, accessories) and current offers, test-drive and booking flows, a Google Business Profile for each showroom, service centre and body shop, and service pages for periodic maintenance, insurance claims and repairs. Used-car dealers get a page for every car in stock, with Vehicle schema, so individual cars can rank for model, year and city searches.',
    "Demand is seasonal and policy-driven. Navratri, Dhanteras and Diwali bring the year's biggest bookings, financial-year end brings price changes, and EV searches respond to subsidies under schemes such as PM E-DRIVE and state EV policies. Pages are updated ahead of each of these moments.",
  ],
  audience: [
    'Authorised car and two-wheeler dealerships with showrooms and service workshops in one or more cities',
    'Multi-brand service centres and car care chains competing with authorised workshops',
    'Used-car dealers with changing inventory to sell',
    'Auto parts and accessories sellers, online and offline, including tyres, batteries and lubricants',
    'EV dealers and charging solution providers in a fast-changing market',
  ],
  deliverables: [
    {
      title: 'Showroom and workshop listings',
      detail:
        'A Google Business Profile for each showroom, service centre and body shop with correct categories and hours.',
    },
    {
      title: 'Model and variant pages',
      detail:
        'Local on-road price breakdowns, specifications, offers and test-drive booking, within OEM guidelines.',
    },
    {
      title: 'Service pages',
      detail:
        'Periodic service, repairs, insurance claims, accessories and extended warranty pages with booking.',
    },
    {
      title: 'Used inventory pages',
      detail:
        'Vehicle pages with Vehicle schema, photos and inspection details, updated automatically from your stock.',
    },
    {
      title: 'Parts catalogue SEO',
      detail:
        'Part pages by vehicle make, model, year and part number for parts and accessories sellers.',
    },
    {
      title: 'Festive campaign pages',
      detail:
        'Offer pages for Navratri, Dhanteras, Diwali and financial-year end, live before demand peaks.',
    },
    {
      title: 'Lead tracking',
      detail:
        'Test drives, bookings, service appointments and calls tracked by location and model.',
    },
  ],
  process: [
    {
      title: 'Dealer and OEM review',
      body: 'We review your showrooms, workshops, OEM guidelines and the lead sources you already use.',
    },
    {
      title: 'Local search research',
      body: 'Model, price, service and location searches are mapped for your territory.',
    },
    {
      title: 'Listings and pages',
      body: 'Business Profiles are fixed first, then model, service and inventory pages are built.',
    },
    {
      title: 'Seasonal updates',
      body: 'Offers, prices and launch pages are updated ahead of festive peaks and price changes.',
    },
    {
      title: 'Report by location',
      body: 'Monthly reports show test drives, bookings and service appointments by outlet.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Listings for every showroom and workshop cleaned up; tracking set up; model page templates agreed.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Showrooms and workshops rank for local searches; model and on-road price pages start bringing test-drive requests.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Steady organic bookings and service appointments, with festive pages ready before each peak.',
    },
  ],
  pricing: [
    {
      name: 'Dealership',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'Up to 3 showrooms or workshops',
        'Business Profile management and reviews',
        'Model and on-road price pages',
        'Service booking pages',
        'Lead tracking by outlet',
      ],
      bestFor: 'Authorised dealers and service centres in one city',
    },
    {
      name: 'Dealer group',
      startingFromInr: 70000,
      unit: 'per month',
      includes: [
        'Multiple brands or cities',
        'Used inventory pages with schema',
        'Festive campaign pages',
        'Regional-language content',
        'CRM integration for leads',
        'Fortnightly review',
      ],
      bestFor: 'Dealer groups, used-car businesses and parts sellers',
    },
  ],
  pricingNote:
    'Prices exclude GST. Number of outlets and brands, OEM approval processes, inventory feed integration and parts catalogue size change the fee.',
  tools: [
    'Google Business Profile',
    'Google Search Console',
    'GA4',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'BrightLocal',
    'Schema Markup Validator',
    'WhatsApp Business API',
  ],
  faqs: [
    {
      question: 'Can a dealership do SEO if the OEM controls our website?',
      answer:
        'Often yes, within limits. Many OEMs allow dealer sites or microsites under guidelines; where they do not, Business Profiles, reviews, YouTube and local content still bring strong results.',
    },
    {
      question: 'Should we publish on-road prices?',
      answer:
        'Yes, where the OEM permits. On-road price searches are very common, and a clear breakdown for your city brings buyers who are close to booking.',
    },
    {
      question: 'How do service centres get more bookings from Google?',
      answer:
        'A complete Business Profile with the right categories, recent reviews, service pages with prices and an easy booking or WhatsApp option.',
    },
    {
      question: 'When should dealers prepare for festive season?',
      answer:
        'By August. Navratri and Diwali are the biggest booking periods, and offer pages need to be live and indexed weeks before customers start visiting showrooms.',
    },
    {
      question: 'Can used-car inventory rank on Google?',
      answer:
        'Yes, with individual vehicle pages, Vehicle schema, good photos and automatic updates when stock sells, so buyers do not land on sold cars.',
    },
  ],
  related: [
    'service:seo/local',
    'service:ppc',
    'service:youtube-marketing',
    'service:facebook-ads',
    'service:marketing-automation',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'local keyword plan',
    client: 'a two-wheeler dealership in Lucknow',
    rows: [
      {
        keyword: 'honda activa showroom lucknow',
        searches: 1300,
        intent: 'local',
        page: '/showrooms',
      },
      {
        keyword: 'activa on road price lucknow',
        searches: 2400,
        intent: 'commercial',
        page: '/activa/price',
      },
      {
        keyword: 'two wheeler service centre near me',
        searches: 4400,
        intent: 'local',
        page: '/service',
      },
      {
        keyword: 'activa vs jupiter',
        searches: 3600,
        intent: 'informational',
        page: '/compare/activa-jupiter',
      },
    ],
  },
  highlight: {
    value: '47%',
    label:
      'more test-drive requests from organic search in the first festive season for a dealer group client in the NCR',
  },
};
