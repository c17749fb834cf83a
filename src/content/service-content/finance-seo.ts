// Content of the Finance SEO niche page (/services/finance-seo): compliant SEO for NBFCs, fintechs, insurers and CA firms.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Financial searches are among the most competitive and most scrutinised on Google. Queries like "personal loan for self-employed", "best term insurance for 1 crore", "gold loan interest rate today" or "ITR filing for freelancers" are Your Money or Your Life topics where Google rewards demonstrable expertise, and where banks, large aggregators such as Paisabazaar, BankBazaar and Policybazaar, and publishers already hold the top positions with years of authority.',
    'Smaller lenders, fintechs, insurers, wealth advisers and CA firms win by being more specific and more trustworthy. We build product pages that state rates, fees, eligibility and documents clearly; calculators for EMI, SIP, tax and premium that earn links and repeat visits; and expert content written by finance writers and reviewed by qualified professionals (chartered accountants, SEBI-registered advisers or your credit and compliance teams) whose credentials are shown. Regional-language content reaches the many borrowers and investors outside the metros who search in Hindi, Marathi or Tamil.',
    "Compliance is part of the workflow, not an afterthought. Content follows the RBI's digital lending guidelines and Fair Practices Code for lenders, the SEBI advertisement code for investment advisers and mutual fund distributors, and IRDAI's rules on insurance advertisements. Your compliance team signs off on every page before it goes live, and we keep a version history of what was published.",
  ],
  audience: [
    'NBFCs and digital lenders offering personal, business, gold, vehicle or home loans',
    'Fintech apps for payments, investing, credit cards or insurance distribution',
    'Insurance companies, brokers and point-of-sale distributors',
    'SEBI-registered investment advisers, wealth managers and mutual fund distributors',
    'Chartered accountant firms and tax consultants serving individuals and SMEs',
  ],
  deliverables: [
    {
      title: 'Product pages',
      detail:
        'Loan, card, policy or service pages with rates, fees, eligibility, documents and FinancialProduct schema.',
    },
    {
      title: 'Calculators',
      detail: 'EMI, eligibility, SIP, tax and premium calculators built as fast, linkable tools.',
    },
    {
      title: 'Expert-reviewed content',
      detail:
        'Articles written by finance specialists and reviewed by qualified professionals with visible credentials.',
    },
    {
      title: 'Compliance workflow',
      detail:
        'Drafts routed to your compliance team with a record of approvals and published versions.',
    },
    {
      title: 'Local pages',
      detail:
        'Branch pages and Google Business Profiles for lenders and CA firms with physical offices.',
    },
    {
      title: 'Regional-language content',
      detail:
        'Product and education pages in Hindi and regional languages for borrowers outside metros.',
    },
    {
      title: 'Application tracking',
      detail: 'Applications, leads and calculator use tracked by product and landing page.',
    },
  ],
  process: [
    {
      title: 'Compliance briefing',
      body: 'We start with your compliance team: what can and cannot be said, and who approves.',
    },
    {
      title: 'Research',
      body: 'Search demand by product, city and language, and where aggregators leave gaps.',
    },
    {
      title: 'Build product pages and tools',
      body: 'Product pages and calculators go live first because they convert and earn links.',
    },
    {
      title: 'Expert content',
      body: 'Reviewed articles answer the questions borrowers, investors and taxpayers ask.',
    },
    {
      title: 'Measure applications',
      body: 'Reports show applications and approvals by product and source, not just traffic.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Compliance workflow agreed, audit and tracking done; priority product pages rewritten for approval.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Calculators and product pages live and ranking for specific long-tail searches; application tracking running.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Expert content builds topical authority and applications from organic search grow steadily.',
    },
  ],
  pricing: [
    {
      name: 'Practice',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'CA firm, adviser or single-branch lender',
        'Service and product pages',
        '3 reviewed articles a month',
        'Google Business Profile',
        'Lead tracking',
      ],
      bestFor: 'CA firms, advisers and small lenders',
    },
    {
      name: 'Fintech and NBFC',
      startingFromInr: 90000,
      unit: 'per month',
      includes: [
        'Multiple products and branches',
        'Calculator development',
        '8 expert-reviewed pages a month',
        'Compliance approval workflow',
        'Regional-language content',
        'Application reporting',
      ],
      bestFor: 'NBFCs, fintechs and insurers competing nationally',
    },
    {
      name: 'Enterprise finance',
      startingFromInr: 2_00_000,
      unit: 'per month',
      includes: [
        'Banks and large financial platforms',
        'Programmatic pages for branches, products and rate updates',
        'Technical SEO at scale',
        'Digital PR with financial experts',
        'Dedicated team and quarterly reviews',
      ],
      bestFor: 'Banks, large insurers and financial marketplaces',
    },
  ],
  pricingNote:
    'Prices exclude GST. The number of products, compliance review cycles, calculators and tools, languages and the scale of the site set the fee. Regulated content takes longer to produce, and we plan for that rather than cutting review steps.',
  tools: [
    'Google Search Console',
    'GA4',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'Google Business Profile',
    'Looker Studio',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'Can a smaller NBFC or fintech compete with Paisabazaar and BankBazaar?',
      answer:
        'Not for the broadest terms at first. You win specific searches: your product for a particular profile, city or need, plus calculators and regional-language content that aggregators cover thinly.',
    },
    {
      question: 'Who reviews financial content before it goes live?',
      answer:
        'A qualified professional such as a chartered accountant or registered adviser checks it for accuracy, and your compliance team approves it. Both are credited on the page where appropriate.',
    },
    {
      question: 'Do we need to show interest rates and fees on product pages?',
      answer:
        'Yes. RBI guidelines expect transparency on costs, and Google rewards pages that answer the question. Show ranges with what affects the rate, and keep them updated.',
    },
    {
      question: 'Can CA firms market their services online?',
      answer:
        'ICAI rules limit solicitation and advertising, but allow a website with factual information about services, partners and contact details, and educational content. We work within those limits.',
    },
    {
      question: 'Do financial websites need to verify with Google?',
      answer:
        'For advertising financial services in India, Google requires advertiser verification with proof of licence. SEO has no such gate, but the same expertise and licence details on your site help trust and rankings.',
    },
  ],
  related: [
    'service:ppc',
    'service:content',
    'service:seo/technical',
    'service:marketing-automation',
    'service:seo',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'an NBFC lending to small shops',
    rows: [
      {
        keyword: 'business loan without collateral',
        searches: 6600,
        intent: 'commercial',
        page: '/business-loans/unsecured',
      },
      {
        keyword: 'msme loan interest rate',
        searches: 4400,
        intent: 'commercial',
        page: '/business-loans/rates',
      },
      {
        keyword: 'udyam registration benefits',
        searches: 2900,
        intent: 'informational',
        page: '/guides/udyam-benefits',
      },
      {
        keyword: 'instant business loan online',
        searches: 3600,
        intent: 'transactional',
        page: '/apply',
      },
    ],
  },
  highlight: {
    value: '3.1x',
    label:
      'growth in organic loan applications in 12 months for an NBFC client, with every page signed off by its compliance team',
  },
};
