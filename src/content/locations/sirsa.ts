// Location page content for Sirsa: cotton, kinnow and grain in Haryana's north-west, and how Sirsa
// businesses win customers online.
import { priceWithGst } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Sirsa is Haryana's north-western corner, bordering both Punjab and Rajasthan, and its economy is agricultural at heart. Cotton, wheat, paddy and mustard fill its mandis, kinnow orchards cover parts of the district, and ginning and pressing units turn local cotton into bales for spinning mills. Its towns, from Mandi Dabwali to Ellenabad, are trading centres for a three-state rural market.",
    'We help Sirsa agri-input dealers, cotton ginners, hospitals, schools and coaching centres, farm equipment sellers and retailers reach customers online. Most campaigns here are local and in Hindi or Punjabi, aimed at farmers and families across the district and across the borders into Punjab and Rajasthan.',
  ],
  economy:
    "Agriculture drives Sirsa's economy: the district is one of Haryana's largest cotton producers, grows kinnow and other citrus, and trades large volumes of wheat and paddy. Cotton ginning, oil mills and agricultural machinery dealers make up much of its industry, alongside an HSIIDC industrial area. Chaudhary Devi Lal University and a growing number of schools, coaching centres and hospitals serve the district, and Mandi Dabwali is an important cross-border trading town.",
  areasCovered: [
    'Sirsa city',
    'Industrial Area, Sirsa',
    'Begu Road',
    'Hisar Road',
    'Mandi Dabwali',
    'Ellenabad',
    'Kalanwali',
    'Rania',
    'Nathusari Chopta',
  ],
  highlights: [
    {
      title: 'Reaching farmers where they look',
      body: 'Farmers watch YouTube, use WhatsApp and increasingly search on Google in Hindi and Punjabi. Crop-specific videos and messages timed to cotton sowing in April and May reach them when decisions are made.',
    },
    {
      title: 'Three-state targeting',
      body: 'Sirsa businesses serve customers from Bathinda, Mansa and Hanumangarh. Campaigns that include those districts, in Punjabi and Hindi, widen the market without raising costs much.',
    },
    {
      title: 'Local trust first',
      body: 'Reviews, photos of the shop and staff, and accurate phone numbers matter more in Sirsa than a fancy website. We fix the basics before spending on ads.',
    },
  ],
  serviceIds: [
    'service:seo/local',
    'service:local-business-seo',
    'service:ppc',
    'service:social-media',
    'service:youtube-marketing',
  ],
  nearby: ['location:haryana/hisar', 'location:haryana/bhiwani'],
  faqs: [
    {
      question: 'Can a Sirsa agri-input dealer use digital marketing?',
      answer:
        'Yes. A Google Business Profile, a WhatsApp broadcast list and short Hindi or Punjabi videos on crop advice bring farmers to the shop. Small ad budgets go a long way here.',
    },
    {
      question: 'Do you run Punjabi campaigns?',
      answer:
        'Yes. In Sirsa and the bordering Punjab districts, Punjabi creatives often work as well as Hindi, and we test both.',
    },
    {
      question: 'What does a starter package cost for Sirsa?',
      answer: `Our Neighbourhood Business SEO package starts at ${priceWithGst('local-business-seo')}, covering the Google Business Profile, reviews and listings; a small search or Meta campaign can be added once it brings calls.`,
    },
  ],
};
