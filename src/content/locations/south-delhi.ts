// Location page content for South Delhi: premium retail, hospitals, Nehru Place and Okhla, and how
// their businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** Distances and visits from the office hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    "South Delhi holds the city's most affluent neighbourhoods and some of its most competitive local markets. A dental clinic in Greater Kailash, a boutique in Lajpat Nagar or a restaurant in Hauz Khas competes with dozens of similar businesses within walking distance, and customers who can afford to be choosy read every review before they book.",
    `We work with South Delhi clinics and hospitals, restaurants and cafés, fashion and home-décor boutiques, IT traders in Nehru Place, export houses in Okhla and professional firms in Saket and Jasola. ${
      local
        ? `Our ${officeLocality} office is a short drive down the MG Road corridor, so South Delhi clients see us in person whenever they need to.`
        : 'Our strategists visit South Delhi clients in person whenever they need to.'
    }`,
  ],
  economy:
    "South Delhi's economy mixes premium consumer spending with serious industry. Saket's malls, the markets of GK, South Extension and Lajpat Nagar, and the restaurants of Hauz Khas and Mehrauli attract shoppers from across NCR. AIIMS and large private hospitals in Saket, Okhla and Sarita Vihar make it the capital's healthcare centre. Nehru Place is north India's largest computer hardware and IT services market, and Okhla Industrial Area is home to garment exporters, printers and light engineering firms.",
  areasCovered: [
    'Saket',
    'Hauz Khas and Green Park',
    'Greater Kailash I and II',
    'Lajpat Nagar and South Extension',
    'Defence Colony',
    'Nehru Place and Kalkaji',
    'Okhla Industrial Area',
    'Jasola District Centre',
    'Vasant Kunj',
    'Malviya Nagar and Mehrauli',
  ],
  highlights: [
    {
      title: 'Reviews decide who gets the booking',
      body: 'South Delhi customers compare ratings, recent reviews and owner replies before choosing a clinic, salon or restaurant. A steady review request system after each visit often moves rankings more than any other change.',
    },
    {
      title: 'Premium positioning online',
      body: 'Clients here pay for quality, so websites and ads need to look and read like it. Strong photography, clear pricing bands and doctor or chef credentials outperform discount-led messages.',
    },
    {
      title: 'Hyperlocal ads by colony',
      body: 'Campaigns targeted to a few colonies around a business, such as GK, CR Park and Kalkaji for one clinic, cost less and convert better than ads across all of Delhi.',
    },
  ],
  serviceIds: [
    'city-service:seo:delhi',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'service:healthcare-seo',
    'service:food-restaurant-seo',
  ],
  nearby: [
    'location:delhi',
    'location:delhi/central-delhi',
    'location:haryana/gurgaon',
    'location:uttar-pradesh/noida',
  ],
  faqs: [
    {
      question: 'How competitive is local SEO for clinics in South Delhi?',
      answer:
        'Very. Dental, dermatology and IVF clinics compete hard in GK, Saket and Vasant Kunj. Expect three to six months of steady work on profiles, reviews and treatment pages before you lead the Maps results.',
    },
    {
      question: 'Can you help a Nehru Place IT business get leads?',
      answer:
        'Yes. Search ads for products and services like laptop repair, bulk purchase or AMC contracts, together with a Google Business Profile that shows the exact building and floor, bring calls from businesses across Delhi.',
    },
    {
      question: 'Do you work with Okhla garment exporters?',
      answer:
        'Yes. We build export-focused websites and LinkedIn campaigns aimed at buying houses and brands, highlighting compliance audits, capacities and sampling times.',
    },
  ],
};
