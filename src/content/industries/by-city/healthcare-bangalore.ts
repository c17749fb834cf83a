// Healthcare marketing in Bangalore: hospital corridors, health-tech competition and the patients
// who book online first.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore is probably the most digital healthcare market in India. Practo was founded here, teleconsultation is routine, and the city’s technology workforce books doctors, tests and surgery online as naturally as they order food. Hospitals and clinics compete with health-tech platforms for the first click.',
  ],
  localMarket: [
    'Narayana Health City at Bommasandra on Hosur Road is one of India’s largest hospital campuses, drawing cardiac and cancer patients from across the country and abroad. Large hospitals line Bannerghatta Road and Old Airport Road, and newer ones have followed the workforce to Whitefield, Sarjapur Road, Bellandur and Hebbal.',
    'Insured corporate employees make up a large share of patients, so cashless tie-ups with insurers and TPAs influence choices. Patients from Bangladesh, the Middle East and Africa travel to Bangalore for cardiac, transplant and orthopaedic care, while eye, dental and fertility chains compete hard in every residential neighbourhood.',
  ],
  clusters: [
    'Narayana Health City, Bommasandra',
    'Bannerghatta Road',
    'Old Airport Road',
    'Whitefield',
    'Hebbal',
    'Jayanagar and JP Nagar',
  ],
  challenges: [
    {
      title: 'Health-tech platforms in between',
      body: 'Booking apps and aggregators sit between providers and patients, taking fees and patient data.',
    },
    {
      title: 'Neighbourhoods an hour apart',
      body: 'Patients rarely cross the city for routine care, so each branch needs its own local visibility.',
    },
    {
      title: 'Insurance-driven choice',
      body: 'Patients choose hospitals on their insurer’s cashless list, which generic ads never mention.',
    },
  ],
  strategies: [
    {
      title: 'Own online booking',
      body: 'Appointment booking on the hospital’s own site, linked to its system, so patients do not need an aggregator.',
    },
    {
      title: 'Cashless and insurer pages',
      body: 'Pages listing insurers and TPAs with cashless tie-ups, which rank for the searches insured patients make.',
    },
    {
      title: 'Kannada and Tamil content',
      body: 'Treatment information in Kannada and Tamil for patients from across Karnataka and neighbouring states.',
    },
  ],
  kpis: [
    {
      name: 'Share of bookings on own website',
      benchmark: '40% or more of online appointments',
      why: 'Every direct booking saves aggregator fees.',
    },
    {
      name: 'Cost per cataract or LASIK consultation',
      benchmark: '₹600 to ₹1,400',
      why: 'Eye care is a competitive, high-value category in the city.',
    },
    {
      name: 'Teleconsultation conversion',
      benchmark: '15% to 25% of teleconsults leading to an in-person visit',
      why: 'Tele-consults are a low-cost first step for many patients.',
    },
    {
      name: 'Branch-level Maps calls',
      benchmark: '150 to 400 a month per branch',
      why: 'Calls from Maps show local visibility in each neighbourhood.',
    },
  ],
  caseStudy: {
    title: 'A Bangalore eye hospital group grows procedure bookings',
    situation:
      'An eye hospital with centres in Jayanagar, Whitefield and Hebbal depended on aggregator listings, and its own site took few bookings.',
    actions: [
      'Added online booking for each centre on the hospital’s own website',
      'Published cataract and LASIK pages with insurer and cashless details',
      'Ran search campaigns for each centre on procedure and locality terms',
    ],
    results: [
      { label: 'Bookings on own website', value: '18% to 46% of online appointments' },
      { label: 'Cataract and LASIK consultations a month', value: '140 to 310' },
      { label: 'Cost per consultation', value: '₹880' },
    ],
  },
  serviceIds: [
    'service:healthcare-seo',
    'city-service:seo:bangalore',
    'city-service:ppc:bangalore',
    'service:seo/local',
  ],
  faqs: [
    {
      question: 'Should our hospital stay on Practo and other aggregators?',
      answer:
        'Usually yes, for visibility, but we aim to move repeat and new patients to your own booking system, where there are no fees and you keep the relationship.',
    },
    {
      question: 'Do you market Bangalore hospitals to international patients?',
      answer:
        'Yes, with language-specific pages, coordinators on WhatsApp and clear information on visas, stays and costs.',
    },
    {
      question: 'Have you worked with Bangalore hospitals before?',
      answer:
        'Yes. One multi-specialty hospital took online appointments from 410 to 960 a month with our local SEO for its 38 doctors and three branches.',
    },
  ],
};
