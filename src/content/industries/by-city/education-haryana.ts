// Education marketing across Haryana: universities, government-exam coaching, defence preparation
// and study-abroad centres, and how they reach students.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Education is one of the biggest investments a Haryana family makes. Young people across the state prepare for government jobs, the armed forces and the police, apply to universities in Sonipat and Kurukshetra, and increasingly take IELTS and PTE to study in Canada, Australia and the UK.',
  ],
  localMarket: [
    'Rajiv Gandhi Education City near Sonipat hosts Ashoka University, O.P. Jindal Global University and other private institutions with national reach, while Kurukshetra University, MDU Rohtak and GJU Hisar anchor public higher education. Coaching for HSSC, HTET, police and SSC exams fills the markets of Rohtak, Hisar, Jind and Bhiwani, and Rewari and Mahendragarh have long traditions of preparing young people for the armed forces.',
    'Study-abroad and IELTS centres are concentrated along the GT Road belt in Karnal, Kurukshetra, Ambala and Panipat, where many families have relatives overseas. School education is split between HBSE and CBSE, with private CBSE schools growing quickly in district towns.',
  ],
  clusters: [
    'Rajiv Gandhi Education City, Sonipat',
    'Kurukshetra',
    'Rohtak',
    'Karnal',
    'Hisar',
    'Rewari and Mahendragarh',
    'Ambala',
  ],
  challenges: [
    {
      title: 'Notification-driven demand',
      body: 'Government-exam coaching demand jumps when recruitment is announced and disappears when it is delayed.',
    },
    {
      title: 'Visa policy shocks',
      body: 'Study-abroad enquiries swing sharply when Canada, Australia or the UK change student visa rules.',
    },
    {
      title: 'Trust in local institutes',
      body: 'Families have been misled by inflated selection claims and are cautious about new coaching centres.',
    },
  ],
  strategies: [
    {
      title: 'Notification-triggered campaigns',
      body: 'Search and YouTube budgets that switch on within hours of HSSC, police or SSC notifications.',
    },
    {
      title: 'Multi-country study-abroad content',
      body: 'Guides on Canada, Australia, the UK, Germany and New Zealand that spread demand when one country tightens rules.',
    },
    {
      title: 'Hindi video from real classrooms',
      body: 'Classes, mock tests and physical training filmed at the centre, presented in Hindi by the faculty.',
    },
  ],
  kpis: [
    {
      name: 'Cost per coaching enquiry',
      benchmark: '₹80 to ₹250',
      why: 'Among the lowest in India, so budgets can target volume.',
    },
    {
      name: 'IELTS or PTE enrolments per month',
      benchmark: '40 to 120 for a single centre',
      why: 'Test preparation feeds the higher-value counselling business.',
    },
    {
      name: 'Study-abroad counselling-to-application rate',
      benchmark: '20% to 35%',
      why: 'Applications are where consultancies earn their fees.',
    },
    {
      name: 'University applications from outside Haryana',
      benchmark: '50% or more for private universities',
      why: 'Shows national reach for Sonipat’s universities.',
    },
  ],
  caseStudy: {
    title: 'A Karnal IELTS and study-abroad centre diversifies',
    situation:
      'An IELTS coaching and study-abroad centre in Karnal sent most of its students to Canada, and enquiries halved when Canadian student visa rules tightened.',
    actions: [
      'Published destination guides for Australia, the UK, Germany and New Zealand',
      'Ran Hindi and Punjabi YouTube sessions with counsellors and past students',
      'Shifted search campaigns to PTE preparation and new destination terms',
    ],
    results: [
      { label: 'Monthly enquiries', value: 'Recovered to 115% of the pre-drop level' },
      { label: 'Share of applications outside Canada', value: '18% to 61%' },
      { label: 'Cost per enrolment', value: '₹2,100' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:education-seo',
    'service:youtube-marketing',
    'service:facebook-ads',
  ],
  faqs: [
    {
      question: 'How can a Rohtak or Hisar coaching centre stand out?',
      answer:
        'By showing real teaching on YouTube, publishing verifiable results, and switching on campaigns the moment recruitment notifications are released.',
    },
    {
      question: 'Can study-abroad consultancies advertise visa success?',
      answer:
        'Only accurately. We avoid guarantees of visas or admission and present real student stories with consent.',
    },
    {
      question: 'Do you work with private universities in Sonipat?',
      answer:
        'Yes, with programme SEO, national search and social campaigns, and webinar funnels timed to the admission cycle.',
    },
  ],
};
