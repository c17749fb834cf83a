// Location page content for Maharashtra: India's largest state economy, its business cities and how
// businesses across the state win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Maharashtra produces more economic output than any other Indian state, yet most of its marketing budgets chase the same few keywords in Mumbai and Pune. Businesses in Nashik, Nagpur, Chhatrapati Sambhajinagar and Kolhapur often find cheaper clicks, less competition and loyal customers by marketing to their own city and district first.',
    'We run digital marketing for Maharashtra businesses across the state: manufacturers in MIDC estates, hospitals and colleges in the tier-2 cities, real estate developers in the Mumbai Metropolitan Region and Pune, and consumer brands selling across the state in Marathi, Hindi and English.',
  ],
  economy:
    "Mumbai anchors finance, media and trade, and Pune adds automotive and IT. Beyond them, the Maharashtra Industrial Development Corporation runs estates across the state: Waluj and Shendra near Chhatrapati Sambhajinagar make auto parts and pharmaceuticals, Satpur and Ambad in Nashik make electrical and engineering goods, and Kolhapur is known for foundries and sugar. Nagpur is growing as a logistics hub around MIHAN, and Nashik's vineyards and onion markets lead the state's agribusiness.",
  areasCovered: [
    'Mumbai Metropolitan Region',
    'Pune and Pimpri-Chinchwad',
    'Nagpur and MIHAN',
    'Nashik: Satpur and Ambad MIDC',
    'Chhatrapati Sambhajinagar: Waluj and Shendra',
    'Kolhapur',
    'Thane and Bhiwandi',
    'Navi Mumbai and Panvel',
  ],
  highlights: [
    {
      title: 'Marathi reaches beyond the metros',
      body: 'Outside Mumbai and Pune, Marathi ads and pages often reach two to three times as many people for the same budget. We write Marathi copy with native speakers, not translation software.',
    },
    {
      title: 'Tier-2 cities cost less',
      body: 'A click for a hospital or college in Nashik or Nagpur can cost a third of the Mumbai price. Businesses there grow quickly with modest budgets when they own their local searches.',
    },
    {
      title: 'MIDC suppliers sell statewide and abroad',
      body: 'Component and chemical makers in MIDC estates win business from OEMs and importers who search by specification. Capability pages and LinkedIn outreach open doors beyond the local network.',
    },
  ],
  serviceIds: [
    'service:seo',
    'service:ppc',
    'service:seo/local',
    'service:social-media',
    'service:manufacturing-seo',
  ],
  nearby: ['location:gujarat', 'location:karnataka'],
  cities: [
    {
      name: 'Mumbai',
      note: 'Finance, media, diamonds and D2C brands; the most competitive ad market in the state.',
      pageId: 'location:mumbai',
    },
    {
      name: 'Pune',
      note: 'Automotive plants in Chakan and Pimpri, IT in Hinjewadi and Kharadi, and a large student population.',
      pageId: 'location:pune',
    },
    {
      name: 'Nagpur',
      note: 'Logistics around MIHAN, oranges, coal-linked industry and healthcare for Vidarbha.',
    },
    { name: 'Nashik', note: 'Engineering in Satpur and Ambad, vineyards, onions and HAL at Ozar.' },
    {
      name: 'Chhatrapati Sambhajinagar',
      note: 'Auto and pharma units in Waluj and Shendra, and tourism to Ajanta and Ellora.',
    },
    { name: 'Kolhapur', note: 'Foundries, sugar cooperatives, Kolhapuri chappals and dairy.' },
  ],
  faqs: [
    {
      question: 'Do you work with businesses outside Mumbai and Pune?',
      answer:
        'Yes. We work with hospitals, colleges, manufacturers and retailers in Nashik, Nagpur, Chhatrapati Sambhajinagar and Kolhapur, where lower ad costs often mean faster returns than in the metros.',
    },
    {
      question: 'Can you run one campaign across several Maharashtra cities?',
      answer:
        'Yes, with separate budgets and landing pages for each city so a branch in Nagpur is not starved by clicks in Mumbai. Reports show results by city.',
    },
    {
      question: 'Is Marathi content necessary?',
      answer:
        'For consumer audiences outside South Mumbai and central Pune, we recommend it. For B2B and export audiences, English is usually enough.',
    },
  ],
};
