// Location page content for Tamil Nadu: the manufacturing state, its business cities and how
// businesses across the state win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Tamil Nadu is India's most industrialised state by number of factories, and its manufacturing is spread across many cities rather than concentrated in one. A pump maker in Coimbatore, a knitwear exporter in Tiruppur and a component supplier in Hosur each sell to buyers far beyond their own town, which makes search and LinkedIn central to how they grow.",
    'We run digital marketing for Tamil Nadu manufacturers and exporters, hospitals, colleges, jewellers and textile retailers. Tamil-language creative written by native speakers is part of every consumer plan, and B2B programmes are built around the specifications and certifications industrial buyers look for.',
  ],
  economy:
    "Chennai leads in automobiles, electronics and SaaS. Coimbatore makes pumps, motors, textile machinery and castings; Tiruppur is the country's knitwear export capital; Hosur hosts TVS Motor, Ashok Leyland and a growing electric-vehicle supply chain; Karur makes home textiles; Sivakasi produces fireworks and printing; and Tiruchirappalli is built around BHEL and its fabrication suppliers. Madurai is the commercial centre of the south, with healthcare, textiles and temple tourism.",
  areasCovered: [
    'Chennai and the Sriperumbudur belt',
    'Coimbatore',
    'Tiruppur',
    'Hosur',
    'Madurai',
    'Tiruchirappalli',
    'Karur',
    'Salem',
    'Sivakasi',
  ],
  highlights: [
    {
      title: 'Tamil for consumers, English for buyers',
      body: 'Tamil creative typically lowers cost per lead for local services and retail, while export and OEM buyers expect English technical content. We plan both.',
    },
    {
      title: 'Export knitwear and home textiles',
      body: 'Tiruppur and Karur exporters reach brands and importers with product pages that show compliance certifications such as GOTS, OEKO-TEX and SEDEX, and with LinkedIn campaigns aimed at sourcing managers.',
    },
    {
      title: 'Engineering search from Coimbatore',
      body: 'Buyers search for pumps and motors by head, flow, power and standard. Product selectors and specification pages turn searches into dealer and OEM enquiries.',
    },
  ],
  serviceIds: [
    'service:seo',
    'service:ppc',
    'service:manufacturing-seo',
    'service:linkedin-ads',
    'service:social-media',
  ],
  nearby: ['location:karnataka', 'city-service:seo:thiruvananthapuram'],
  cities: [
    {
      name: 'Chennai',
      note: 'Automobiles, electronics, SaaS, healthcare and ports.',
      pageId: 'location:chennai',
    },
    { name: 'Coimbatore', note: 'Pumps, motors, textile machinery, foundries and education.' },
    { name: 'Tiruppur', note: 'Knitwear and garment exports to global brands.' },
    { name: 'Hosur', note: 'Two-wheelers, trucks, components and electric vehicles.' },
    { name: 'Madurai', note: 'Trade, healthcare, textiles and tourism for southern Tamil Nadu.' },
  ],
  faqs: [
    {
      question: 'Do you write Tamil content?',
      answer:
        'Yes. Native Tamil writers handle ad copy, social media and landing pages, and we test Tamil and English versions to find which gives the lower cost per lead.',
    },
    {
      question: 'Can you help a Tiruppur garment exporter find buyers?',
      answer:
        'Yes. We build a sourcing-friendly website with capacities, fabrics and certifications, run SEO for export searches and LinkedIn outreach to sourcing teams at brands in Europe, the UK and the United States.',
    },
    {
      question: 'Do you work with Coimbatore manufacturers?',
      answer:
        'Yes. Pump, motor and machinery makers are among our industrial clients. We build product catalogues that rank for specifications and run campaigns that bring dealer and OEM enquiries.',
    },
  ],
};
