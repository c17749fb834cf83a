// Industry page content for financial services: compliant acquisition for NBFCs, fintechs, insurers
// and advisers in India, under RBI, SEBI and IRDAI rules.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Indians now apply for loans, buy insurance and invest through apps and websites, but they remain wary. Stories of predatory lending apps, mis-sold policies and investment scams mean a new customer needs reassurance before sharing a PAN or bank details. Financial brands that win online make trust visible: registrations, clear charges, real support and content that helps rather than sells.',
    'The sector is also one of the most expensive and regulated to advertise. Clicks for personal loans, credit cards and insurance cost more than almost any other category, and every claim has to satisfy a regulator. Marketing must lower the cost per approved application or policy, not just the cost per lead.',
  ],
  challenges: [
    {
      title: 'High click costs',
      body: 'Keywords for loans, cards and insurance are among the most expensive in Indian search, often ₹80 to ₹300 a click.',
    },
    {
      title: 'Application drop-off',
      body: 'Long forms, KYC steps and document uploads lose most applicants between the first screen and approval.',
    },
    {
      title: 'Low approval rates',
      body: 'Campaigns that attract ineligible applicants inflate lead counts but produce few disbursals.',
    },
    {
      title: 'Regulatory review',
      body: 'Every ad and landing page needs compliance sign-off, which slows testing if the process is not planned.',
    },
  ],
  strategies: [
    {
      title: 'Expert-reviewed content',
      body: 'Guides on EMIs, tax, credit scores and policy terms, written or reviewed by qualified professionals, that rank for the questions customers ask.',
    },
    {
      title: 'Eligibility-first funnels',
      body: 'Calculators and eligibility checks before the application form attract qualified applicants and raise approval rates.',
    },
    {
      title: 'Optimising to approvals, not leads',
      body: 'Passing approval and disbursal data back to Google and Meta teaches their algorithms to find more customers who qualify.',
    },
    {
      title: 'Compliance built into the workflow',
      body: 'Pre-approved claim libraries and disclaimer templates let campaigns move fast without surprises.',
    },
  ],
  kpis: [
    {
      name: 'Cost per approved application',
      benchmark: '₹800 to ₹3,000 for personal loans; higher for secured loans',
      why: 'The number that reflects real business, not form fills.',
    },
    {
      name: 'Application completion rate',
      benchmark: '25% to 45% of those who start',
      why: 'Shows where the funnel leaks between click and submission.',
    },
    {
      name: 'Approval rate',
      benchmark: '20% to 40% for unsecured credit',
      why: 'Tells whether targeting reaches eligible customers.',
    },
    {
      name: 'Cost per policy or account opened',
      benchmark: '₹500 to ₹2,500 for term insurance and investment accounts',
      why: 'Compares channels against lifetime premium or assets.',
    },
    {
      name: 'Organic share of applications',
      benchmark: '20% or more within a year',
      why: 'Content-led acquisition lowers blended cost per customer.',
    },
  ],
  caseStudy: {
    title: 'An NBFC lowers its cost per disbursed loan',
    situation:
      'A mid-size NBFC offering business loans to small traders was paying for thousands of leads a month through search and Meta, but fewer than one in ten met its lending criteria.',
    actions: [
      'Added an eligibility check for turnover, vintage and location before the form',
      'Sent approval and disbursal data back to Google Ads for bidding',
      'Published Hindi guides on GST-based business loans reviewed by its credit team',
      'Built a compliance library of approved claims and disclaimers',
    ],
    results: [
      { label: 'Approval rate', value: '9% to 27%' },
      { label: 'Cost per disbursed loan', value: '46% lower' },
      { label: 'Applications from organic search', value: '22% of total' },
    ],
  },
  regulations: [
    {
      title: 'RBI rules for lenders',
      body: 'RBI’s digital lending directions and fair practices code require disclosure of the regulated lender behind every loan, a key fact statement with the all-in cost, and no misleading claims about approval or rates.',
    },
    {
      title: 'SEBI rules for investment products',
      body: 'Investment advisers, brokers and mutual funds must follow SEBI’s advertising codes, carry the standard risk disclaimers and avoid promising returns. Regulated entities may not work with unregistered finfluencers who give advice or claim returns.',
    },
    {
      title: 'IRDAI rules for insurance',
      body: 'Insurance advertisements must name the insurer and product accurately, show registration details and avoid misleading comparisons, under IRDAI’s advertisement rules.',
    },
  ],
  serviceIds: [
    'service:finance-seo',
    'service:ppc',
    'service:content',
    'service:marketing-automation',
    'service:facebook-ads',
  ],
  faqs: [
    {
      question: 'Can fintechs advertise loans on Google and Meta in India?',
      answer:
        'Yes, with conditions. Both platforms require advertisers of personal loans to verify their licence or partnership with a regulated lender, and ads must meet disclosure rules.',
    },
    {
      question: 'How do you keep campaigns compliant?',
      answer:
        'We agree a library of approved claims and disclaimers with your compliance team, and every new ad or page goes through a short review before launch.',
    },
    {
      question: 'Does content marketing work for financial brands?',
      answer:
        'Yes. People research money decisions carefully, and trustworthy guides rank well and lower the cost of each application over time.',
    },
    {
      question: 'Do you work with CA firms and advisers?',
      answer:
        'Yes, with local SEO and content for professional services, within the rules set by the ICAI and SEBI for their members.',
    },
  ],
};
