// Real estate marketing in Gurgaon: luxury launches, new sectors along the expressways, and how
// developers and channel partners win buyers.
import type { IndustryCityContent } from '../schema';
import { officeArea, officeIn } from '../../../../shared/facts/office-phrases';

/** Sentences about the office nearby hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: IndustryCityContent = {
  intro: [
    `Gurgaon has become India’s busiest luxury housing market. Launches on Golf Course Road and Golf Course Extension Road can sell out on expressions of interest within days, while new sectors along the Dwarka Expressway and the Southern Peripheral Road absorb thousands of homes a year.${local ? ` Our office sits in the middle of it, in ${officeArea}.` : ''}`,
  ],
  localMarket: [
    'The city’s growth runs along its corridors: the Dwarka Expressway sectors from 99 to 113, Golf Course Extension Road in sectors 58 to 67, the Southern Peripheral Road, Sohna Road and the New Gurugram sectors from 76 to 95. Buyers include senior professionals from the city’s corporate offices, business families from Delhi and Punjab, investors and NRIs.',
    'Channel partners dominate distribution, often controlling access to buyers at launch. HRERA Gurugram registration is mandatory before any promotion, and developers increasingly sell through expressions of interest, so marketing must build a qualified list before the launch date.',
  ],
  clusters: [
    'Dwarka Expressway',
    'Golf Course Road',
    'Golf Course Extension Road',
    'Southern Peripheral Road',
    'Sohna Road and Sohna',
    'New Gurugram, Sectors 76 to 95',
  ],
  challenges: [
    {
      title: 'Channel partner dependence',
      body: 'When a handful of large partners control launch sales, developers lose pricing power and buyer data.',
    },
    {
      title: 'Investor noise',
      body: 'Speculative enquiries inflate lead counts while end-users, who hold and live in the homes, are harder to find.',
    },
    {
      title: 'Launch-day pressure',
      body: 'EOI windows give a few weeks to build a list of serious buyers with cheques ready.',
    },
  ],
  strategies: [
    {
      title: 'Pre-launch interest lists',
      body: 'Registration pages and search campaigns weeks before launch, with budget and timeline questions that separate buyers from browsers.',
    },
    {
      title: 'A shared view with channel partners',
      body: 'A single CRM for direct and partner leads avoids disputes and shows which sources bring bookings.',
    },
    {
      title: 'Corridor content',
      body: 'Guides to each corridor’s roads, schools, hospitals and metro plans that rank for the questions buyers ask before choosing a sector.',
    },
  ],
  kpis: [
    {
      name: 'Qualified EOI registrations',
      benchmark: '3 to 5 times the number of units on offer',
      why: 'A healthy list makes a launch-day sell-out likely.',
    },
    {
      name: 'Cost per site visit',
      benchmark: '₹15,000 to ₹40,000 for luxury projects',
      why: 'High, but small against ticket sizes above ₹4 crore.',
    },
    {
      name: 'Direct share of bookings',
      benchmark: '25% to 40%',
      why: 'Every direct booking saves brokerage.',
    },
    {
      name: 'Lead response time',
      benchmark: 'Under five minutes',
      why: 'Buyers register with several launches at once.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon channel partner builds its own buyer list',
    situation:
      'A channel partner firm selling projects on the Dwarka Expressway and SPR relied on developer-supplied leads and had no buyer database of its own.',
    actions: [
      'Built corridor guides and project comparison pages that ranked for sector searches',
      'Ran pre-launch registration campaigns for upcoming projects',
      'Set up a CRM with WhatsApp follow-up within minutes of every enquiry',
    ],
    results: [
      { label: 'Buyer database', value: '0 to 4,800 registered buyers in a year' },
      { label: 'Bookings from own leads', value: '57' },
      { label: 'Cost per booking', value: '₹1.9 lakh' },
    ],
  },
  serviceIds: [
    'service:real-estate-seo',
    'city-service:ppc:gurgaon',
    'city-service:social-media:gurgaon',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Can you run a Gurgaon launch campaign at short notice?',
      answer:
        'Yes, once HRERA registration is in place. We usually need two to three weeks before EOI opens to build pages and audiences properly.',
    },
    {
      question: 'Do you work with channel partners as well as developers?',
      answer:
        'Yes. We help channel partners build their own brand and buyer lists, and we help developers manage leads from partners and direct channels fairly.',
    },
    {
      question: 'Which Gurgaon corridor is cheapest to advertise?',
      answer:
        'Sohna and the New Gurugram sectors usually have lower click costs than Golf Course Extension Road or the Dwarka Expressway, where luxury launches compete.',
    },
  ],
};
