// Education marketing in Mumbai: international schools, tutoring, entrance coaching and
// universities, and how Mumbai institutions win admissions.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Mumbai families spend heavily on education and compare options carefully. International schools in BKC and Powai, IB and IGCSE tutoring centres, JEE and NEET classes in the suburbs and universities from IIT Bombay to NMIMS all compete for students whose parents research as thoroughly as they would for a home purchase.',
  ],
  localMarket: [
    'The city has one of India’s largest concentrations of international-curriculum schools, running IB, Cambridge and other programmes, from South Mumbai to BKC, Juhu and Powai. A large tutoring and coaching industry supports their students and those in state board and CBSE schools, with entrance coaching concentrated in Andheri, Borivali, Dadar and Thane.',
    'Higher education draws students nationally: IIT Bombay in Powai, NMIMS and Mithibai in Vile Parle, and the University of Mumbai’s colleges across the city. Study-abroad consultancies, concentrated in Andheri and Bandra, are a large sector in their own right.',
  ],
  clusters: [
    'Bandra Kurla Complex',
    'Powai',
    'Vile Parle and Juhu',
    'Andheri and Borivali',
    'Dadar',
    'Thane',
  ],
  challenges: [
    {
      title: 'Curriculum complexity',
      body: 'Parents compare IB, IGCSE, CBSE and state boards and need clear explanations before they choose.',
    },
    {
      title: 'Travel time decides',
      body: 'A school or tutor more than 40 minutes away is rejected regardless of quality.',
    },
    {
      title: 'Premium pricing must be justified',
      body: 'Fees in Mumbai’s top segment demand visible proof of outcomes and facilities.',
    },
  ],
  strategies: [
    {
      title: 'Curriculum explainer content',
      body: 'Guides comparing boards, assessment styles and university pathways that rank for parents’ research searches.',
    },
    {
      title: 'Catchment-based campaigns',
      body: 'Ads targeted by commute time around each campus or centre, with transport details on the landing page.',
    },
    {
      title: 'Outcome storytelling',
      body: 'Alumni university destinations and student projects presented as stories, with consent, rather than lists of scores.',
    },
  ],
  kpis: [
    {
      name: 'Cost per admission enquiry',
      benchmark: '₹800 to ₹2,500 for international schools',
      why: 'High-fee admissions justify high enquiry costs.',
    },
    {
      name: 'Campus tour bookings',
      benchmark: '25% to 40% of enquiries',
      why: 'Tours are the strongest signal of intent for schools.',
    },
    {
      name: 'Tutoring trial-class conversion',
      benchmark: '35% to 55%',
      why: 'Trial classes are how tutoring centres prove value.',
    },
    {
      name: 'Enquiries from within 30 minutes’ travel',
      benchmark: '80% or more',
      why: 'Distant enquiries rarely convert in Mumbai.',
    },
  ],
  caseStudy: {
    title: 'A Mumbai IB and IGCSE tutoring centre fills its timetable',
    situation:
      'A tutoring business with centres in Bandra and Powai for IB and IGCSE students relied on word of mouth and had empty slots outside exam season.',
    actions: [
      'Published subject and curriculum guides for parents and students',
      'Ran search campaigns for each centre’s catchment on subject and board terms',
      'Offered bookable trial classes with automated reminders',
    ],
    results: [
      { label: 'Trial classes booked a month', value: '22 to 96' },
      { label: 'Trial-to-enrolment rate', value: '48%' },
      { label: 'Off-season slot occupancy', value: '55% to 86%' },
    ],
  },
  serviceIds: [
    'service:education-seo',
    'city-service:seo:mumbai',
    'city-service:ppc:mumbai',
    'city-service:email:mumbai',
  ],
  faqs: [
    {
      question: 'When do Mumbai international schools start admissions?',
      answer:
        'Many open applications in August to October for the next academic year, so campaigns should start by late summer.',
    },
    {
      question: 'Do you market study-abroad consultancies?',
      answer:
        'Yes, with destination and course content, webinars and search campaigns, while avoiding guarantees about visas or admissions.',
    },
    {
      question: 'Can you market a coaching class in Thane or Borivali?',
      answer:
        'Yes. We target the surrounding catchment closely, because families in Mumbai choose coaching mostly by distance.',
    },
  ],
};
