// Technology marketing in Gurgaon: consumer internet companies, B2B SaaS and capability centres in
// Cyber City and Golf Course Road.
import type { IndustryCityContent } from '../schema';
import { officeArea, officeIn, officeLocality } from '../../../../shared/facts/office-phrases';

/** Sentences about the office nearby hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: IndustryCityContent = {
  intro: [
    'Gurgaon is north India’s technology capital and home to some of the country’s best-known internet companies, in food delivery, travel, insurance comparison and used cars. Around them, B2B SaaS firms, adtech and fintech startups and a fast-growing group of global capability centres have filled Cyber City, Golf Course Road and Sohna Road.',
  ],
  localMarket: [
    'DLF Cyber City and the towers of Golf Course Road host multinational technology offices and consumer internet headquarters. Udyog Vihar and Sector 44 house smaller SaaS and services firms, while the newer offices along Golf Course Extension Road and Sohna Road attract startups looking for lower rents.',
    'Gurgaon’s B2B technology companies often sell to the same enterprises that sit around them: logistics, retail, automotive and financial-services firms headquartered in NCR. Consumer internet companies here spend large sums on performance marketing and set the bar for creative and measurement that smaller firms must match.',
  ],
  clusters: [
    'DLF Cyber City',
    'Golf Course Road',
    'Udyog Vihar',
    'Sector 44',
    'Sohna Road',
    'Golf Course Extension Road',
  ],
  challenges: [
    {
      title: 'Outspent by unicorns',
      body: 'Consumer internet giants push up ad costs for everyone bidding on NCR audiences.',
    },
    {
      title: 'Enterprise buyers are saturated',
      body: 'CXOs in Cyber City receive dozens of vendor pitches a week and ignore most of them.',
    },
    {
      title: 'Proving ROI quickly',
      body: 'Investor-backed startups need results within quarters, not years.',
    },
  ],
  strategies: [
    {
      title: 'Industry-specific SaaS positioning',
      body: 'Pages and campaigns for each vertical the product serves, such as logistics, retail or auto dealers, instead of one generic pitch.',
    },
    {
      title: 'Events and community',
      body: 'Roundtables and breakfast sessions in Gurgaon for target buyers, promoted on LinkedIn and followed up with content.',
    },
    {
      title: 'Fast-feedback paid programmes',
      body: 'Weekly experiments on search and LinkedIn with clear stop rules, reported against pipeline every fortnight.',
    },
  ],
  kpis: [
    {
      name: 'Cost per sales-qualified lead',
      benchmark: '₹6,000 to ₹25,000 for enterprise SaaS',
      why: 'NCR enterprise buyers are expensive to reach but valuable.',
    },
    {
      name: 'Event-to-opportunity rate',
      benchmark: '20% to 35% of attending accounts',
      why: 'Small in-person events convert well in a concentrated market.',
    },
    {
      name: 'Pipeline per quarter',
      benchmark: '3x to 4x the quarterly revenue target',
      why: 'Enough pipeline to hit targets at typical win rates.',
    },
    {
      name: 'Vertical page conversion rate',
      benchmark: '2% to 4% of visitors booking a demo',
      why: 'Industry-specific pages should beat generic ones.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon logistics SaaS builds enterprise pipeline',
    situation:
      'A transport management software company in Udyog Vihar had a few large customers from referrals but no repeatable way to reach new enterprise shippers.',
    actions: [
      'Built vertical pages for FMCG, automotive and e-commerce logistics teams',
      'Hosted quarterly supply-chain roundtables in Gurgaon promoted on LinkedIn',
      'Ran search campaigns on transport management and freight visibility terms',
    ],
    results: [
      { label: 'Sales-qualified leads a quarter', value: '9 to 34' },
      { label: 'Roundtable accounts that became opportunities', value: '28%' },
      { label: 'New enterprise customers', value: '6 in a year' },
    ],
  },
  serviceIds: [
    'service:technology-seo',
    'city-service:seo:gurgaon',
    'city-service:ppc:gurgaon',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Can you help a Gurgaon startup before product-market fit?',
      answer:
        'Yes, with small experiments to test messages and channels. We recommend large budgets only once a repeatable conversion path exists.',
    },
    {
      question: 'Do you organise events for B2B technology firms?',
      answer:
        'We plan, promote and follow up on small buyer events such as roundtables and breakfasts, and partner with venues in Cyber City and Golf Course Road.',
    },
    {
      question: 'Can we meet your team in Gurgaon?',
      answer: local
        ? `Yes. Our office is in ${officeArea}, a short drive from Cyber City and Udyog Vihar.`
        : `Yes. Our strategists meet Gurgaon clients at their own office, and you are welcome at ours in ${officeLocality}.`,
    },
  ],
};
