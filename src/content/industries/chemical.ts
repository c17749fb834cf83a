// Industry page content for chemicals: B2B marketing for Indian chemical makers, from data-sheet SEO
// to export enquiries and distributor acquisition.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'India is one of the world’s largest chemical producers, with clusters in Gujarat’s Ankleshwar, Vapi and Dahej belt, Maharashtra’s Tarapur and Mahad, and Telangana and Andhra Pradesh. Specialty chemicals, dyes and pigments, agrochemicals and pharmaceutical intermediates are growing fastest, as global buyers diversify their supply away from a single country.',
    'Chemical buyers search precisely. A procurement manager types a CAS number, a grade, a purity or an application, then checks technical data sheets, safety data sheets and certifications before sending an enquiry. A supplier that publishes those details clearly, for every product, becomes visible to buyers it could never reach through agents.',
  ],
  challenges: [
    {
      title: 'Products that cannot be found',
      body: 'Product lists without CAS numbers, grades or applications do not match what buyers search for.',
    },
    {
      title: 'Technical buyers, generic content',
      body: 'Marketing copy written for consumers fails with chemists and procurement teams who want data.',
    },
    {
      title: 'Export trust',
      body: 'Overseas buyers need proof of quality systems, regulatory registrations and consistent supply before they trust a new supplier.',
    },
    {
      title: 'Distributor coverage',
      body: 'Many manufacturers lack distributors in key states and countries and find them only through personal networks.',
    },
  ],
  strategies: [
    {
      title: 'A page for every product',
      body: 'Product pages with CAS number, grades, specifications, applications, packaging and downloadable TDS and SDS.',
    },
    {
      title: 'Application content',
      body: 'Guides that explain how a chemical performs in a specific process, such as textile dyeing or water treatment, written with the client’s technical team.',
    },
    {
      title: 'Export search and LinkedIn',
      body: 'Country-targeted SEO and LinkedIn campaigns aimed at procurement and R&D managers at importers and formulators.',
    },
    {
      title: 'Distributor acquisition',
      body: 'Search and LinkedIn campaigns for distributors and agents, with a clear partner page and enquiry form.',
    },
  ],
  kpis: [
    {
      name: 'Qualified enquiries per month',
      benchmark: '10 to 30 for a mid-size specialty chemical maker',
      why: 'Counts enquiries naming a product, quantity and destination.',
    },
    {
      name: 'Data sheet downloads',
      benchmark: '5% to 10% of product page visitors',
      why: 'Shows technical buyers are evaluating your products.',
    },
    {
      name: 'Enquiry-to-sample rate',
      benchmark: '20% to 40%',
      why: 'Samples lead to trials and trials to contracts.',
    },
    {
      name: 'Cost per qualified enquiry',
      benchmark: '₹3,000 to ₹12,000',
      why: 'Small against the value of a recurring supply contract.',
    },
    {
      name: 'Export share of enquiries',
      benchmark: '40% or more for export-focused firms',
      why: 'Confirms campaigns reach the target markets.',
    },
  ],
  caseStudy: {
    title: 'A Vapi specialty chemical maker opens export markets',
    situation:
      'A Vapi manufacturer of textile auxiliaries and specialty chemicals had a brochure website listing product names only, and almost all its export business came through two agents.',
    actions: [
      'Published 85 product pages with CAS numbers, grades and downloadable data sheets',
      'Wrote application guides with the client’s chemists for dyeing and finishing',
      'Ran LinkedIn campaigns to procurement managers in Bangladesh, Vietnam and Turkey',
      'Built a distributor enquiry page and campaign for new regions',
    ],
    results: [
      { label: 'Qualified export enquiries a month', value: '4 to 21' },
      { label: 'New distributors appointed in a year', value: '5' },
      { label: 'Share of enquiries from organic search', value: '58%' },
    ],
  },
  regulations: [
    {
      title: 'Hazardous chemical rules and safety data',
      body: 'The Manufacture, Storage and Import of Hazardous Chemical Rules, 1989 require safety information for hazardous substances. Published data sheets must be accurate and current.',
    },
    {
      title: 'Quality control orders and export rules',
      body: 'Some chemicals and polymers fall under BIS quality control orders, and export buyers may require EU REACH registration or GHS-compliant labelling. Claim only the registrations you hold.',
    },
    {
      title: 'Environmental claims',
      body: 'Claims such as “eco-friendly” or “biodegradable” must be specific and backed by evidence under the CCPA’s 2024 greenwashing guidelines.',
    },
  ],
  serviceIds: [
    'service:b2b-seo',
    'service:manufacturing-seo',
    'service:linkedin-ads',
    'service:content',
    'service:seo/technical',
  ],
  faqs: [
    {
      question: 'Should we publish our technical data sheets online?',
      answer:
        'Usually yes. Buyers search for and compare data sheets, and public TDS pages rank well. Sensitive formulations can stay behind an enquiry form.',
    },
    {
      question: 'Can you write technical content about our chemicals?',
      answer:
        'Yes, with your technical team. Our writers draft from interviews and data, and your chemists review every page before publication.',
    },
    {
      question: 'Does LinkedIn work for chemical companies?',
      answer:
        'Yes, for reaching procurement, R&D and plant managers at named companies, especially for export markets where you have no sales team.',
    },
    {
      question: 'How long until export enquiries arrive?',
      answer:
        'Usually three to six months for SEO to start bringing enquiries, with LinkedIn producing conversations sooner.',
    },
  ],
};
