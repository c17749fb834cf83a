// Manufacturing marketing in Gurgaon: Udyog Vihar, IMT Manesar and the city's auto and garment
// suppliers, and how they win new buyers online.
import type { IndustryCityContent } from '../schema';
import { officeArea, officeIn } from '../../../../shared/facts/office-phrases';

/** Sentences about the office nearby hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: IndustryCityContent = {
  intro: [
    'Gurgaon’s glass towers sit next to one of India’s densest manufacturing belts. The Maruti Suzuki plant on the old Delhi-Gurgaon road started it in the 1980s, and today thousands of component suppliers, garment exporters and electronics assemblers operate in Udyog Vihar, Sector 37, along Pataudi Road and in IMT Manesar.',
  ],
  localMarket: [
    'IMT Manesar hosts Maruti Suzuki’s second plant, Honda’s two-wheeler factory and hundreds of tier-1 and tier-2 suppliers making castings, plastics, wiring harnesses and sheet-metal parts. Udyog Vihar combines garment export houses supplying global brands with offices of the same companies, while Sector 37 and the Pataudi Road and Bilaspur belts hold smaller engineering and plastics units.',
    'Buyers are automotive purchase departments, global apparel brands and, increasingly, electronics and consumer-durable companies diversifying their supply chains. Many Gurgaon suppliers depend on one or two large customers and need new accounts to reduce that risk.',
  ],
  clusters: [
    'IMT Manesar',
    'Udyog Vihar Phases I to VI',
    'Sector 37 industrial area',
    'Pataudi Road',
    'Bilaspur and Tauru',
    'Old Delhi-Gurgaon Road',
  ],
  challenges: [
    {
      title: 'Single-customer dependence',
      body: 'Suppliers built around one OEM feel every production cut at that customer immediately.',
    },
    {
      title: 'Moving beyond automotive',
      body: 'Firms with capable machines struggle to show electronics or appliance buyers that their skills transfer.',
    },
    {
      title: 'Buyers abroad, teams at home',
      body: 'Garment exporters deal with brand sourcing teams in Europe and the United States who expect polished digital presentation.',
    },
  ],
  strategies: [
    {
      title: 'Cross-industry capability pages',
      body: 'Pages that present each process for several industries, such as injection moulding for automotive, appliances and electronics.',
    },
    {
      title: 'Account lists for LinkedIn',
      body: 'Campaigns aimed at purchase and sourcing teams at named companies setting up or expanding in north India.',
    },
    {
      title: 'Compliance showcases for exporters',
      body: 'Audit certifications, sustainability data and production capacities presented for brand sourcing teams.',
    },
  ],
  kpis: [
    {
      name: 'New-industry RFQs',
      benchmark: '4 to 12 a month outside automotive',
      why: 'Measures diversification away from a single sector.',
    },
    {
      name: 'Cost per qualified RFQ',
      benchmark: '₹3,000 to ₹9,000',
      why: 'A fraction of the value of one new part number.',
    },
    {
      name: 'Largest customer’s share of revenue',
      benchmark: 'Falling below 50% within two years',
      why: 'The business outcome diversification aims for.',
    },
    {
      name: 'Brand sourcing meetings for exporters',
      benchmark: '3 to 8 a quarter',
      why: 'Garment export orders start with sourcing meetings.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon plastic moulder diversifies beyond automotive',
    situation:
      'An injection-moulding company on Pataudi Road earned almost three-quarters of its revenue from one two-wheeler maker and wanted appliance and electronics customers.',
    actions: [
      'Rebuilt the website around moulding capabilities for appliances, electronics and automotive',
      'Ran search campaigns on moulding and tooling terms across north India',
      'Ran LinkedIn outreach to sourcing teams at appliance and electronics makers',
    ],
    results: [
      { label: 'Non-automotive RFQs a month', value: '1 to 11' },
      { label: 'New appliance and electronics customers', value: '4 in a year' },
      { label: 'Largest customer’s share of revenue', value: '74% to 52%' },
    ],
  },
  serviceIds: [
    'service:manufacturing-seo',
    'city-service:ppc:gurgaon',
    'city-service:web-development:gurgaon',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Do you visit factories in Manesar and Udyog Vihar?',
      answer: `Yes. ${local ? `Our office is in ${officeArea}, and we` : 'We'} visit client plants for discovery workshops, photography and video.`,
    },
    {
      question: 'Can you help a garment exporter in Udyog Vihar?',
      answer:
        'Yes. We build sourcing-ready websites, compliance pages and LinkedIn programmes aimed at brand sourcing and merchandising teams.',
    },
    {
      question: 'How do we approach new OEMs without upsetting our main customer?',
      answer:
        'Marketing capabilities publicly is normal practice. We never reference a customer’s parts or name without permission.',
    },
  ],
};
