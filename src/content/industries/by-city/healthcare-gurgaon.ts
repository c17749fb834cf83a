// Healthcare marketing in Gurgaon: super-specialty hospitals, medical travel and the new sectors'
// families, and how Gurgaon providers win patients.
import type { IndustryCityContent } from '../schema';
import { officeAreaLine, officeIn } from '../../../../shared/facts/office-phrases';

/** Sentences about the office nearby hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: IndustryCityContent = {
  intro: [
    `In barely fifteen years Gurgaon has gone from a city with few large hospitals to one of India’s leading destinations for complex surgery and medical travel. ${local ? `From our office in ${officeAreaLine}, we see daily how fiercely those hospitals compete` : 'Those hospitals compete fiercely'} for patients from Gurgaon, Delhi and abroad.`,
  ],
  localMarket: [
    'Medanta in Sector 38, Fortis Memorial Research Institute in Sector 44, Artemis and CK Birla in Sector 51, and Max and Paras in Sushant Lok anchor the city’s tertiary care. Many have international patient departments serving patients from Iraq, Uzbekistan, Kenya, Nigeria and other countries.',
    'The rapidly growing sectors along the Dwarka Expressway, Sohna Road and New Gurugram are filling with young families who need paediatricians, maternity care, dental and physiotherapy close to home. Corporate employers in Cyber City and Udyog Vihar buy health check-ups and employee wellness programmes in bulk.',
  ],
  clusters: [
    'Sector 38 and Sector 44',
    'Sector 51',
    'Sushant Lok',
    'Sohna Road',
    'Dwarka Expressway sectors',
  ],
  challenges: [
    {
      title: 'Giants next door',
      body: 'Mid-size hospitals and clinics compete for the same searches as some of India’s largest hospital brands.',
    },
    {
      title: 'New sectors, no history',
      body: 'Families in newly built sectors have no local recommendations yet and rely entirely on search and reviews.',
    },
    {
      title: 'Medical travel facilitators',
      body: 'International patients often arrive through facilitators who take commissions and steer patients between hospitals.',
    },
  ],
  strategies: [
    {
      title: 'Own the nearby sectors',
      body: 'Maps profiles and pages for the sectors within a short drive, with directions, parking and timings.',
    },
    {
      title: 'Maternity and paediatrics for young families',
      body: 'Birthing packages, paediatric vaccination schedules and parent education content aimed at the new sectors.',
    },
    {
      title: 'Direct international enquiries',
      body: 'Country-specific pages and WhatsApp coordinators so overseas patients can contact the hospital without a middleman.',
    },
  ],
  kpis: [
    {
      name: 'Cost per maternity package enquiry',
      benchmark: '₹700 to ₹1,600',
      why: 'Maternity brings families who return for paediatric care.',
    },
    {
      name: 'Appointments from sectors within 5 km',
      benchmark: '60% or more of OPD bookings for a mid-size hospital',
      why: 'Shows the hospital is winning its own neighbourhood.',
    },
    {
      name: 'Direct international enquiries',
      benchmark: '20 to 80 a month',
      why: 'Each direct patient avoids facilitator commissions.',
    },
    {
      name: 'Corporate wellness contracts',
      benchmark: '1 to 4 new employers a quarter',
      why: 'Gurgaon’s offices are a large, concentrated market.',
    },
  ],
  caseStudy: {
    title: 'A Sohna Road hospital becomes the neighbourhood choice',
    situation:
      'A 150-bed multi-specialty hospital on Sohna Road saw many families in nearby sectors drive past it to the large hospitals further north.',
    actions: [
      'Built pages and Maps visibility for 14 nearby sectors and societies',
      'Launched maternity and paediatric packages with clear pricing',
      'Ran search and Meta campaigns for young families in the new sectors',
      'Held health camps in residential societies and followed up online',
    ],
    results: [
      { label: 'OPD appointments a month', value: '2,100 to 3,450' },
      { label: 'Deliveries a month', value: '38 to 71' },
      { label: 'Cost per maternity enquiry', value: '₹960' },
    ],
  },
  serviceIds: [
    'service:healthcare-seo',
    'city-service:seo:gurgaon',
    'city-service:ppc:gurgaon',
    'city-service:social-media:gurgaon',
  ],
  faqs: [
    {
      question: 'Can a mid-size Gurgaon hospital compete with the big brands online?',
      answer:
        'Yes, locally. Patients choose the nearest good hospital for most care, so winning the sectors around you matters more than national rankings.',
    },
    {
      question: 'Do you help with health camps in Gurgaon societies?',
      answer:
        'Yes. We promote camps to residents’ welfare associations and follow up with attendees through WhatsApp and search remarketing, with consent.',
    },
    {
      question: 'Can you market to international patients without facilitators?',
      answer:
        'Yes. Country pages, coordinators who speak the patients’ languages and clear cost estimates let patients contact you directly.',
    },
  ],
};
