// Location page content for Kolkata: eastern India's trading capital, its business districts and
// how its businesses win customers online.
import { gstNote } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Kolkata's businesses are often older than the internet by several generations: family trading houses in Burrabazar, tea brokers near Dalhousie, sweet shops with a century of reputation. Many now face younger competitors who grew up on Instagram, and the question we hear most is how to bring an established name online without losing what made it trusted.",
    'We run SEO, Google Ads, social media, content, email and websites for Kolkata retailers, manufacturers, hospitals, schools and IT firms. Bengali-language creative is part of most plans, and we schedule the year around Durga Puja, Poila Baisakh and the wedding season, when Kolkata spends most.',
  ],
  economy:
    'Kolkata is the commercial capital of eastern India and the gateway to the North-East, Bangladesh, Nepal and Bhutan. It remains the centre of the jute industry along the Hooghly, hosts the oldest tea auctions in the country, and makes leather goods in the Kolkata Leather Complex at Bantala. Burrabazar is among the largest wholesale markets in Asia, while Salt Lake Sector V and New Town hold the IT and business-services offices that employ much of the city’s younger workforce.',
  areasCovered: [
    'Park Street and Camac Street',
    'BBD Bagh and Dalhousie',
    'Burrabazar',
    'Salt Lake Sector V',
    'New Town and Rajarhat',
    'Gariahat and Ballygunge',
    'Esplanade',
    'Howrah',
    'Bantala (Kolkata Leather Complex)',
    'Behala and Taratala',
  ],
  highlights: [
    {
      title: 'Bengali first for local reach',
      body: 'Bengali ads and social posts consistently reach more people per rupee than English in Kolkata for consumer categories. We write in Bengali for local services and keep English for B2B and export audiences.',
    },
    {
      title: 'Durga Puja is the year’s peak',
      body: 'Retail, jewellery, apparel and restaurants can book a third of annual sales in the weeks around the Pujas. We start awareness campaigns in August and shift budget to conversion in the fortnight before Mahalaya.',
    },
    {
      title: 'Regional reach from one city',
      body: 'Kolkata distributors and hospitals serve customers from Bihar, Odisha, Assam and Bangladesh. Campaigns targeted beyond the city, with landing pages for travelling patients or regional dealers, often bring the best-value enquiries.',
    },
  ],
  serviceIds: [
    'city-service:seo:kolkata',
    'city-service:ppc:kolkata',
    'city-service:social-media:kolkata',
    'city-service:content:kolkata',
    'city-service:email:kolkata',
    'city-service:web-development:kolkata',
  ],
  nearby: ['city-service:seo:bhubaneswar', 'city-service:seo:ranchi', 'city-service:seo:guwahati'],
  faqs: [
    {
      question: 'Can you help a traditional Burrabazar business sell online?',
      answer:
        'Yes. We usually start with a Google Business Profile and a catalogue website with enquiry buttons for WhatsApp, then add search ads for bulk buyers in eastern India. Family businesses often see their first online orders within a month.',
    },
    {
      question: 'Do you create Bengali content?',
      answer:
        'Yes. Native Bengali writers prepare ad copy, social posts and landing pages, and we run them alongside English versions to compare cost per lead.',
    },
    {
      question: 'What should a Kolkata business budget for digital marketing?',
      answer: `Local service businesses usually start around ₹25,000 to ₹40,000 a month in management fees, ${gstNote}, and ₹20,000 to ₹50,000 in media. Ad costs in Kolkata tend to be lower than in Mumbai or Delhi for the same category.`,
    },
  ],
};
