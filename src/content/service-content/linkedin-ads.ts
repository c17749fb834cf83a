// Content of the LinkedIn Ads page (/services/linkedin-ads): B2B advertising aimed at named accounts and decision makers.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'LinkedIn is the one ad platform where you can target by job title, seniority, company, company size and industry with data people keep current themselves. Clicks are expensive (in India, often ₹150 to ₹600 for senior audiences, far more when targeting the US or Europe), so LinkedIn pays off only when a customer is worth lakhs: enterprise software, IT services, industrial equipment, professional services, executive education and B2B financial products.',
    'We use it for account-based marketing. Your sales team gives us the list of companies they want, we upload it as a matched audience, and we run a sequence: thought leadership and proof first, then offers such as a benchmark report, assessment or demo once the buying committee has engaged. Lead gen forms capture details without a landing page, and we sync every lead to HubSpot, Zoho or Salesforce within minutes so sales follows up while the prospect still remembers the ad.',
  ],
  audience: [
    'SaaS and IT services companies selling to mid-market and enterprise buyers in India, the Middle East, the US or Europe',
    'Manufacturers and industrial suppliers targeting plant heads, procurement and engineering managers',
    'Business schools and executive education programmes recruiting working professionals',
    'Consulting, legal, CA and HR services firms whose clients are CXOs and founders',
    'Companies running account-based marketing with a defined list of target accounts',
  ],
  deliverables: [
    {
      title: 'Audience strategy',
      detail:
        'Matched company lists, job function and seniority layers, and exclusions for existing customers and competitors.',
    },
    {
      title: 'Insight Tag and conversions',
      detail: 'Tracking on your site plus CRM integration so leads and opportunities report back.',
    },
    {
      title: 'Campaign sequencing',
      detail:
        'Awareness, engagement and conversion stages with retargeting based on video views and form opens.',
    },
    {
      title: 'Ad creative and copy',
      detail:
        'Single image, document, video, carousel and thought leader ads written for the buying committee.',
    },
    {
      title: 'Lead gen forms',
      detail: 'Pre-filled forms with hidden fields and qualifying questions, synced to your CRM.',
    },
    {
      title: 'Offer development',
      detail:
        "Guides, benchmark reports, calculators or webinars that justify a senior person's details.",
    },
    {
      title: 'Pipeline reporting',
      detail:
        'Cost per lead, cost per sales-qualified lead and pipeline value by campaign and account.',
    },
  ],
  process: [
    {
      title: 'Define the ideal customer',
      body: 'We work with sales to define target accounts, roles in the buying committee and deal size.',
    },
    {
      title: 'Build the offer',
      body: 'We agree what each stage of the sequence offers, from useful insight to a meeting.',
    },
    {
      title: 'Launch the sequence',
      body: 'Campaigns start at the top of the funnel, building retargeting pools before conversion campaigns.',
    },
    {
      title: 'Hand over leads fast',
      body: 'Leads sync to your CRM with alerts, and sales follows up within a working day.',
    },
    {
      title: 'Optimise on pipeline',
      body: 'Budget shifts to the audiences and formats that produce opportunities, not just cheap leads.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Target account list, tracking, CRM sync and first campaigns live; engagement data starts building.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Retargeting audiences are large enough for conversion campaigns; first sales-qualified leads and meetings.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Pipeline attributed to LinkedIn is measurable and account engagement guides sales outreach.',
    },
  ],
  pricing: [
    {
      name: 'Lead generation',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'Ad spend up to ₹2 lakh a month',
        'Insight Tag and lead form set-up',
        'Two campaigns with 6 ads a month',
        'CRM lead sync',
        'Monthly report',
      ],
      bestFor: 'B2B firms testing LinkedIn for the first time',
    },
    {
      name: 'Account-based',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        'Ad spend above ₹2 lakh a month',
        'Target account list of up to 1,000 companies',
        'Full-funnel sequence with retargeting',
        'Thought leader and document ads',
        'Account engagement reports for sales',
        'Fortnightly review',
      ],
      bestFor: 'SaaS, IT services and industrial companies with defined target accounts',
    },
  ],
  pricingNote:
    'Fees exclude GST and ad spend, which you pay to LinkedIn. Targeting outside India, producing gated content such as reports and webinars, and the number of personas and sequences we run all add to the fee.',
  tools: [
    'LinkedIn Campaign Manager',
    'LinkedIn Insight Tag',
    'LinkedIn Sales Navigator',
    'HubSpot',
    'Zoho CRM',
    'Salesforce',
    'Zapier',
    'Figma',
    'Looker Studio',
  ],
  faqs: [
    {
      question: 'Why are LinkedIn ads so expensive?',
      answer:
        'You are paying for precise professional targeting. Judge LinkedIn on cost per qualified opportunity; a ₹4,000 lead that becomes a ₹10 lakh contract is cheap.',
    },
    {
      question: 'What is the minimum budget for LinkedIn ads?',
      answer:
        'We suggest at least ₹1 lakh a month in ad spend for one audience, more for international targeting. Smaller budgets rarely produce enough data to optimise.',
    },
    {
      question: 'Are LinkedIn lead gen forms better than landing pages?',
      answer:
        'They usually convert two to three times better because details are pre-filled. Quality can drop, so we add a qualifying question and check leads against target accounts.',
    },
    {
      question: 'Can LinkedIn ads target specific companies?',
      answer:
        'Yes. Upload a list of company names or domains as a matched audience, and LinkedIn shows your ads to employees of those companies, filtered by function and seniority.',
    },
    {
      question: 'What are thought leader ads?',
      answer:
        'Promoted posts from a real person, usually your founder or an expert. They often earn more engagement than company-page ads because buyers trust people over logos.',
    },
  ],
  related: [
    'service:business-development',
    'service:b2b-seo',
    'service:marketing-automation',
    'service:content',
    'service:technology-seo',
  ],
  quoteService: 'linkedin-ads',
  deliverableSample: {
    kind: 'tree',
    title: 'campaign structure',
    client: 'a Pune SaaS firm selling to CFOs',
    levels: ['Campaign', 'Audience', 'Ad'],
    root: 'Lead gen · Finance leaders · India',
    branches: [
      {
        name: 'CFOs, 200–5,000 staff',
        leaves: ['Document ad: close checklist', 'Lead form: demo'],
      },
      {
        name: 'Target accounts: 300 firms',
        leaves: ['Thought-leader ad: CFO post'],
      },
      {
        name: 'Retarget: site visitors, 90 days',
        leaves: ['Conversation ad: pilot offer'],
      },
    ],
  },
  highlight: {
    value: '₹38 lakh',
    label:
      'average pipeline created per ₹1 lakh of LinkedIn spend for our B2B SaaS clients in 2025',
  },
};
