// Location page content for Connaught Place, Delhi: the capital's business district, its blocks and
// streets, and how CP businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn } from '../../../shared/facts/office-phrases';

export const content: LocationContent = {
  intro: [
    "Connaught Place is Delhi's original business district: a ring of white colonnaded blocks built in the early 1930s, with the Rajiv Chowk Metro interchange beneath it and some of the most expensive office rents in the world around it. Law firms, CA practices, banks, travel agents, consultancies, restaurants and flagship stores all share its Inner, Middle and Outer Circles, and all compete for the same busy visitors.",
    'We help CP businesses turn that footfall and search traffic into customers: Google Business Profiles that name the exact block and floor, search ads for professional services around Barakhamba Road and Kasturba Gandhi Marg, and social media for restaurants and retail on the Circles and Janpath.',
  ],
  economy:
    'Connaught Place and its radial roads hold corporate and government-linked offices in towers along Barakhamba Road, Kasturba Gandhi Marg and Tolstoy Marg, alongside bank branches, airline offices and state emporia on Baba Kharak Singh Marg. Its ground floors are a dense mix of restaurants, bars, cafés and brand showrooms, while Janpath, Palika Bazaar and Shankar Market serve shoppers and tourists. The area sits within the New Delhi Municipal Council, and footfall rises sharply in the evenings and at weekends.',
  areasCovered: [
    'Inner Circle',
    'Middle Circle',
    'Outer Circle',
    'Janpath',
    'Barakhamba Road',
    'Kasturba Gandhi Marg',
    'Tolstoy Marg',
    'Palika Bazaar',
    'Shankar Market',
    'Baba Kharak Singh Marg',
  ],
  highlights: [
    {
      title: 'Block-level precision',
      body: 'CP addresses like "N-Block, Middle Circle" confuse visitors and maps alike. Precise pins, entrance photos and directions from the nearest Rajiv Chowk gate reduce lost customers and missed meetings.',
    },
    {
      title: 'Professional services searched by area',
      body: 'People search "chartered accountant Connaught Place" or "lawyer near Barakhamba Road". Practice-area pages and ads that name the neighbourhood bring enquiries from clients who want an office in central Delhi.',
    },
    {
      title: 'Evening and weekend demand for restaurants',
      body: 'Restaurants and bars in CP fill through Instagram, Google Maps and reservation platforms. We schedule ads for weekday evenings and weekends, when most "near me" searches happen.',
    },
  ],
  serviceIds: [
    'city-service:seo:delhi',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'service:legal-services-seo',
    'service:food-restaurant-seo',
  ],
  nearby: ['location:delhi/central-delhi', 'location:delhi/south-delhi', 'location:delhi'],
  faqs: [
    {
      question: 'Is local SEO worth it for a CP law or CA firm?',
      answer:
        'Yes. Clients often want a central Delhi office and search by neighbourhood. A well-built profile and practice-area pages can rank in the Maps results within two to three months, within Bar Council rules for advocates.',
    },
    {
      question: 'How do CP restaurants compete online?',
      answer:
        'Through Google Maps ratings, fresh photos, Instagram reels and timed ads for evenings and weekends. We also help restaurants take direct reservations instead of relying only on aggregator apps.',
    },
    {
      question: 'Can you meet us in Connaught Place?',
      // The metro ride holds only while the office is in Gurugram (the business facts).
      answer: officeIn('Gurugram', 'Gurgaon')
        ? 'Yes. We regularly meet clients in CP, which is a straight Yellow Line ride from our side of Gurugram.'
        : 'Yes. We meet clients in CP for kick-offs, planning sessions and reviews.',
    },
  ],
};
