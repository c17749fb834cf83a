// Manufacturing marketing in Bangalore: Peenya, aerospace and electronics, and how the city's
// precision makers reach buyers online.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore’s reputation for software hides one of India’s strongest precision-engineering bases. Machine tools, aerospace parts, electronics and automotive components are made across the city’s industrial belts, often by firms founded by engineers from HAL, BEL or the public-sector machine-tool makers.',
  ],
  localMarket: [
    'Peenya Industrial Area in the north-west is among the largest industrial estates in Asia, packed with machine shops, fabricators and tool rooms. Bommasandra and Jigani on the Hosur Road side host electronics and automotive suppliers, Bidadi is home to Toyota Kirloskar Motor, and the aerospace park near the airport at Devanahalli serves global aircraft programmes. Bangalore also hosts IMTEX, India’s main machine-tool exhibition, at BIEC.',
    'Buyers include aerospace primes, automotive OEMs, defence public-sector units and export customers who need AS9100 or IATF 16949 quality systems. They search by process, material and certification, and they expect detailed capability information before a first meeting.',
  ],
  clusters: [
    'Peenya Industrial Area',
    'Bommasandra and Jigani',
    'Bidadi',
    'Aerospace park, Devanahalli',
    'Doddaballapur',
    'Hoskote',
  ],
  challenges: [
    {
      title: 'Certification-gated buyers',
      body: 'Aerospace and defence customers only consider suppliers with the right approvals, so generic marketing attracts the wrong enquiries.',
    },
    {
      title: 'Hiring and selling to the same audience',
      body: 'Engineers are both the buyers and the scarce workforce, and firms need to be visible to both.',
    },
    {
      title: 'Competition from larger clusters',
      body: 'Pune and Chennai suppliers target the same OEMs with bigger marketing budgets.',
    },
  ],
  strategies: [
    {
      title: 'Certification-first capability pages',
      body: 'AS9100, IATF 16949 and NADCAP approvals shown up front, with machine lists and materials machined.',
    },
    {
      title: 'Trade show campaigns around IMTEX and Aero India',
      body: 'Pre-show meeting invitations, booth landing pages and post-show follow-up sequences for the region’s biggest exhibitions.',
    },
    {
      title: 'Employer branding alongside sales',
      body: 'Content showing the shop floor and engineering work that attracts both customers and skilled machinists.',
    },
  ],
  kpis: [
    {
      name: 'Qualified RFQs per month',
      benchmark: '5 to 15 for a precision machining firm',
      why: 'Aerospace and defence RFQs are few but valuable.',
    },
    {
      name: 'Meetings booked around trade shows',
      benchmark: '25 to 60 per show',
      why: 'Pre-booked meetings turn an exhibition into pipeline.',
    },
    {
      name: 'Cost per qualified RFQ',
      benchmark: '₹3,500 to ₹12,000',
      why: 'Specialised keywords cost less than in consumer categories.',
    },
    {
      name: 'Skilled applicants per opening',
      benchmark: '15 or more',
      why: 'Hiring capacity limits growth as much as orders do.',
    },
  ],
  caseStudy: {
    title: 'A Peenya precision shop opens aerospace work',
    situation:
      'A CNC machining firm in Peenya with AS9100 certification earned most of its revenue from automotive tooling and wanted aerospace and export business.',
    actions: [
      'Built capability pages around five-axis machining, aerospace alloys and its certifications',
      'Ran LinkedIn outreach to supplier-development teams at aerospace firms',
      'Ran pre-booked meeting campaigns before Aero India and IMTEX',
    ],
    results: [
      { label: 'Aerospace RFQs in a year', value: '46' },
      { label: 'New aerospace customers', value: '3' },
      { label: 'Meetings booked at Aero India', value: '38' },
    ],
  },
  serviceIds: [
    'service:manufacturing-seo',
    'city-service:seo:bangalore',
    'service:linkedin-ads',
    'city-service:web-development:bangalore',
  ],
  faqs: [
    {
      question: 'Do you work with Peenya manufacturers?',
      answer:
        'Yes, along with suppliers in Bommasandra, Jigani, Bidadi and the airport aerospace park.',
    },
    {
      question: 'Can you prepare us for IMTEX or Aero India?',
      answer:
        'Yes. We run pre-show campaigns to book meetings, build booth landing pages and follow up with every contact after the show.',
    },
    {
      question: 'How do we show capabilities without revealing client work?',
      answer:
        'We describe processes, tolerances and materials, and use anonymised or permitted case studies rather than confidential parts.',
    },
  ],
};
