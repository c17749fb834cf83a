// Location page content for Gurugram: our home city, its business districts and how Gurugram
// businesses win customers online.
import type { LocationContent } from './schema';
import {
  officeAddressLine,
  officeArea,
  officeHours,
  officeIn,
  officeLocality,
} from '../../../shared/facts/office-phrases';

/** While the office is in Gurugram the page speaks as a local; if it moves, as a regular visitor. */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    `${
      local
        ? `${officeLocality} is our home. Our office is in ${officeArea}, between Golf Course Road and the Cyber City towers, and we have watched`
        : `We work with Gurugram businesses from our office in ${officeLocality}, and we have watched`
    } the city grow from a ring of office parks into a metropolis of more than a hundred sectors. It is also one of the hardest places in India to advertise: almost every agency, startup and developer competes here for the same affluent, online-first audience.`,
    `We run SEO, Google Ads, social media and web development for Gurugram real estate developers and brokers, SaaS and fintech startups, hospitals and clinics, schools and restaurants, and for the auto-component makers of Udyog Vihar and Manesar. ${
      local
        ? 'Because we are local, our clients meet us in person whenever they want.'
        : 'Our strategists come to Gurugram to meet clients in person for workshops and reviews.'
    }`,
  ],
  economy:
    "Gurugram hosts the India offices of a large share of Fortune 500 companies, global capability centres in Cyber City and along Golf Course Road, and startups such as Zomato. Maruti Suzuki has built cars here since 1983, and its Manesar plant anchors an automotive cluster in IMT Manesar and Udyog Vihar. Real estate is the city's other great industry, with new residential corridors along the Dwarka Expressway, Golf Course Extension Road, Sohna Road and the Southern Peripheral Road.",
  areasCovered: [
    'DLF Cyber City and Cyber Hub',
    'Golf Course Road',
    'Golf Course Extension Road',
    'Sohna Road',
    'Dwarka Expressway',
    'Udyog Vihar',
    'MG Road and Sikanderpur',
    'Sector 29 and Sector 44',
    'IMT Manesar',
    'Southern Peripheral Road',
  ],
  highlights: [
    {
      title: 'Real estate lead quality over volume',
      body: 'Property leads in Gurugram are plentiful and mostly unqualified. We judge campaigns on site visits and bookings, which is how a Gurugram developer cut cost per site visit by 58% with us.',
    },
    {
      title: 'Corporate buyers on LinkedIn',
      body: 'Gurugram is full of decision makers at multinationals. B2B firms here reach them with account-based LinkedIn campaigns and content aimed at specific companies in Cyber City and Golf Course Road.',
    },
    {
      title: 'Sector-by-sector local search',
      body: 'Residents search with sector numbers: "pediatrician sector 57", "preschool sector 82". Location pages and Maps profiles built for each catchment win these searches.',
    },
  ],
  serviceIds: [
    'city-service:seo:gurgaon',
    'city-service:ppc:gurgaon',
    'city-service:social-media:gurgaon',
    'city-service:web-development:gurgaon',
  ],
  nearby: [
    'location:delhi',
    'location:haryana/faridabad',
    'location:delhi/south-delhi',
    'location:haryana',
  ],
  faqs: [
    local
      ? {
          question: `Can we visit your ${officeLocality} office?`,
          answer: `Yes. We are at ${officeAddressLine}, a few minutes from Millennium City Centre Metro station, and we are open ${officeHours}.`,
        }
      : {
          question: 'Can we meet your team in Gurugram?',
          answer: `Yes. Our strategists come to Gurugram for kick-off workshops and quarterly reviews, and you are welcome at our office at ${officeAddressLine}, ${officeHours}.`,
        },
    {
      question: 'What does a Gurugram real estate campaign cost?',
      answer:
        'Launch campaigns for mid-size projects typically spend ₹5 lakh to ₹25 lakh a month on media. We quote management fees separately and report cost per site visit and cost per booking.',
    },
    {
      question: 'Do you work with Manesar manufacturers?',
      answer:
        'Yes. Auto-component and engineering firms in IMT Manesar and Udyog Vihar use us for capability websites, Google Ads on process keywords and LinkedIn outreach to OEM purchase teams.',
    },
  ],
};
