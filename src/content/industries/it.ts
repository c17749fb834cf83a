// Industry page content for IT and software: demand generation for Indian IT services firms and SaaS
// products selling in India and abroad.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'India’s software industry sells to the world. Large IT services firms and thousands of mid-size and boutique companies in Bangalore, Hyderabad, Pune, Chennai, Noida and Gurugram compete for clients in the United States, Europe and the Gulf, while a fast-growing SaaS sector, from Chennai’s customer-support tools to Pune’s B2B platforms, sells subscriptions to businesses everywhere.',
    'Software buyers research thoroughly and talk to sales late. They read comparison pages, reviews on G2 and Capterra, documentation and case studies, often without filling in a form. Marketing for IT and SaaS is therefore about being present and credible across that research, and about measuring pipeline rather than traffic.',
    'We work with SaaS companies from seed stage to growth stage and with IT services firms that want to move beyond referrals and outsourcing platforms.',
  ],
  challenges: [
    {
      title: 'Looking like everyone else',
      body: 'IT services websites often list the same technologies and claims, giving buyers no reason to choose one firm over another.',
    },
    {
      title: 'Expensive global keywords',
      body: 'Clicks for software categories in the United States can cost ₹800 to ₹4,000, so wasted spend adds up quickly.',
    },
    {
      title: 'Long, multi-person buying',
      body: 'A deal may involve users, managers, IT, security and finance, each with different questions.',
    },
    {
      title: 'Attribution across months',
      body: 'Buyers touch many channels before a demo, so last-click reporting undervalues content and LinkedIn.',
    },
  ],
  strategies: [
    {
      title: 'Comparison and alternative pages',
      body: 'Honest “versus” and “alternative to” pages that capture buyers who are already shortlisting.',
    },
    {
      title: 'Integration and use-case content',
      body: 'Pages for every integration and industry use case, which rank for specific searches and answer technical questions.',
    },
    {
      title: 'LinkedIn account-based campaigns',
      body: 'Targeting decision makers at a defined list of companies with case studies, webinars and demos.',
    },
    {
      title: 'Pipeline-based reporting',
      body: 'HubSpot or Salesforce connected to every channel, so marketing is judged on opportunities and revenue.',
    },
  ],
  kpis: [
    {
      name: 'Demo requests per month',
      benchmark: 'Growth of 50% to 200% in the first year is achievable',
      why: 'The main conversion for most B2B SaaS.',
    },
    {
      name: 'Cost per sales-qualified opportunity',
      benchmark: '₹8,000 to ₹40,000 depending on deal size and market',
      why: 'Compares channels on what sales actually accepts.',
    },
    {
      name: 'Demo-to-opportunity rate',
      benchmark: '30% to 50%',
      why: 'Shows whether marketing attracts the right companies.',
    },
    {
      name: 'Pipeline created per rupee of marketing',
      benchmark: '5x to 10x',
      why: 'Ties spend to future revenue.',
    },
    {
      name: 'Organic sign-ups or demo share',
      benchmark: '30% or more of total',
      why: 'Content compounds; paid traffic stops when spend stops.',
    },
  ],
  caseStudy: {
    title: 'A Pune SaaS company builds its demo pipeline',
    situation:
      'A B2B SaaS company in Pune relied on founder-led sales and outbound email, and its website ranked for little beyond its own brand name.',
    actions: [
      'Published comparison pages against the main competitors',
      'Built integration pages for each tool the product connects with',
      'Ran LinkedIn ads aimed at decision makers in target industries',
    ],
    results: [
      { label: 'Demo requests', value: '3.2x in a year' },
      { label: 'Time taken', value: '12 months' },
    ],
  },
  caseStudyId: 'case-study:pune-saas-demo-pipeline',
  regulations: [
    {
      title: 'Digital Personal Data Protection Act, 2023',
      body: 'Lead capture, tracking and email to Indian prospects need clear notices and consent, and data must be deleted when it is no longer needed.',
    },
    {
      title: 'Overseas privacy and email laws',
      body: 'Selling abroad brings GDPR in Europe and anti-spam laws such as CAN-SPAM in the United States, which shape cookie banners, outreach lists and unsubscribe handling.',
    },
  ],
  serviceIds: [
    'service:technology-seo',
    'service:b2b-seo',
    'service:linkedin-ads',
    'service:content',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Should an Indian SaaS company target India or global markets first?',
      answer:
        'It depends on price point and product. Lower-priced tools often grow faster globally through search, while complex products may win first in India where sales can meet buyers.',
    },
    {
      question: 'How do IT services firms stand out?',
      answer:
        'By specialising: a clear industry or technology focus, detailed case studies and content written by your own engineers make a firm memorable.',
    },
    {
      question: 'Do review sites like G2 matter?',
      answer:
        'Yes. Buyers check them during shortlisting, and review pages often rank for category searches. We help run review programmes with existing customers.',
    },
    {
      question: 'How long does B2B SaaS SEO take?',
      answer:
        'Comparison and integration pages can bring demos within three months; broader content usually pays off between six and twelve months.',
    },
  ],
};
