// Healthcare marketing in Delhi: large hospitals, specialist clinics and medical travellers, and
// how Delhi providers win patients online.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Delhi is north India’s referral capital. Patients travel from Uttar Pradesh, Bihar, Uttarakhand and Haryana for specialist treatment, and international patients arrive from Afghanistan, Iraq, Central Asia and Africa. At the same time, every colony has its own dental, skin and physiotherapy clinics competing for neighbourhood patients on Google Maps.',
  ],
  localMarket: [
    'Large private hospitals cluster along a few corridors: Sir Ganga Ram and BLK-Max near Rajinder Nagar and Pusa Road, Max Saket and Fortis Escorts in the south, Indraprastha Apollo at Sarita Vihar and Max Patparganj in the east. AIIMS, Safdarjung and other government hospitals shape expectations on cost and expertise for the whole region.',
    'Specialist clinics concentrate in South Delhi colonies such as Greater Kailash, Lajpat Nagar and Defence Colony, and in West Delhi markets such as Rajouri Garden and Janakpuri. IVF, dental, dermatology, hair transplant and orthopaedics are the most heavily advertised specialties, and patients compare fees and doctors’ credentials before calling.',
  ],
  clusters: [
    'Rajinder Nagar and Pusa Road',
    'Saket and Okhla',
    'Sarita Vihar',
    'Patparganj',
    'Greater Kailash and Lajpat Nagar',
    'Rajouri Garden and Janakpuri',
  ],
  challenges: [
    {
      title: 'Aggregators own doctor searches',
      body: 'Practo, Justdial and hospital-listing sites often outrank clinics for their own doctors’ names.',
    },
    {
      title: 'International patient competition',
      body: 'Delhi hospitals compete with Gurugram and Mumbai for the same overseas patients and their facilitators.',
    },
    {
      title: 'Price-sensitive procedures',
      body: 'Patients shop around for IVF, dental implants and hair transplants, and quote competitors’ prices on the phone.',
    },
  ],
  strategies: [
    {
      title: 'Specialty pages in Hindi and English',
      body: 'Treatment pages written for patients from across north India, with Hindi versions for those travelling from smaller towns.',
    },
    {
      title: 'Arabic, Dari and Russian patient journeys',
      body: 'Landing pages and WhatsApp support in the languages international patients speak, with visa and stay guidance.',
    },
    {
      title: 'Clear price ranges for elective care',
      body: 'Published package ranges for procedures such as IVF cycles and implants filter out bargain hunters and build trust.',
    },
  ],
  kpis: [
    {
      name: 'Cost per booked consultation',
      benchmark: '₹400 to ₹1,100 for specialist clinics',
      why: 'Delhi clicks are costly, so conversion on the page matters.',
    },
    {
      name: 'Out-of-city share of appointments',
      benchmark: '25% to 40% for tertiary hospitals',
      why: 'Shows reach into the referral catchment beyond Delhi.',
    },
    {
      name: 'International enquiries',
      benchmark: '30 to 120 a month for a large hospital',
      why: 'Overseas patients bring high-value admissions.',
    },
    {
      name: 'Google rating per clinic',
      benchmark: '4.6 or higher',
      why: 'Delhi patients shortlist only the highest-rated clinics on Maps.',
    },
  ],
  caseStudy: {
    title: 'A Delhi dental chain fills its chairs',
    situation:
      'A dental group with six clinics across South and West Delhi ran one website page for all branches and relied on walk-ins and a single Google profile.',
    actions: [
      'Created a Google Business Profile and page for each clinic and dentist',
      'Published price ranges for implants, aligners and root canal treatment',
      'Ran search campaigns for each clinic within a 4 km radius',
      'Started consented review requests after each appointment',
    ],
    results: [
      { label: 'Booked appointments a month', value: '290 to 710' },
      { label: 'Cost per booked appointment', value: '₹520' },
      { label: 'Average rating across clinics', value: '4.3 to 4.8' },
    ],
  },
  serviceIds: [
    'service:healthcare-seo',
    'city-service:seo:delhi',
    'city-service:ppc:delhi',
    'service:seo/local',
  ],
  faqs: [
    {
      question: 'How do Delhi hospitals attract international patients?',
      answer:
        'Through treatment pages in the patients’ languages, transparent package ranges, responsive WhatsApp coordinators and good relationships with facilitators, all within medical advertising rules.',
    },
    {
      question: 'Should a Delhi clinic publish its prices?',
      answer:
        'For elective procedures, publishing a range usually improves lead quality. Final costs still depend on the consultation.',
    },
    {
      question: 'How far should a clinic target its ads in Delhi?',
      answer:
        'Usually 3 to 5 km for routine care and the whole NCR for specialist procedures such as IVF or hair transplants.',
    },
  ],
};
