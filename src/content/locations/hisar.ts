// Location page content for Hisar: steel, agricultural research and western Haryana's trade, and
// how Hisar businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Hisar is the commercial centre of western Haryana, and it has a steel city's industry alongside an agricultural university town's expertise. Jindal Stainless runs a large plant here, pipe and steel-product makers fill the industrial area, and the Chaudhary Charan Singh Haryana Agricultural University has shaped farming across the region for decades.",
    'We run digital marketing for Hisar steel and pipe manufacturers, agri-input dealers and seed companies, hospitals and diagnostic centres, schools and coaching institutes, and retailers. Local campaigns speak Hindi and extend to Fatehabad, Sirsa, Bhiwani and Jind, whose residents come to Hisar to buy, study and see doctors.',
  ],
  economy:
    "Stainless steel and galvanised pipes lead Hisar's industry, with Jindal Stainless and a cluster of steel-product makers supplying buyers across India. The city is also a centre of agricultural and veterinary research: CCS Haryana Agricultural University, the Lala Lajpat Rai University of Veterinary and Animal Sciences and the Central Institute for Research on Buffaloes are all here. Guru Jambheshwar University adds students, and cotton, mustard and wheat from the surrounding districts pass through its mandis.",
  areasCovered: [
    'Industrial Area, Hisar',
    'Model Town',
    'Urban Estate',
    'Rajguru Market',
    'Delhi Road',
    'Sirsa Road',
    'Hansi',
    'Barwala',
    'Adampur',
  ],
  highlights: [
    {
      title: 'Steel buyers search by grade',
      body: 'Stainless and pipe buyers search by grade, size and standard, such as "ss 304 pipe manufacturer" or "gi pipe IS 1239". Pages built around those terms bring enquiries from fabricators, contractors and distributors.',
    },
    {
      title: 'Agri-inputs through dealers and farmers',
      body: 'Seed, fertiliser and farm equipment brands reach farmers with Hindi YouTube videos and WhatsApp groups, and reach dealers with search ads and dealership enquiry pages.',
    },
    {
      title: 'A regional hub for healthcare and education',
      body: 'Hospitals and schools in Hisar draw from several districts. Campaigns targeted to Fatehabad, Sirsa and Bhiwani with clear directions and fees bring in those families.',
    },
  ],
  serviceIds: [
    'service:seo/local',
    'service:manufacturing-seo',
    'service:ppc',
    'service:youtube-marketing',
    'city-service:seo:haryana',
  ],
  nearby: ['location:haryana/sirsa', 'location:haryana/bhiwani', 'location:haryana/rohtak'],
  faqs: [
    {
      question: 'Can a Hisar steel pipe maker get leads online?',
      answer:
        'Yes. Product pages by grade and standard, a Google Business Profile and search ads on specification keywords bring enquiries from contractors and distributors across north India.',
    },
    {
      question: 'How do agri-input companies in Hisar reach farmers online?',
      answer:
        'Through Hindi YouTube videos showing results in local fields, WhatsApp updates through dealers and Meta ads timed to the rabi and kharif sowing seasons, always within labelling and advertising rules for seeds and fertilisers.',
    },
    {
      question: 'Do you work with clinics in Hisar?',
      answer:
        'Yes. We manage Google Business Profiles, reviews and treatment pages for clinics and diagnostic centres, and we run ads that reach patients in surrounding districts.',
    },
  ],
};
