// Education marketing in Delhi: coaching hubs, university colleges and school admissions, and how
// Delhi institutions fill seats.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Students come to Delhi from every state to prepare for the civil services, study at Delhi University or crack professional exams. The city’s coaching hubs are the largest of their kind in north India, and its private schools run some of the most competitive admission processes in the country.',
  ],
  localMarket: [
    'Civil-services coaching is concentrated in Old Rajinder Nagar, Karol Bagh and Mukherjee Nagar, where institutes, libraries and paying-guest accommodation fill entire streets. Laxmi Nagar in East Delhi is known for CA, commerce and government-exam coaching, and Kalu Sarai near IIT Delhi for engineering entrance preparation. Delhi University’s North and South Campuses, IP University in Dwarka and Jamia Millia Islamia draw undergraduate applicants nationally.',
    'Private school entry-level admissions run on a points system with published criteria, and a quarter of seats are reserved for economically weaker sections. Parents search intensively between November and January, comparing schools on distance, board and facilities.',
  ],
  clusters: [
    'Old Rajinder Nagar and Karol Bagh',
    'Mukherjee Nagar',
    'Laxmi Nagar',
    'Kalu Sarai',
    'North Campus and Kamla Nagar',
    'Dwarka',
  ],
  challenges: [
    {
      title: 'Trust after high-profile incidents',
      body: 'Safety concerns in coaching hubs mean parents now check buildings, hostels and licences before enrolling.',
    },
    {
      title: 'Topper claims under scrutiny',
      body: 'Students know that several institutes often claim the same rankers, and regulators now penalise misleading claims.',
    },
    {
      title: 'Online competition',
      body: 'National edtech platforms sell the same courses online at lower prices.',
    },
  ],
  strategies: [
    {
      title: 'Transparent centre pages',
      body: 'Photos and details of classrooms, safety approvals, libraries and nearby accommodation for families deciding from a distance.',
    },
    {
      title: 'Faculty-led YouTube',
      body: 'Free lectures and answer-writing sessions that let aspirants judge teaching quality before paying.',
    },
    {
      title: 'Hybrid course funnels',
      body: 'Online foundation courses that lead students to in-person batches, competing with edtech on value rather than price.',
    },
  ],
  kpis: [
    {
      name: 'Cost per enquiry for coaching',
      benchmark: '₹250 to ₹700',
      why: 'Delhi’s coaching keywords are among the most competitive in education.',
    },
    {
      name: 'Enquiry-to-enrolment rate',
      benchmark: '8% to 14%',
      why: 'Reflects both lead quality and counselling.',
    },
    {
      name: 'YouTube subscribers gained per month',
      benchmark: '2,000 to 10,000 for an active channel',
      why: 'Subscribers become the cheapest source of enrolments.',
    },
    {
      name: 'Out-of-state share of students',
      benchmark: '40% or more for civil-services coaching',
      why: 'Shows national reach beyond the city.',
    },
  ],
  caseStudy: {
    title: 'A Laxmi Nagar CA coaching institute goes hybrid',
    situation:
      'A CA Foundation and Intermediate coaching institute in Laxmi Nagar relied on walk-ins and lost students to online platforms.',
    actions: [
      'Launched a YouTube channel with weekly concept classes by senior faculty',
      'Built an online foundation course that led into in-person batches',
      'Ran search campaigns timed to ICAI exam registration windows',
    ],
    results: [
      { label: 'Enrolments per session', value: '310 to 690' },
      { label: 'Online students moving to classroom batches', value: '27%' },
      { label: 'Cost per enrolment', value: '₹2,900' },
    ],
  },
  serviceIds: [
    'service:education-seo',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'service:youtube-marketing',
  ],
  faqs: [
    {
      question: 'When should a Delhi school start nursery admission marketing?',
      answer:
        'In October, before forms open in late November. Parents research schools, visit open days and compare points criteria in the weeks before.',
    },
    {
      question: 'How should coaching institutes present results now?',
      answer:
        'With verifiable details: the student’s name, rank, the course they took and their consent, as the CCPA coaching guidelines require.',
    },
    {
      question: 'Can you help a coaching institute compete with edtech apps?',
      answer:
        'Yes, by combining online content that proves teaching quality with the in-person mentoring and peer environment that apps cannot offer.',
    },
  ],
};
