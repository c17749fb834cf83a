// Location page content for Ambala: scientific instruments, the cantonment and its cloth market, and
// how Ambala businesses win customers online.
import { gstNote } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Ambala is India's workshop for laboratory equipment. Hundreds of small firms in and around Ambala Cantt make microscopes, glassware, educational science kits and lab instruments that end up in school and university labs across India, Africa and the Middle East. Most sell through tenders, distributors and exporters, and many are now selling directly online.",
    'We help Ambala instrument makers, mixer-grinder and appliance manufacturers, cloth wholesalers in the Cantt market, and local clinics, schools and retailers grow with search and social media. Campaigns combine export SEO for instruments with local Hindi campaigns for Ambala City and Ambala Cantt customers.',
  ],
  economy:
    "Ambala Cantt's scientific instruments industry is the city's signature, supplying educational and laboratory equipment across India and to export markets. Ambala also makes mixer grinders and small appliances, and the Cantt's cloth market is a wholesale centre for fabric sold across Punjab, Haryana and Himachal. The Indian Air Force station and a large army cantonment shape the city, and its position on the Delhi-Amritsar and Chandigarh routes makes it a trading junction.",
  areasCovered: [
    'Ambala Cantt',
    'Ambala City',
    'Industrial Area, Ambala Cantt',
    'Sadar Bazar and the cloth market',
    'Saha',
    'Mohra',
    'Barara',
    'Naraingarh',
  ],
  highlights: [
    {
      title: 'Catalogues that rank for each instrument',
      body: 'Buyers search for exact items: "compound microscope manufacturer", "borosilicate beaker supplier". One page per product with specifications and pack sizes brings schools, labs and distributors.',
    },
    {
      title: 'Tender and export visibility',
      body: 'Government buyers and importers check a supplier online before they shortlist. A credible website with certifications and GeM listing details wins trust during procurement.',
    },
    {
      title: 'Local search for Ambala City and Cantt',
      body: 'Clinics, coaching centres and shops serve two distinct towns a few kilometres apart. Separate Maps profiles and ads for each side stop a Cantt business wasting budget on City searches.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:seo/local',
    'service:ppc',
    'service:social-media',
    'city-service:seo:haryana',
  ],
  nearby: [
    'location:haryana/yamunanagar',
    'location:haryana/panchkula',
    'location:haryana/karnal',
    'city-service:seo:chandigarh',
  ],
  faqs: [
    {
      question: 'Can a scientific instrument maker in Ambala sell directly online?',
      answer:
        'Yes. Many now sell lab kits and equipment to schools and colleges directly. We build catalogue websites with enquiry and quotation forms and run search campaigns for each product category.',
    },
    {
      question: 'Do you help with export enquiries for lab equipment?',
      answer:
        'Yes. We target searches in African, Middle Eastern and South-East Asian markets where Ambala instruments sell well, and build pages for each buyer country.',
    },
    {
      question: 'What budget should an Ambala business start with?',
      answer: `A local business can start with ₹12,000 to ₹20,000 a month in management, ${gstNote}, and a small ad budget. Manufacturers targeting exports usually invest ₹40,000 or more a month.`,
    },
  ],
};
