// Location page content for Noida and Greater Noida: electronics, IT, media and real estate, and
// how their businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** Distances and visits from the office hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    "Noida was planned as an industrial township in the 1970s and has grown into one of north India's busiest business cities. Its sector numbers tell the story: electronics factories in Sector 63, TV studios in Film City in Sector 16A, IT parks along the Noida Expressway and homes stretching into Greater Noida West. Each sector has its own customers and its own search behaviour.",
    'We run SEO, Google Ads, social media and websites for Noida IT and SaaS companies, electronics and garment manufacturers, real estate developers and brokers, schools and coaching centres, and clinics and retailers across the city and Greater Noida.',
  ],
  economy:
    "Noida and Greater Noida are one of India's largest hubs for electronics manufacturing, led by Samsung's mobile phone factory in Sector 81 and a large base of phone, component and appliance makers. IT and business-services firms fill the Expressway and Sector 62, the Noida Special Economic Zone makes garments and engineering goods for export, and Film City hosts many national news channels. Real estate along the Yamuna Expressway is growing around the Noida International Airport at Jewar, whose first phase was nearing completion in 2025.",
  areasCovered: [
    'Sector 18 and Atta Market',
    'Sector 62 and Sector 63',
    'Film City, Sector 16A',
    'Noida Expressway: Sectors 125 to 144',
    'Noida Special Economic Zone, Phase II',
    'Greater Noida West',
    'Knowledge Park and Pari Chowk',
    'Ecotech industrial areas',
    'Yamuna Expressway and Jewar',
  ],
  highlights: [
    {
      title: 'Sector-level targeting',
      body: 'Residents search by sector, such as "dentist sector 50 noida" or "school near sector 137". Location pages and ads for each catchment beat one generic Noida page.',
    },
    {
      title: 'B2B buyers for manufacturers and IT firms',
      body: 'Electronics and garment makers in Noida win OEM, brand and export buyers with capability pages and LinkedIn campaigns, while IT firms compete for global clients with case studies and comparison content.',
    },
    {
      title: 'Real estate trust signals',
      body: 'After years of delayed projects, Noida buyers check UP-RERA registration, possession dates and builder history. Ads and project pages that show them convert better.',
    },
  ],
  serviceIds: [
    'city-service:seo:noida',
    'city-service:ppc:noida',
    'city-service:social-media:noida',
    'service:web-design',
    'service:real-estate-seo',
  ],
  nearby: ['location:delhi', 'location:delhi/south-delhi', 'location:haryana/faridabad'],
  faqs: [
    {
      question: 'Do you cover Greater Noida and Greater Noida West?',
      answer:
        'Yes. We treat them as separate markets from Noida because buyers, rents and competition differ, and we run campaigns and pages for each where a client serves them.',
    },
    {
      question: 'Can you market a real estate project on the Yamuna Expressway?',
      answer:
        'Yes, with UP-RERA details on every ad and page, honest timelines and content about the airport and connectivity. We report cost per site visit, not just cost per lead.',
    },
    {
      question: 'How close are you to Noida?',
      answer: `Our office is in ${officeLocality}${local ? ', about an hour away by road or Metro' : ''}. We meet Noida clients in person for kick-offs and quarterly reviews and keep day-to-day work on calls and shared dashboards.`,
    },
  ],
};
