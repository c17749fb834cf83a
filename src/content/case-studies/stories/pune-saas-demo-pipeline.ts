// The full story of the Pune SaaS case study: comparison pages, integration content and LinkedIn
// ads that grew demo requests 3.2x in a year.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'pune-saas-demo-pipeline',
  clientType: 'B2B SaaS company',
  duration: '12 months',
  services: [
    'service:technology-seo',
    'service:content',
    'service:linkedin-ads',
    'service:marketing-automation',
  ],
  challenge: [
    'The client is a Baner-based software company selling cloud inventory and warehouse management to Indian distributors and manufacturers with ₹20 crore to ₹500 crore in turnover. The product was strong, with GST-ready invoicing, barcode scanning and two-way sync with Tally Prime, but almost all new business came from founder referrals and one reseller in Ahmedabad. Demo requests from the website averaged 45 a month, and fewer than half were from companies large enough to buy.',
    'The website talked about "digital transformation" and "end-to-end visibility" but did not answer the questions buyers actually searched: whether it worked with Tally, how it compared with the tools they already used, and what it cost. Google Ads on generic terms such as "inventory software" produced sign-ups from shopkeepers and students at about ₹3,800 per demo, while LinkedIn had been tried once with a brand video and abandoned.',
  ],
  plainChallenge: [
    'The client is a Baner-based software company selling cloud inventory and warehouse management to Indian distributors and manufacturers with ₹20 crore to ₹500 crore in turnover. The product was strong, with GST-ready invoicing, barcode scanning and two-way sync with Tally Prime, but almost all new business came from founder referrals and one reseller in Ahmedabad. The website brought in few demo requests, and many of those came from companies too small to buy.',
    'The website talked about "digital transformation" and "end-to-end visibility" but did not answer the questions buyers actually searched: whether it worked with Tally, how it compared with the tools they already used, and what it cost. Google Ads on generic terms such as "inventory software" produced sign-ups from shopkeepers and students at a high cost per demo, while LinkedIn had been tried once with a brand video and abandoned.',
  ],
  approach: [
    {
      title: 'Wrote for the searches that signal buying intent',
      body: 'We mapped the queries finance heads and operations managers use when they are close to a decision: "Tally inventory management limitations", "warehouse management software for distributors", "best alternative to spreadsheets for stock". We prioritised bottom-of-funnel topics over traffic volume, and every page was reviewed by the product team for accuracy.',
    },
    {
      title: 'Built honest comparison and alternatives pages',
      body: "We published eight comparison pages covering the tools prospects used before switching, including Tally's built-in inventory and spreadsheets. Each was factual and dated, acknowledged where the other tool was the better choice, and included a feature table and migration steps. Sales started sending these pages to prospects, which was the best sign they were credible.",
    },
    {
      title: 'Turned every integration into a landing page',
      body: 'Integrations with Tally Prime, Zoho Books, Shopify, Unicommerce and Shiprocket each got a page explaining what syncs, how often, the set-up time and a short screen recording. Integration searches have small volumes but convert extremely well, because the searcher already uses the connected tool and has the exact problem the integration solves.',
    },
    {
      title: 'Used LinkedIn to reach the buying committee',
      body: 'LinkedIn ads targeted operations, supply chain and finance roles at distributors and manufacturers in Maharashtra, Gujarat, Tamil Nadu and Delhi NCR, filtered by company size. Instead of brand videos we promoted a stock-accuracy benchmark report and the comparison pages, with lead gen forms asking for company size and current system. HubSpot scored each lead and routed qualified ones to sales within minutes.',
    },
  ],
  results: [
    { label: 'Demo requests per month', before: '45', after: '144', change: '3.2x' },
    { label: 'Sales-qualified demos per month', before: '21', after: '72', change: '3.4x' },
    {
      label: 'Organic visits to comparison and integration pages per month',
      before: '0',
      after: '18,500',
      change: 'New',
    },
    { label: 'Blended cost per qualified demo', before: '₹8,100', after: '₹4,300', change: '-47%' },
    { label: 'New customers won per quarter', before: '9', after: '26', change: '2.9x' },
  ],
  quote: {
    text: 'Our salespeople now open demos with prospects who have already read the Tally comparison and know what they want to see. The pipeline stopped depending on who the founders happened to know.',
    role: 'Co-founder and CEO, the company',
  },
  lessons: [
    'Comparison and integration pages produced fewer visits than broad topics but most of the demo requests.',
    'Honesty about where a competitor fits better made comparison pages more persuasive, not less.',
    'On LinkedIn, a useful report outperformed brand video by a wide margin on cost per qualified demo.',
    'Qualifying demo requests by company size at the form stopped sales time going to prospects who could never buy.',
    'Content reviewed by the product team stayed accurate as features shipped, so sales kept trusting it and kept sending it to prospects.',
  ],
};
