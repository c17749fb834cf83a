// Location page content for Faridabad: Haryana's oldest industrial city, its sectors and industrial
// areas, and how Faridabad businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** Distances and visits from the office hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    'Faridabad has made things for India since the 1950s, when it was built to resettle families after Partition and grew into one of the largest industrial towns in the north. Its factories still make tractors, construction equipment, auto parts, forgings and electrical goods, and its MSMEs are learning that the next OEM buyer is more likely to find them on Google than at a trade fair.',
    `We run SEO, Google Ads and social media for Faridabad manufacturers, hospitals and clinics, schools, real estate projects in Greater Faridabad and retailers along the Mathura Road. ${
      local
        ? `Our ${officeLocality} office is half an hour away via the Gurugram-Faridabad road, so Faridabad clients see us in person.`
        : 'Our strategists visit Faridabad clients in person.'
    }`,
  ],
  economy:
    "Faridabad is home to Escorts Kubota's tractor plants, JCB India's construction equipment works in Ballabgarh and Whirlpool's appliance factory, surrounded by thousands of small and mid-size suppliers of castings, forgings, sheet-metal parts and wiring harnesses. Sectors 24, 25, 58 and 59 and the old NIT area hold much of this industry. Large private hospitals serve patients from Palwal, Mathura and south Delhi, and Greater Faridabad is a growing residential market.",
  areasCovered: [
    'NIT Faridabad',
    'Sector 24 and Sector 25 industrial areas',
    'Sector 58 and Sector 59',
    'Ballabgarh',
    'Mathura Road',
    'Old Faridabad',
    'Greater Faridabad (Neharpar)',
    'Surajkund',
    'Badkhal',
  ],
  highlights: [
    {
      title: 'MSME suppliers found by specification',
      body: 'Buyers search for "ms forging manufacturer faridabad" or "sheet metal components haryana". Capability pages with machines, tolerances and certifications win those enquiries for small suppliers.',
    },
    {
      title: 'Hospitals serving the whole region',
      body: 'Patients from Palwal, Hodal and Mathura travel to Faridabad for specialist care. Hindi landing pages targeted to those towns bring appointments that city-only campaigns miss.',
    },
    {
      title: 'Greater Faridabad property',
      body: 'Homebuyers compare Greater Faridabad projects on price, HRERA status and commute to Delhi. Clear project pages and search ads that answer those questions produce site visits.',
    },
  ],
  serviceIds: [
    'city-service:seo:faridabad',
    'city-service:ppc:faridabad',
    'city-service:social-media:faridabad',
    'service:manufacturing-seo',
  ],
  nearby: [
    'location:haryana/gurgaon',
    'location:delhi/south-delhi',
    'location:uttar-pradesh/noida',
    'location:haryana',
  ],
  faqs: [
    {
      question: 'Can a small Faridabad factory get leads online?',
      answer:
        'Yes. A website that lists each process, machine and material, a Google Business Profile in the right category and a modest search budget of ₹15,000 to ₹30,000 a month usually bring the first qualified enquiries within three months.',
    },
    {
      question: 'Do you market hospitals in Faridabad?',
      answer:
        'Yes. We build doctor and treatment pages, manage reviews and run campaigns for specialties like orthopaedics, cardiology and maternity, within NMC guidelines.',
    },
    {
      question: 'Will you come to our Faridabad office?',
      answer: local
        ? 'Yes. We are half an hour away in Gurugram and visit Faridabad clients for kick-offs, shoot days and quarterly reviews.'
        : 'Yes. We visit Faridabad clients for kick-offs, shoot days and quarterly reviews.',
    },
  ],
};
