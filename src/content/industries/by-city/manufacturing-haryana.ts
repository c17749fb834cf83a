// Manufacturing marketing across Haryana: the industrial model townships and specialised town
// clusters, and how their makers reach buyers online.
import { gstNote } from '../../../../shared/facts/fact-phrases';
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Haryana is one of India’s most industrialised states for its size, and its manufacturing is spread across specialised towns. Automotive suppliers fill the Manesar-Bawal-Dharuhera belt, Faridabad makes tractors and construction equipment, Panipat recycles textiles, Yamunanagar makes plywood and Ambala makes laboratory instruments.',
  ],
  localMarket: [
    'The state’s industrial model townships, developed by HSIIDC at Manesar, Bawal, Rohtak and Kharkhoda, house large plants and their suppliers, and the new Maruti Suzuki plant at Kharkhoda is pulling a fresh wave of component makers to Sonipat district. Faridabad’s sectors 24, 25, 58 and 59 hold forging, casting and fabrication units supplying tractor and equipment makers.',
    'Most Haryana manufacturers are family-run MSMEs that grew with a few large customers. Export buyers, government buyers on GeM and OEMs setting up new plants in the state are their biggest opportunities, and all of them now check suppliers online first.',
  ],
  clusters: [
    'IMT Manesar',
    'IMT Bawal',
    'Dharuhera',
    'IMT Rohtak',
    'IMT Kharkhoda',
    'Faridabad',
    'Kundli and Rai',
  ],
  challenges: [
    {
      title: 'Owner-run sales',
      body: 'The owner is often the only salesperson, so enquiries wait until there is time to respond.',
    },
    {
      title: 'Little brand recognition',
      body: 'Suppliers that make parts for famous brands are themselves unknown to new buyers.',
    },
    {
      title: 'Export readiness',
      body: 'Websites lack the certifications, capacities and English-language detail export buyers expect.',
    },
  ],
  strategies: [
    {
      title: 'Plant-by-plant proof',
      body: 'Photographs and video of machines, inspection equipment and processes that prove capability to buyers who cannot visit.',
    },
    {
      title: 'Enquiry handling that does not depend on the owner',
      body: 'A CRM with WhatsApp alerts and response templates so every RFQ gets a reply within a working day.',
    },
    {
      title: 'Export and GeM visibility',
      body: 'Export-ready product pages for overseas buyers and clear GeM listings for government procurement.',
    },
  ],
  kpis: [
    {
      name: 'RFQ response time',
      benchmark: 'Under 24 hours for 90% of enquiries',
      why: 'Fast responses are often what wins the first order.',
    },
    {
      name: 'Qualified RFQs per month',
      benchmark: '6 to 18 for a mid-size supplier',
      why: 'A steady flow keeps sales from depending on one customer.',
    },
    {
      name: 'Export enquiries',
      benchmark: '3 to 10 a month for an export-focused unit',
      why: 'Export buyers bring better prices and longer contracts.',
    },
    {
      name: 'Cost per qualified RFQ',
      benchmark: '₹2,000 to ₹7,000',
      why: 'Lower than metro clusters because competition online is thinner.',
    },
  ],
  caseStudy: {
    title: 'A Bawal forging unit wins export orders',
    situation:
      'A closed-die forging company in IMT Bawal supplied tractor and automotive parts to Indian OEMs and wanted export customers, but had an outdated website and no export marketing.',
    actions: [
      'Built an English export website with capacities, materials and inspection equipment',
      'Ran SEO and search ads for forging supplier searches in Europe and North America',
      'Set up CRM alerts so every enquiry was answered within one working day',
    ],
    results: [
      { label: 'Export enquiries a month', value: '0 to 9' },
      { label: 'Export customers won', value: '2 in the first year' },
      { label: 'Average RFQ response time', value: '4 days to 1 day' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:manufacturing-seo',
    'service:b2b-seo',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Do you work with manufacturers outside Gurgaon?',
      answer:
        'Yes: in Bawal, Dharuhera, Rohtak, Faridabad, Sonipat, Panipat, Yamunanagar, Ambala and other industrial towns across Haryana.',
    },
    {
      question: 'Can you help us sell on GeM?',
      answer:
        'We help present your products clearly on GeM and on your own website, and run campaigns that reach government and public-sector buyers.',
    },
    {
      question: 'What does an export marketing programme cost?',
      answer: `Most Haryana manufacturers start between ₹40,000 and ₹90,000 a month for SEO, content and campaigns, ${gstNote}, and ad spend.`,
    },
  ],
};
