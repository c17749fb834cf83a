// Industry page content for manufacturing: B2B lead generation for Indian manufacturers and
// exporters, from RFQs through search and LinkedIn to trade-show follow-up.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Industrial buying in India has moved online quietly. A purchase engineer at an OEM in Pune or a sourcing manager in Germany now searches for suppliers by process, material, tolerance and certification before issuing an RFQ. Many capable Indian manufacturers are invisible to these buyers because their websites list a few product photos and a phone number.',
    'Manufacturing marketing is slow, specific and valuable. A single new OEM account can be worth crores a year, and a single export distributor can open a country. The work is to make capabilities findable and credible, then to follow up with the patience of a good sales engineer.',
    'We work with component makers in auto belts such as Manesar, Chakan and Sriperumbudur, engineering MSMEs, capital-equipment makers and exporters across India.',
  ],
  challenges: [
    {
      title: 'Capabilities nobody can find',
      body: 'Websites describe the company, not the processes, machines and materials that buyers search for.',
    },
    {
      title: 'Dependence on a few customers',
      body: 'Many MSMEs earn most of their revenue from two or three OEMs, a risk that only new accounts can reduce.',
    },
    {
      title: 'Marketplace leads of low quality',
      body: 'B2B marketplace enquiries are often price-shoppers or traders, shared with dozens of other suppliers.',
    },
    {
      title: 'Long, technical sales cycles',
      body: 'Samples, audits and approvals take months, so marketing must keep a supplier in front of the buyer throughout.',
    },
  ],
  strategies: [
    {
      title: 'Capability and product pages',
      body: 'A page for every process, product family and material, with machine lists, tolerances, capacities and certifications such as ISO 9001 or IATF 16949.',
    },
    {
      title: 'Search campaigns on specification terms',
      body: 'Google Ads on precise terms like "aluminium die casting supplier" or "CNC turned components manufacturer", with negatives for jobs and training.',
    },
    {
      title: 'LinkedIn for target accounts',
      body: 'Sponsored content and outreach to purchase, supplier-quality and engineering teams at a defined list of OEMs and importers.',
    },
    {
      title: 'Trade fair follow-up',
      body: 'Landing pages, email sequences and retargeting around shows such as IMTEX, Auto Expo Components and Hannover Messe turn booth visits into RFQs.',
    },
  ],
  kpis: [
    {
      name: 'Qualified RFQs per month',
      benchmark: '8 to 25 for a focused mid-size supplier',
      why: 'Counts only enquiries with drawings, quantities or a clear requirement.',
    },
    {
      name: 'Cost per qualified RFQ',
      benchmark: '₹2,500 to ₹10,000',
      why: 'Compared against the lifetime value of a new account, usually tiny.',
    },
    {
      name: 'RFQ-to-sample or trial order rate',
      benchmark: '15% to 30%',
      why: 'Shows whether enquiries match what the plant can actually make.',
    },
    {
      name: 'Organic visibility for capability keywords',
      benchmark: 'First-page rankings for 30% or more of target terms within a year',
      why: 'Organic enquiries cost nothing per click once earned.',
    },
    {
      name: 'New accounts won per year',
      benchmark: 'Two to five for most MSMEs',
      why: 'The business outcome that justifies the programme.',
    },
  ],
  caseStudy: {
    title: 'A Manesar sheet-metal supplier wins new OEM accounts',
    situation:
      'A family-run sheet-metal and fabrication company in IMT Manesar earned most of its revenue from one automotive customer and had a five-page website that ranked for nothing.',
    actions: [
      'Built 24 capability pages covering each process, material and machine',
      'Ran Google Ads on specification keywords across north and west India',
      'Ran LinkedIn outreach to purchase teams at 60 target companies',
      'Set up CRM follow-up so every RFQ got a response within one working day',
    ],
    results: [
      { label: 'Qualified RFQs a month', value: '3 to 19' },
      { label: 'Cost per qualified RFQ', value: '₹4,200' },
      { label: 'New OEM accounts in 12 months', value: '3' },
    ],
  },
  regulations: [
    {
      title: 'BIS quality control orders',
      body: 'Many products, from steel and electrical goods to toys and some chemicals, need BIS certification before they can be sold in India. Marketing should claim ISI marks and standards only where certificates are valid.',
    },
    {
      title: 'Data protection for B2B leads',
      body: 'Names and contact details of buyers are personal data under the Digital Personal Data Protection Act, 2023, so outreach lists and forms need a lawful basis and clear notices.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:b2b-seo',
    'service:linkedin-ads',
    'service:ppc',
    'service:web-design',
  ],
  faqs: [
    {
      question: 'Does SEO work for industrial products?',
      answer:
        'Yes. Search volumes are small, but each search is from a buyer with a real requirement, so a few dozen visits a month can produce valuable RFQs.',
    },
    {
      question: 'Should we stay on B2B marketplaces?',
      answer:
        'If they bring profitable orders, yes. Most of our clients keep a marketplace listing but build their own site and search presence to attract better buyers directly.',
    },
    {
      question: 'Can you help us export?',
      answer:
        'Yes. We build country-specific pages, target searches in export markets and run LinkedIn outreach to importers and distributors, often timed around international trade fairs.',
    },
    {
      question: 'How long until we see results?',
      answer:
        'Search ads bring the first enquiries within weeks; SEO and LinkedIn build over six to twelve months, which matches the length of most industrial sales cycles.',
    },
  ],
};
