// Education marketing in Gurgaon: international schools, preschools and management institutes, and
// how Gurgaon institutions win families in new sectors.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Gurgaon’s population of young professional families has made it one of India’s busiest markets for premium schools and preschools. Every new residential sector brings a wave of parents looking for a school within a short drive, and every new school opens with a few months to fill its first classes.',
  ],
  localMarket: [
    'Established international and premium CBSE schools are spread along Golf Course Road, Sohna Road and the older sectors, while newer campuses follow the residential growth along the Dwarka Expressway, Golf Course Extension Road and the New Gurugram sectors. Preschool and daycare chains operate in almost every large residential society.',
    'Higher education includes MDI Gurgaon, one of India’s leading business schools, and private universities along the Sohna and Manesar roads. Corporate employers in Cyber City create demand for executive education and evening programmes, and many expatriate families need international curricula for short stays.',
  ],
  clusters: [
    'Golf Course Road',
    'Sohna Road',
    'Dwarka Expressway sectors',
    'Golf Course Extension Road',
    'New Gurugram',
    'Manesar',
  ],
  challenges: [
    {
      title: 'New campuses with no track record',
      body: 'A school opening in a new sector has no results or alumni to point to yet.',
    },
    {
      title: 'Society-by-society competition',
      body: 'Preschools compete within individual residential societies, often with a centre at the gate.',
    },
    {
      title: 'Dual-income schedules',
      body: 'Working parents want extended hours, transport and daycare, and judge schools on logistics as much as teaching.',
    },
  ],
  strategies: [
    {
      title: 'Founding-year storytelling',
      body: 'Faculty profiles, curriculum detail and campus progress videos that build trust before a school has results.',
    },
    {
      title: 'Society-level targeting',
      body: 'Ads, events and referral programmes aimed at specific residential societies around each campus or preschool.',
    },
    {
      title: 'Logistics on the landing page',
      body: 'Transport routes, daycare hours and after-school activities shown up front for working parents.',
    },
  ],
  kpis: [
    {
      name: 'Cost per preschool enquiry',
      benchmark: '₹400 to ₹1,100',
      why: 'Preschools depend on volume from nearby societies.',
    },
    {
      name: 'Cost per K-12 admission',
      benchmark: '₹15,000 to ₹45,000',
      why: 'Premium annual fees justify the spend if families stay for years.',
    },
    {
      name: 'Referral share of admissions',
      benchmark: '30% or more after the second year',
      why: 'Parents’ recommendations within societies are the strongest channel.',
    },
    {
      name: 'Open-day attendance',
      benchmark: '40% to 60% of registered families',
      why: 'Attendance predicts admissions for new campuses.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon preschool chain fills five centres',
    situation:
      'A preschool and daycare brand with five centres in the New Gurugram and Dwarka Expressway sectors had high enquiry costs and under-filled afternoon daycare slots.',
    actions: [
      'Built a page for each centre listing the societies it serves, hours and daycare options',
      'Ran Meta and search campaigns aimed at parents in surrounding societies',
      'Launched a parent referral programme with society events',
    ],
    results: [
      { label: 'Enrolments across centres', value: '186 to 341' },
      { label: 'Cost per enquiry', value: '₹1,450 to ₹620' },
      { label: 'Daycare occupancy', value: '48% to 82%' },
    ],
  },
  serviceIds: [
    'service:education-seo',
    'city-service:ppc:gurgaon',
    'city-service:social-media:gurgaon',
    'city-service:web-development:gurgaon',
  ],
  faqs: [
    {
      question: 'How can a new Gurgaon school fill its first classes?',
      answer:
        'By building trust early: faculty introductions, campus progress updates, open days and targeted campaigns to families in nearby sectors, starting six to nine months before opening.',
    },
    {
      question: 'Do you work with preschool franchises?',
      answer:
        'Yes, within the franchisor’s brand rules. We focus on the local societies and sectors around each centre.',
    },
    {
      question: 'Can you market executive programmes to Gurgaon professionals?',
      answer:
        'Yes, through LinkedIn campaigns aimed at employees of companies in Cyber City and Golf Course Road, with webinars and information sessions.',
    },
  ],
};
