// Location page content for Yamunanagar and Jagadhri: plywood, metal utensils and sugar, and how
// their businesses win customers online.
import { priceWithGst } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Yamunanagar is the plywood capital of India. Hundreds of peeling, pressing and veneer units around the twin towns of Yamunanagar and Jagadhri turn poplar and eucalyptus from local farms into plywood, block boards and veneers sold to dealers, carpenters and furniture makers across the country. The next generation running these units is taking the business online.',
    'We run digital marketing for Yamunanagar plywood and laminate brands, Jagadhri utensil and brassware makers, sugar and paper businesses, and the city’s hospitals, schools and retailers. Most industrial plans here are about building a brand name that dealers and carpenters ask for, not only about generating leads.',
  ],
  economy:
    "Plywood is Yamunanagar's defining industry, supplying a large share of India's plywood from a cluster that buys poplar grown by farmers across Haryana, Punjab and western Uttar Pradesh. Jagadhri has a long tradition of metal utensils and brassware, the twin towns host a large sugar mill and paper production, and the Jagadhri Workshop is one of the railways' major carriage and wagon repair shops. The district also has a strong agricultural base along the Yamuna.",
  areasCovered: [
    'Yamunanagar city',
    'Jagadhri',
    'Jagadhri Workshop',
    'Industrial Area, Yamunanagar',
    'Model Town',
    'Radaur',
    'Bilaspur',
    'Chhachhrauli',
    'Sadhaura',
  ],
  highlights: [
    {
      title: 'Building a plywood brand',
      body: 'Homeowners increasingly ask for plywood by brand and grade. YouTube videos on boiling-water-proof tests, IS 710 and IS 303 grade explainers and Instagram work for interior designers help local brands compete with national names.',
    },
    {
      title: 'Dealer acquisition across India',
      body: 'Search and Meta campaigns targeted at hardware and plywood dealers in growing markets, with dealership enquiry forms and WhatsApp follow-up, expand distribution beyond north India.',
    },
    {
      title: 'Utensil makers selling direct',
      body: 'Jagadhri stainless steel, brass and copper utensil makers can reach households directly through marketplaces and their own stores, with product photography and festival campaigns around Dhanteras.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:b2b-seo',
    'service:ppc',
    'service:youtube-marketing',
    'city-service:seo:haryana',
  ],
  nearby: ['location:haryana/ambala', 'location:haryana/karnal', 'location:haryana/panchkula'],
  faqs: [
    {
      question: 'How can a Yamunanagar plywood unit find new dealers?',
      answer:
        'With a website that explains grades and certifications, search campaigns for dealership and distributor keywords, and Meta ads aimed at hardware retailers in target states. We track every enquiry through to a signed dealer.',
    },
    {
      question: 'Is YouTube useful for a plywood brand?',
      answer:
        'Very. Carpenters, contractors and homeowners watch test and comparison videos before choosing a brand. Short demonstrations of water resistance and strength build the trust a new brand needs.',
    },
    {
      question: 'Do you work with small units in Jagadhri?',
      answer: `Yes. For small manufacturers we start with a Google Business Profile and a simple catalogue website through our Neighbourhood Business SEO package, from ${priceWithGst('local-business-seo')}, and add focused search ads, managed from ${priceWithGst('ppc')} plus media, once the profile brings enquiries.`,
    },
  ],
};
