// Location page content for Gujarat: the industrial state, its business cities and how businesses
// across the state win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Gujarat is a state of entrepreneurs, and most of its businesses are family-run manufacturers and traders that grew through relationships and trade fairs. Their next buyers increasingly find suppliers on Google, LinkedIn and WhatsApp, and the firms that list every product with its specifications, prices on request and a fast reply are winning that business.',
    'We run SEO, Google Ads, LinkedIn and social media for Gujarat manufacturers, exporters, chemical makers, ceramic brands, hospitals and real estate developers in Ahmedabad, Surat, Vadodara, Rajkot and beyond. Campaigns are written in Gujarati for local audiences, Hindi for buyers across India and English for exports.',
  ],
  economy:
    "Gujarat leads India in several industries. The Ankleshwar, Vapi and Dahej belt is the country's largest chemicals region, Morbi makes most of India's ceramic tiles, Jamnagar is home to the world's largest refinery complex and a cluster of brass-part makers, and Rajkot machines auto parts, pumps and engines. Ahmedabad adds textiles, pharmaceuticals and GIFT City in neighbouring Gandhinagar, and Surat leads in diamonds and man-made fabrics. Ports at Mundra and Kandla make the state a base for exporters.",
  areasCovered: [
    'Ahmedabad: SG Highway, Naroda and Vatva GIDC',
    'Surat: Ring Road, Sachin and Hazira',
    'Vadodara: Makarpura and Savli GIDC',
    'Rajkot: Aji and Metoda GIDC',
    'Morbi ceramic cluster',
    'Jamnagar',
    'Ankleshwar, Bharuch and Dahej',
    'Vapi',
    'Gandhinagar and GIFT City',
  ],
  highlights: [
    {
      title: 'Specification-led B2B search',
      body: 'Buyers of chemicals, tiles and brass parts search by grade, size and standard. Product pages that state those details and offer a data sheet turn search traffic into RFQs.',
    },
    {
      title: 'WhatsApp closes the deal',
      body: 'Gujarati buyers expect to negotiate on WhatsApp. Click-to-WhatsApp ads and catalogue links shorten the path from first enquiry to order.',
    },
    {
      title: 'Export markets through LinkedIn and search',
      body: 'Exporters from Morbi to Vapi reach importers in the Gulf, Africa and Europe through targeted LinkedIn campaigns and country-specific landing pages.',
    },
  ],
  serviceIds: [
    'service:seo',
    'service:ppc',
    'service:linkedin-ads',
    'service:manufacturing-seo',
    'service:b2b-seo',
  ],
  nearby: ['location:maharashtra', 'location:jaipur'],
  cities: [
    {
      name: 'Ahmedabad',
      note: 'Textiles, pharmaceuticals, engineering and the state’s largest consumer market.',
      pageId: 'city-service:seo:ahmedabad',
    },
    {
      name: 'Surat',
      note: 'Diamond cutting, man-made fabrics and heavy industry at Hazira.',
      pageId: 'location:surat',
    },
    { name: 'Vadodara', note: 'Engineering, power equipment, chemicals and pharmaceuticals.' },
    { name: 'Rajkot', note: 'Auto parts, pumps, diesel engines and machine tools.' },
    { name: 'Morbi', note: 'Ceramic tiles, sanitaryware and wall clocks.' },
    {
      name: 'Gandhinagar',
      note: 'The state capital and GIFT City, India’s international financial services centre.',
      pageId: 'city-service:seo:gandhinagar',
    },
  ],
  faqs: [
    {
      question: 'Do you create Gujarati content?',
      answer:
        'Yes. Native Gujarati writers prepare ads, social posts and landing pages, and we keep Hindi and English versions for buyers elsewhere in India and abroad.',
    },
    {
      question: 'Can you help a Morbi tile maker reach export buyers?',
      answer:
        'Yes. We build catalogue websites with sizes, finishes and container loading details, run SEO in target export markets and support LinkedIn outreach to importers and distributors.',
    },
    {
      question: 'How do you market chemical companies without breaking rules?',
      answer:
        'We publish accurate technical data, safety data sheets and certifications, avoid claims the lab cannot support and keep hazardous-goods marketing to business buyers.',
    },
  ],
};
