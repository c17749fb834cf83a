// Location page content for Hyderabad: the IT and pharma city, its business districts and how its
// businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Hyderabad has two economies that barely overlap online. West of the city, HITEC City and the Financial District hire engineers and buy software; east and north, bulk-drug makers in Patancheru and Genome Valley sell molecules to buyers in Europe and the United States. Each searches differently, and marketing that treats Hyderabad as one audience wastes money.',
    'We run SEO, Google Ads, social media, content, email and website projects for Hyderabad IT firms, pharma and life-sciences companies, hospitals, real estate developers and retail brands. Telugu creative sits alongside English for consumer campaigns, and our B2B work is written for technical buyers who read specifications before they read anything else.',
  ],
  economy:
    "Hyderabad is one of India's two largest IT employment hubs and home to some of the biggest campuses of Microsoft, Google and Amazon outside the United States. It is also the country's bulk-drug capital, with API makers around Patancheru, Pashamylaram and Jeedimetla and vaccine and biotech firms in Genome Valley near Shamirpet. Real estate in the western corridor, hospitals that draw patients from across the Deccan and the old city's pearl and bangle trade complete the picture.",
  areasCovered: [
    'HITEC City and Madhapur',
    'Gachibowli and Financial District',
    'Kondapur and Kukatpally',
    'Banjara Hills and Jubilee Hills',
    'Begumpet and Somajiguda',
    'Secunderabad',
    'Genome Valley, Shamirpet',
    'Patancheru and Pashamylaram',
    'Charminar and Laad Bazaar',
  ],
  highlights: [
    {
      title: 'Regulated B2B buyers',
      body: 'Pharma buyers search by molecule, CAS number and DMF status. We build product pages around those specifications, which is how Hyderabad API makers turn overseas search traffic into enquiries.',
    },
    {
      title: 'Property decisions along the western corridor',
      body: 'Homebuyers compare projects in Kokapet, Narsingi and Tellapur on price per square foot and commute to HITEC City. Project pages with those comparisons, and TS-RERA numbers on every ad, outperform generic brochures.',
    },
    {
      title: 'Telugu and Urdu reach',
      body: 'For restaurants, clinics and retail, Telugu creatives, and Urdu in parts of the old city, broaden reach well beyond what English-only campaigns achieve.',
    },
  ],
  serviceIds: [
    'city-service:seo:hyderabad',
    'city-service:ppc:hyderabad',
    'city-service:social-media:hyderabad',
    'city-service:content:hyderabad',
    'city-service:email:hyderabad',
    'city-service:web-development:hyderabad',
  ],
  nearby: ['location:bangalore', 'location:chennai', 'location:karnataka'],
  faqs: [
    {
      question: 'Do you market pharmaceutical companies in Hyderabad?',
      answer:
        'Yes, within UCPMP and the Drugs and Magic Remedies Act. For API and intermediates makers we focus on export enquiries through product SEO, LinkedIn and trade-fair follow-up, not consumer advertising.',
    },
    {
      question: 'How competitive is real estate advertising in Hyderabad?',
      answer:
        'Very, in the western corridor. Cost per lead for premium projects in Kokapet or the Financial District often runs ₹1,200 to ₹2,500 on Google, so we judge campaigns on cost per site visit rather than cost per lead.',
    },
    {
      question: 'Can you recruit for our Hyderabad GCC or IT firm?',
      answer:
        'We support employer branding with careers pages, LinkedIn content and job ads, but we are a marketing agency rather than a recruiter, so hiring decisions and screening remain with your team.',
    },
  ],
};
