// Location page content for Delhi: the capital's markets, districts and how Delhi businesses win
// customers online.
import type { LocationContent } from './schema';
import { officeAreaLine, officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** While the office is in Gurugram it is a short drive from Delhi, which the page says. */
const nextDoor = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    'Delhi is a city of markets. Much of its commerce still runs through wholesale lanes in Chandni Chowk, Sadar Bazar and Karol Bagh, while its offices sit in Connaught Place, Nehru Place and Jasola, and its factories in Okhla, Wazirpur and Bawana. Customers here bargain, compare and ask around, so the business that shows up first on Google Maps with a phone number and a good rating usually gets the call.',
    `${
      nextDoor
        ? `We are twenty minutes from the Delhi border in ${officeLocality}, so our strategists meet Delhi clients in person and know the city block by block.`
        : 'Our strategists meet Delhi clients in person and know the city block by block.'
    } We run local SEO, Google Ads, social media, content, email and websites for Delhi clinics, coaching institutes, traders, manufacturers, law firms and restaurants.`,
  ],
  economy:
    "Delhi's economy is built on services: government and its suppliers, trade, hospitality, healthcare, education and professional firms, with a per-capita income more than twice the national average. It is north India's largest wholesale hub, from spices in Khari Baoli to electricals in Bhagirath Palace and computer hardware in Nehru Place, and it keeps light manufacturing in its industrial areas: garments and exports in Okhla, steel fabrication in Wazirpur and plastics and footwear in Bawana and Narela.",
  areasCovered: [
    'Connaught Place',
    'Nehru Place and Okhla',
    'Karol Bagh and Rajendra Place',
    'Chandni Chowk and Sadar Bazar',
    'Lajpat Nagar and South Extension',
    'Saket and Hauz Khas',
    'Rajouri Garden and Janakpuri',
    'Dwarka',
    'Wazirpur and Naraina industrial areas',
    'Pitampura and Netaji Subhash Place',
  ],
  highlights: [
    {
      title: 'Maps first, website second',
      body: 'For clinics, showrooms and coaching centres in Delhi, most first contacts come from the Google Maps pack. We fix business categories, collect reviews after every visit and publish weekly posts so profiles rank across a 3 to 5 km radius.',
    },
    {
      title: 'Hindi and Hinglish that converts',
      body: 'Delhi searches mix English and Hindi ("best ias coaching delhi fees", "sasta ac repair near me"). Ads and pages written the way people type lift click-through rates, particularly for home services and education.',
    },
    {
      title: 'Wholesale goes online through search',
      body: 'Traders in Chandni Chowk and Sadar Bazar now get bulk enquiries from retailers across north India. We build catalogue pages and product schema on the trader’s own site so buyers find them without paying a marketplace.',
    },
    {
      title: 'One campaign, many Delhis',
      body: 'A patient in Dwarka and a patient in Mayur Vihar will not travel to each other’s side of the Yamuna. We geo-fence campaigns by district and ring-fence budgets so every branch gets its share.',
    },
  ],
  serviceIds: [
    'city-service:seo:delhi',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'city-service:content:delhi',
    'city-service:email:delhi',
    'city-service:web-development:delhi',
  ],
  nearby: [
    'location:delhi/central-delhi',
    'location:delhi/south-delhi',
    'special:connaught-place',
    'location:haryana/gurgaon',
    'location:uttar-pradesh/noida',
    'location:haryana/faridabad',
  ],
  faqs: [
    {
      question: 'Can you meet us at our Delhi office?',
      answer: nextDoor
        ? `Yes. Our office in ${officeAreaLine}, is a short drive from South and West Delhi, and our strategists meet Delhi clients in person for kick-off workshops and quarterly reviews.`
        : 'Yes. Our strategists meet Delhi clients in person for kick-off workshops and quarterly reviews.',
    },
    {
      question: 'Which Delhi businesses do you work with most?',
      answer:
        'Clinics and hospitals, coaching institutes, wholesale traders moving online, garment exporters in Okhla, law and CA firms, real estate brokers and restaurants. Each needs a different mix of Maps, search ads and social media.',
    },
    {
      question: 'How quickly does local SEO work in Delhi?',
      answer:
        'For a single-location business with a complete Google Business Profile and steady reviews, Maps rankings usually improve within 6 to 10 weeks. Competitive categories such as dental clinics in South Delhi or IAS coaching take four to six months.',
    },
    {
      question: 'Do you cover the rest of Delhi NCR?',
      answer:
        'Yes: Gurugram, Noida, Greater Noida, Faridabad and Ghaziabad. Many Delhi clients run one campaign across NCR with separate budgets for each city.',
    },
  ],
};
