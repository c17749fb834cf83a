// Content of the Technology SEO niche page (/services/technology-seo): SEO for SaaS and IT services companies.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Indian SaaS and IT services companies sell to buyers everywhere, from a Bengaluru start-up buying its first HR software to a US mid-market company picking an offshore development partner. Those buyers search in patterns: the problem ("how to automate GST reconciliation"), the category ("best field service management software"), alternatives ("Freshdesk alternatives"), comparisons ("Zoho vs HubSpot for small business"), integrations ("Tally integration with Shopify") and, for services, capability plus location ("React Native development company India").',
    'Technology SEO targets each of these with the right page type. SaaS companies get category and use-case pages, honest alternative and comparison pages, integration pages built from your integration list, and product-led content that shows your product solving the problem, with screenshots and templates. IT services firms get service, technology and industry pages with real case studies, team credentials and engagement models. Both get technical foundations for JavaScript-heavy marketing sites and documentation portals, which frequently hide content from Google.',
    "We track the metrics boards care about: sign-ups, demo requests and qualified pipeline from organic search, by market. For companies selling abroad, that includes country-level targeting and the review platforms (G2, Capterra, Clutch, GoodFirms) that appear in buyers' searches.",
  ],
  audience: [
    'B2B SaaS companies from seed stage to growth stage selling in India and internationally',
    'IT services and software development firms competing for offshore and nearshore projects',
    'Product companies whose docs, help centre and blog live on separate subdomains with weak authority',
    'Start-ups with a product-led motion needing sign-ups from organic search',
    'Cybersecurity, cloud and data companies with technical buyers and long evaluations',
  ],
  deliverables: [
    {
      title: 'Category and use-case pages',
      detail: 'Pages for each category, use case and industry your product serves.',
    },
    {
      title: 'Alternatives and comparisons',
      detail: 'Fair, specific comparison pages that capture late-stage evaluation searches.',
    },
    {
      title: 'Integration pages',
      detail:
        'One page per integration, with what it does and how to set it up, generated from structured data.',
    },
    {
      title: 'Product-led content',
      detail: 'How-to articles and templates that show your product doing the job.',
    },
    {
      title: 'Services and case study pages',
      detail:
        'For IT services: capability, technology and industry pages with outcome-focused case studies.',
    },
    {
      title: 'Review platform strategy',
      detail:
        'G2, Capterra or Clutch profiles and review collection that support category searches.',
    },
    {
      title: 'Technical SEO for JS sites',
      detail:
        'Rendering, docs subdomains and internationalisation fixed for React and Next.js sites.',
    },
    {
      title: 'Pipeline reporting',
      detail: 'Sign-ups, demos and pipeline from organic search by market and page type.',
    },
  ],
  process: [
    {
      title: 'Positioning and ICP',
      body: 'We align on who you sell to, in which markets, and how you differ from competitors.',
    },
    {
      title: 'Page-type strategy',
      body: 'Search demand is grouped by page type: category, use case, comparison, integration and content.',
    },
    {
      title: 'Build scalable templates',
      body: 'Integration and use-case pages are templated so they scale without becoming thin.',
    },
    {
      title: 'Product-led content',
      body: 'Writers who use your product create content with real workflows and screenshots.',
    },
    {
      title: 'Attribute pipeline',
      body: 'Organic sign-ups and demos are followed into your CRM to measure pipeline and revenue.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Positioning, research and technical fixes; comparison and alternative pages briefed.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Comparison, integration and use-case pages live and ranking for high-intent searches; demo requests begin.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Category pages and product-led content compound, and organic becomes a predictable pipeline source.',
    },
  ],
  pricing: [
    {
      name: 'Start-up',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        'Technical SEO for your marketing site',
        '4 comparison, use-case or integration pages a month',
        'Product-led content plan',
        'Sign-up and demo tracking',
        'Monthly report',
      ],
      bestFor: 'Early-stage SaaS and boutique IT services firms',
    },
    {
      name: 'Scale-up',
      startingFromInr: 90000,
      unit: 'per month',
      includes: [
        '8 or more pages a month',
        'Integration page templates at scale',
        'International targeting',
        'Review platform strategy',
        'Pipeline attribution',
        'Fortnightly review',
      ],
      bestFor: 'Growth-stage SaaS and IT companies selling internationally',
    },
  ],
  pricingNote:
    'Prices exclude GST; international clients are invoiced in INR or USD. The number of markets and languages, product complexity, template engineering and docs or help-centre work drive the fee.',
  tools: [
    'Google Search Console',
    'GA4',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'HubSpot',
    'Next.js',
    'Webflow',
    'G2',
    'Clutch',
  ],
  faqs: [
    {
      question: 'Should a SaaS company write comparison pages about its competitors?',
      answer:
        'Yes, if they are fair and accurate. Buyers search comparisons late in evaluation, and an honest page that admits where a competitor fits better earns more trust and converts better.',
    },
    {
      question: 'Can SEO from India win US and European customers?',
      answer:
        'Yes. Search does not care where you are based. We target the language and terms of each market, and show proof, case studies and compliance such as SOC 2 or GDPR readiness that those buyers expect.',
    },
    {
      question: 'Are programmatic integration pages risky?',
      answer:
        'Only when they are thin. Each integration page should explain real use cases and set-up steps. We set quality rules so pages without enough substance are never published.',
    },
    {
      question: 'Should docs and the blog be on subdomains?',
      answer:
        'Subfolders usually consolidate authority better. If moving them is impractical, strong linking between subdomains and the main site limits the loss.',
    },
    {
      question: 'How does SEO help an IT services company?',
      answer:
        'Buyers search for capabilities by technology, industry and location. Specific service pages with real case studies win those searches and bring enquiries that do not depend on bidding portals.',
    },
  ],
  related: [
    'service:b2b-seo',
    'service:linkedin-ads',
    'service:content',
    'service:seo/technical',
    'service:marketing-automation',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Bangalore HR software company',
    rows: [
      {
        keyword: 'payroll software india',
        searches: 4400,
        intent: 'commercial',
        page: '/payroll',
      },
      {
        keyword: 'attendance app for factories',
        searches: 880,
        intent: 'commercial',
        page: '/attendance',
      },
      {
        keyword: 'greythr alternatives',
        searches: 590,
        intent: 'commercial',
        page: '/compare/greythr',
      },
      {
        keyword: 'how to calculate pf',
        searches: 9900,
        intent: 'informational',
        page: '/guides/pf-calculation',
      },
    ],
  },
  highlight: {
    value: '3.2x',
    label:
      'growth in demo requests in a year for a Pune B2B SaaS company from comparison pages, integration content and LinkedIn ads',
  },
};
