// Content of the Enterprise SEO page (/services/seo/enterprise): SEO for large sites, many teams and many markets.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Enterprise SEO is less about knowing what to fix and more about getting it fixed on a site with 50,000 to several million URLs, a release train shared by several product teams, legal review on every page and stakeholders in marketing, product, IT and country offices. The SEO problems are familiar; the scale and the politics are not.',
    'We embed with your teams as a specialist unit. We write SEO requirements into your product backlog, add automated checks to your CI pipeline so a release cannot ship a site-wide noindex, build dashboards in BigQuery and Looker Studio that business-unit heads actually read, and run programmes such as programmatic landing pages, international hreflang or a content governance model across brands.',
    'Our enterprise clients include Indian listed companies, banks, insurers, large e-commerce platforms and multinationals whose India site is one market among many. We work within their security requirements: NDAs, vendor risk questionnaires, SSO, least-privilege access and data processing terms that meet the Digital Personal Data Protection Act.',
  ],
  audience: [
    'Portals, marketplaces and publishers with hundreds of thousands of URLs and crawl budget problems',
    'Groups with several brands or business units whose sites compete with each other in search',
    'Multinationals running India alongside other markets who need hreflang and local content done right',
    'In-house SEO teams that need extra capacity and engineering depth for a major programme',
    'Regulated companies in banking, insurance and healthcare where every page passes compliance review',
  ],
  deliverables: [
    {
      title: 'SEO governance model',
      detail:
        'Who owns what, release checklists and SEO acceptance criteria written into product tickets.',
    },
    {
      title: 'Automated regression tests',
      detail:
        'Checks in your CI pipeline for robots rules, canonicals, titles and status codes on key templates.',
    },
    {
      title: 'Log-file analysis at scale',
      detail: 'Googlebot activity by section, piped into BigQuery and refreshed daily.',
    },
    {
      title: 'International SEO',
      detail:
        'hreflang for country and language versions, including Hindi and regional-language sites for India.',
    },
    {
      title: 'Programmatic pages',
      detail:
        'Templates for city, product or comparison pages at scale, with quality thresholds so thin pages never ship.',
    },
    {
      title: 'Executive dashboards',
      detail:
        'Organic revenue and leads by business unit in Looker Studio, not ranking screenshots.',
    },
    {
      title: 'Training',
      detail:
        'Workshops for developers, writers and product managers so SEO is done right the first time.',
    },
    {
      title: 'Dedicated team',
      detail:
        'A lead strategist, technical SEO engineer and content lead assigned to your account.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      body: 'Stakeholder interviews, data access and a review of your release process, CMS and analytics set-up.',
    },
    {
      title: 'Opportunity model',
      body: 'We size opportunities by business unit in revenue terms so leadership can fund the right work.',
    },
    {
      title: 'Roadmap in your backlog',
      body: 'SEO work is written as tickets in Jira or Azure DevOps and planned into sprints with your product owners.',
    },
    {
      title: 'Ship and safeguard',
      body: 'We review releases, run automated checks and watch logs for regressions after every deployment.',
    },
    {
      title: 'Quarterly business review',
      body: "Results against targets, the next quarter's plan and budget decisions with your leadership.",
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Access, discovery and a first-pass audit; critical risks flagged and automated monitoring switched on.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Opportunity model and roadmap signed off; first sprints ship template fixes that affect thousands of URLs.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Crawl efficiency and indexation improve, programmatic and international programmes launch, and organic revenue is tracked by business unit.',
    },
  ],
  pricing: [
    {
      name: 'Enterprise',
      startingFromInr: 1_50_000,
      unit: 'per month',
      includes: [
        'Dedicated strategist and technical engineer',
        'Log-file analysis and monitoring',
        'SEO requirements in your backlog',
        'Release reviews',
        'Monthly executive dashboard',
        'Quarterly business review',
      ],
      bestFor: 'One large site or brand with an in-house team',
    },
    {
      name: 'Enterprise Plus',
      startingFromInr: 3_00_000,
      unit: 'per month',
      includes: [
        'Multiple brands, business units or countries',
        'International hreflang programme',
        'Programmatic page programme',
        'Content governance across teams',
        'Training for developers and writers',
        'Named account director',
      ],
      bestFor: 'Groups, multinationals and platforms with millions of URLs',
    },
  ],
  pricingNote:
    'Prices exclude GST. Scope is set by the number of sites, markets and business units, the volume of content we produce, and how much engineering we take on. Annual agreements with quarterly reviews are standard; procurement paperwork and vendor onboarding are part of the service.',
  tools: [
    'Google Search Console API',
    'BigQuery',
    'Looker Studio',
    'Botify',
    'Lumar',
    'Screaming Frog',
    'Ahrefs',
    'Semrush',
    'Jira',
    'GitHub Actions',
  ],
  faqs: [
    {
      question: 'How is enterprise SEO different from regular SEO?',
      answer:
        'The techniques are the same; the delivery is not. Fixes go through sprints and change control, one template decision affects a million URLs, and progress depends on winning priority against product features.',
    },
    {
      question: 'Can you work with our in-house SEO team?',
      answer:
        'Yes, most of our enterprise clients have one. We usually take on the engineering-heavy work and large programmes while the in-house team owns day-to-day priorities.',
    },
    {
      question: 'How do you handle data security?',
      answer:
        'We sign NDAs and data processing agreements, complete vendor risk assessments, use SSO and least-privilege access, and keep client data in Google Cloud projects you own.',
    },
    {
      question: 'Should a large Indian site publish in Hindi and regional languages?',
      answer:
        'If your customers search in those languages, yes. We build each language version as a proper localised site with its own keyword research and hreflang, not a translation plug-in.',
    },
    {
      question: 'How do you prove enterprise SEO is worth the budget?',
      answer:
        'With an opportunity model agreed before work starts and organic revenue or leads tracked by business unit, plus holdout tests for programmatic changes where the site allows them.',
    },
  ],
  related: [
    'service:seo/technical',
    'service:seo',
    'service:content',
    'service:marketing-automation',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan by market',
    client: 'a national insurance brand',
    rows: [
      {
        keyword: 'term insurance 1 crore',
        searches: 14_800,
        intent: 'commercial',
        page: '/term-insurance/1-crore',
      },
      {
        keyword: 'term plan for nri',
        searches: 2400,
        intent: 'commercial',
        page: '/term-insurance/nri',
      },
      {
        keyword: 'टर्म इंश्योरेंस क्या है',
        searches: 3600,
        intent: 'informational',
        page: '/hi/term-insurance',
      },
      {
        keyword: 'term insurance premium calculator',
        searches: 9900,
        intent: 'transactional',
        page: '/tools/premium-calculator',
      },
    ],
  },
  highlight: {
    value: '4.2M',
    label:
      'URLs under active crawl management for one marketplace client, with indexation of priority pages up from 38% to 91%',
  },
};
