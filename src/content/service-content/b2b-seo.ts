// Content of the B2B SEO niche page (/services/b2b-seo): SEO for companies with long, committee-led sales cycles.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'B2B buyers do most of their research before they speak to a salesperson. A procurement manager comparing industrial valve suppliers, an HR head shortlisting payroll software or a CFO looking for a GST compliance partner will read specifications, comparisons and case studies for weeks, often with three or four colleagues involved. If your company does not appear during that research, you are not on the shortlist when the call finally comes.',
    'B2B SEO differs from consumer SEO in almost every number. Search volumes are small (a term with 90 searches a month can be worth crores), the buying committee searches different things at different stages, and the conversion you care about is a qualified opportunity, not a form fill. We build topic clusters for each stage: problem-aware content for the person who first notices the issue, solution pages and comparisons for the evaluator, and proof in the form of case studies, certifications and pricing guidance for the person who signs.',
    'We connect organic search to your CRM, so reports show pipeline and revenue influenced by search, not only traffic.',
  ],
  audience: [
    'Professional services firms such as CA, legal, HR and consulting practices selling to companies',
    'Industrial and engineering suppliers selling to plant, procurement and projects teams',
    'Logistics, facility management and staffing companies bidding for corporate contracts',
    'B2B companies whose sales cycles run three to eighteen months with several decision makers',
    'Firms whose website explains what they do but not why a buyer should choose them',
  ],
  deliverables: [
    {
      title: 'Buying committee research',
      detail:
        'Interviews with sales and customers to map who is involved and what each person searches.',
    },
    {
      title: 'Topic cluster strategy',
      detail: 'Clusters for each service line covering problems, solutions, comparisons and proof.',
    },
    {
      title: 'Solution and industry pages',
      detail:
        'Pages for each service and each industry you serve, with specific outcomes and credentials.',
    },
    {
      title: 'Comparison content',
      detail:
        'Honest comparisons with alternatives and approaches, which rank and earn trust late in the cycle.',
    },
    {
      title: 'Case studies and proof',
      detail:
        'Client stories, certifications and process explanations that answer risk-averse buyers.',
    },
    {
      title: 'Conversion paths',
      detail: 'Calls to action matched to stage: guides, calculators, consultations and RFQ forms.',
    },
    {
      title: 'CRM attribution',
      detail:
        'Organic leads tracked into HubSpot, Zoho or Salesforce through to opportunity and revenue.',
    },
  ],
  process: [
    {
      title: 'Listen to sales',
      body: 'Recorded sales calls and won-lost notes show the questions buyers ask at each stage.',
    },
    {
      title: 'Find the searches',
      body: 'We match those questions with search data, including low-volume, high-value terms tools underestimate.',
    },
    {
      title: 'Build clusters',
      body: 'Service pages first, then supporting content and comparisons, each linked into the cluster.',
    },
    {
      title: 'Add proof',
      body: 'Case studies, data and expert commentary make the content credible to experienced buyers.',
    },
    {
      title: 'Report on pipeline',
      body: 'Monthly reviews use CRM data to show which topics create opportunities.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Research, cluster strategy and CRM tracking set up; priority service pages rewritten.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Service and comparison pages rank for specific, high-intent searches; first organic opportunities logged.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Clusters gain authority, organic search appears in more deals, and sales uses content in follow-ups.',
    },
  ],
  pricing: [
    {
      name: 'Focused',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'One or two service lines',
        'Technical and on-page SEO',
        '3 pages or articles a month',
        'One case study a quarter',
        'CRM lead tracking',
      ],
      bestFor: 'Professional services firms and specialist suppliers',
    },
    {
      name: 'Pipeline',
      startingFromInr: 70000,
      unit: 'per month',
      includes: [
        'Up to five service lines or industries',
        '6 pages or articles a month',
        'Comparison and industry pages',
        'Monthly case study',
        'Pipeline attribution reporting',
        'Fortnightly review with sales',
      ],
      bestFor: 'B2B companies with sales teams and defined target industries',
    },
  ],
  pricingNote:
    'Prices exclude GST. Technical depth of the subject, the number of service lines and industries, international targeting and access to experts for interviews are the main cost factors.',
  tools: [
    'Google Search Console',
    'Ahrefs',
    'Semrush',
    'GA4',
    'HubSpot',
    'Zoho CRM',
    'Salesforce',
    'Gong',
    'Screaming Frog',
  ],
  faqs: [
    {
      question: 'Is SEO worth it when our keywords have very low search volume?',
      answer:
        'Often more so. If one contract is worth ₹20 lakh, a keyword searched 30 times a month by the right buyers can pay for a year of SEO. Competition for these terms is usually lighter too.',
    },
    {
      question: 'How do you write for technical B2B subjects?',
      answer:
        'We interview your engineers, consultants or product experts and use writers with sector experience. Drafts go back to your expert for a technical check before publishing.',
    },
    {
      question: 'Should we publish pricing on a B2B website?',
      answer:
        'Where you can, publish ranges or what drives the price. Buyers search for it, and pages that explain pricing attract better-qualified enquiries.',
    },
    {
      question: 'How do you connect SEO to revenue in a long sales cycle?',
      answer:
        'We capture the first landing page and source in the CRM, then track the lead through to opportunity and closed deal, so organic search gets credit for the pipeline it starts.',
    },
    {
      question: 'Should we write comparison pages naming competitors?',
      answer:
        'Yes, when they are fair and factual. Buyers search for comparisons late in the process, and a balanced page earns more trust than one that claims you win every row.',
    },
  ],
  related: [
    'service:linkedin-ads',
    'service:content',
    'service:marketing-automation',
    'service:business-development',
    'service:manufacturing-seo',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Chennai industrial valve maker',
    rows: [
      {
        keyword: 'butterfly valve manufacturer',
        searches: 1600,
        intent: 'commercial',
        page: '/products/butterfly-valves',
      },
      {
        keyword: 'api 609 butterfly valve',
        searches: 320,
        intent: 'commercial',
        page: '/standards/api-609',
      },
      {
        keyword: 'valve for water treatment plant',
        searches: 210,
        intent: 'commercial',
        page: '/industries/water',
      },
      {
        keyword: 'gate valve vs ball valve',
        searches: 880,
        intent: 'informational',
        page: '/guides/gate-vs-ball',
      },
    ],
  },
  highlight: {
    value: '₹4.6 cr',
    label:
      'pipeline attributed to organic search in 2025 for our B2B SEO clients, tracked in their CRMs',
  },
};
