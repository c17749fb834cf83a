// Manufacturing marketing in Mumbai and the MMR: MIDC estates, process equipment and chemicals, and
// how the region's makers win buyers online.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Mumbai’s factories moved out of the mill lands long ago, but the region around it remains one of India’s largest industrial bases. Headquarters in Worli, Andheri and Thane manage plants across the Mumbai Metropolitan Region, and engineering, chemical and pharmaceutical suppliers sell from here to buyers across India and the world.',
  ],
  localMarket: [
    'The Thane-Belapur belt, with its TTC MIDC estates at Turbhe, Rabale and Mahape, makes chemicals, process equipment and engineering goods. Taloja and Tarapur add chemicals and pharmaceutical intermediates, Bhiwandi has become India’s largest warehousing hub alongside its powerlooms, and Vasai, Palghar and Ambernath host engineering and plastics units. Andheri’s MIDC and Marol still hold smaller precision and electronics firms.',
    'Buyers are often large pharmaceutical, chemical and FMCG companies with their own procurement processes, or exporters shipping through JNPA. Sales cycles run through vendor registration, audits and trials, and technical credibility matters more than price.',
  ],
  clusters: [
    'TTC MIDC: Turbhe, Rabale and Mahape',
    'Taloja MIDC',
    'Tarapur MIDC',
    'Bhiwandi',
    'Vasai and Palghar',
    'Andheri MIDC and Marol',
  ],
  challenges: [
    {
      title: 'Vendor registration hurdles',
      body: 'Large buyers only consider suppliers that pass documentation and audit, so being found is only the first step.',
    },
    {
      title: 'Engineering talent, weak marketing',
      body: 'Firms with excellent engineers often have websites that explain nothing about their capabilities.',
    },
    {
      title: 'Global competition',
      body: 'Process equipment and chemicals compete with European and Chinese suppliers in the same searches.',
    },
  ],
  strategies: [
    {
      title: 'Capability content for process buyers',
      body: 'Pages on each equipment type with materials of construction, design codes such as ASME, capacities and installations.',
    },
    {
      title: 'Compliance documents ready to share',
      body: 'A vendor-registration page with certifications, audit reports and references that shortens procurement checks.',
    },
    {
      title: 'Export search with case studies',
      body: 'Country-targeted pages and installation case studies that show international buyers real projects.',
    },
  ],
  kpis: [
    {
      name: 'Qualified RFQs per month',
      benchmark: '6 to 20 for a process equipment maker',
      why: 'High-value orders mean a few RFQs can fill the order book.',
    },
    {
      name: 'Cost per qualified RFQ',
      benchmark: '₹4,000 to ₹15,000',
      why: 'Mumbai’s industrial keywords are competitive but orders are large.',
    },
    {
      name: 'Vendor registrations completed',
      benchmark: '3 to 8 new buyer approvals a year',
      why: 'Each approval opens repeated orders.',
    },
    {
      name: 'Export share of enquiries',
      benchmark: '30% to 50%',
      why: 'Confirms international campaigns reach buyers.',
    },
  ],
  caseStudy: {
    title: 'A TTC MIDC equipment maker wins pharma buyers',
    situation:
      'A maker of stainless-steel reactors and vessels in Rabale had a strong order history with two pharmaceutical companies but almost no enquiries from new buyers.',
    actions: [
      'Published pages for each equipment type with design codes, materials and capacities',
      'Added a vendor-registration page with certifications and GMP documentation',
      'Ran search and LinkedIn campaigns aimed at pharma project and procurement teams',
      'Created installation case studies with client permission',
    ],
    results: [
      { label: 'Qualified RFQs a month', value: '2 to 14' },
      { label: 'New pharma buyers approved', value: '5 in a year' },
      { label: 'Order book', value: '1.8x' },
    ],
  },
  serviceIds: [
    'service:manufacturing-seo',
    'city-service:seo:mumbai',
    'city-service:content:mumbai',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Do you work with manufacturers outside Mumbai city?',
      answer:
        'Yes. Most of our MMR industrial clients are in Navi Mumbai, Thane, Bhiwandi, Taloja, Tarapur and Vasai.',
    },
    {
      question: 'Can content help us pass vendor registration?',
      answer:
        'It cannot replace audits, but a clear page with certifications, references and documentation gives procurement teams confidence to start the process.',
    },
    {
      question: 'How technical should our website be?',
      answer:
        'Technical enough for an engineer to shortlist you: materials, codes, capacities and tolerances. We interview your engineers to get it right.',
    },
  ],
};
