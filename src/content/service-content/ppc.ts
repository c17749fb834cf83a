// Content of the PPC Advertising page (/services/ppc): Google Ads and Microsoft Ads managed against cost per lead.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Pay-per-click advertising puts your business at the top of Google the day campaigns go live, and you pay only when someone clicks. It is the fastest way to buy demand that already exists, but it is also the easiest budget in marketing to waste: broad match keywords that trigger on irrelevant searches, Performance Max spending on low-quality placements, and bids that optimise to cheap form fills from people who never answer the phone.',
    'We run Google Ads and Microsoft Advertising around the number that matters to you, whether that is cost per qualified lead, cost per site visit or return on ad spend. That means offline conversion imports from your CRM so Google learns which leads became customers, negative keyword lists built from real search-term reports, call tracking for businesses whose buyers prefer to phone, and landing pages built for the ad rather than sending everyone to the home page.',
    'Indian auctions have their own rhythm. Costs per click in sectors like education, insurance and real estate jump around results season, festive offers and financial-year end. We plan budgets and bids around those months, and we split campaigns by city tier because a click from Gurugram and a click from Gorakhpur rarely convert at the same rate.',
  ],
  audience: [
    'Businesses that need leads this month and cannot wait for SEO to mature',
    'Advertisers spending ₹50,000 to ₹50 lakh a month whose cost per lead has crept up and who do not know why',
    'Companies running Performance Max without visibility into where the money goes',
    'Online stores that need Shopping and Performance Max campaigns tied to margin, not just revenue',
    'Service businesses whose Google Ads leads are plentiful but poor quality',
  ],
  deliverables: [
    {
      title: 'Account audit',
      detail:
        'Wasted spend, structure, match types, bidding, conversion tracking and landing pages reviewed with rupee figures attached.',
    },
    {
      title: 'Conversion tracking',
      detail:
        'GA4, Google Tag Manager, enhanced conversions and offline imports from your CRM so bidding learns from real sales.',
    },
    {
      title: 'Campaign build',
      detail:
        'Search, Performance Max, Shopping, Demand Gen and remarketing campaigns, structured by service, city and margin.',
    },
    {
      title: 'Ad copy and assets',
      detail:
        'Responsive search ads, sitelinks, callouts, images and call assets, tested continuously.',
    },
    {
      title: 'Negative keyword management',
      detail:
        'Weekly search-term review so budget stops going to jobs, free, DIY and competitor-brand searches.',
    },
    {
      title: 'Landing pages',
      detail: 'Fast, focused pages per campaign with WhatsApp, call and form options.',
    },
    {
      title: 'Call tracking',
      detail: 'Dynamic numbers that tie phone enquiries to keywords and campaigns.',
    },
    {
      title: 'Weekly and monthly reporting',
      detail:
        'Spend, leads, cost per lead and revenue by campaign and city, with the changes we made and why.',
    },
  ],
  process: [
    {
      title: 'Audit and targets',
      body: 'We audit the account and agree target cost per lead or return on ad spend from your margins and close rates.',
    },
    {
      title: 'Tracking first',
      body: 'No campaign scales until conversions are tracked correctly, including calls and offline sales.',
    },
    {
      title: 'Build and launch',
      body: 'Campaigns launch with tight match types and a controlled budget, then expand as data builds.',
    },
    {
      title: 'Optimise weekly',
      body: 'Search terms, bids, budgets, ads and placements are reviewed every week, and landing pages tested monthly.',
    },
    {
      title: 'Scale',
      body: 'Budget moves to the campaigns and cities that clear your targets, including Microsoft Ads where it is cheaper.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, tracking fixes and launch; the first leads arrive within days and wasted spend is cut straight away.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Smart bidding has enough conversions to learn; cost per lead settles and falls as negatives and ad tests mature.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Offline conversion data steers bidding toward buyers, and budget scales into the campaigns and cities that pay back.',
    },
  ],
  pricing: [
    {
      name: 'Launch',
      startingFromInr: 20000,
      unit: 'per month',
      includes: [
        'Ad spend up to ₹1.5 lakh a month',
        'Search and remarketing campaigns',
        'Conversion and call tracking',
        'Weekly search-term review',
        'Monthly report and call',
      ],
      bestFor: 'Local and single-service businesses starting with Google Ads',
    },
    {
      name: 'Growth',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        'Ad spend ₹1.5 lakh to ₹5 lakh a month',
        'Search, Performance Max and Shopping',
        'Offline conversion imports from your CRM',
        'Two landing pages a quarter',
        'Microsoft Ads where it fits',
        'Fortnightly review',
      ],
      bestFor: 'Multi-city service firms and online stores',
    },
    {
      name: 'Scale',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        'Ad spend above ₹5 lakh a month',
        'Fee of 10-12% of spend, with ₹60,000 minimum',
        'Dedicated account manager',
        'Creative and landing page testing programme',
        'Margin-based bidding for e-commerce',
        'Weekly call',
      ],
      bestFor: 'High-spend advertisers in competitive sectors',
    },
  ],
  pricingNote:
    'Fees exclude 18% GST and are separate from ad spend, which you pay directly to Google or Microsoft so the account stays yours. A one-time set-up fee of ₹15,000 to ₹40,000 applies for new accounts, depending on the number of campaigns and tracking work needed.',
  tools: [
    'Google Ads',
    'Google Ads Editor',
    'Microsoft Advertising Editor',
    'Google Tag Manager',
    'GA4',
    'Google Merchant Center',
    'Looker Studio',
    'Optmyzr',
    'Exotel',
    'Unbounce',
  ],
  faqs: [
    {
      question: 'How much should we spend on Google Ads?',
      answer:
        'Work back from your target: if a customer is worth ₹20,000 and one in eight leads buys, you can afford about ₹2,500 a lead. We usually suggest at least ₹30,000 to ₹50,000 a month so smart bidding gets enough data to learn.',
    },
    {
      question: 'Who owns the Google Ads account?',
      answer:
        'You do. We work inside your account through manager access, and you pay Google directly. If you leave, the campaigns, history and data stay with you.',
    },
    {
      question: 'Why are our Google Ads leads poor quality?',
      answer:
        'Usually because bidding optimises to any form fill. We add qualifying questions, import which leads became customers from your CRM, and exclude the searches that bring students, job seekers and bargain hunters.',
    },
    {
      question: 'Is Performance Max worth using?',
      answer:
        'For e-commerce with a good product feed, often yes. For lead generation it needs strong offline conversion data and brand exclusions, or it drifts into cheap, low-intent traffic. We run it with guardrails and compare it against Search.',
    },
    {
      question: 'Is Microsoft Advertising worth it in India?',
      answer:
        'Its volume is small, but desktop B2B and older audiences use Bing, clicks are often much cheaper, and campaigns import from Google in minutes. We test it where your buyers fit that profile.',
    },
    {
      question: 'When will we see leads?',
      answer:
        'Within days of launch. The first month is a learning period, so expect cost per lead to improve through months two and three.',
    },
  ],
  related: [
    'service:facebook-ads',
    'service:seo',
    'service:web-design',
    'service:marketing-automation',
    'service:youtube-marketing',
  ],
  quoteService: 'ppc',
  deliverableSample: {
    kind: 'tree',
    title: 'ad account structure',
    client: 'a Gurgaon physiotherapy chain',
    levels: ['Campaign', 'Ad group', 'Keyword'],
    root: 'Search · Physiotherapy · Gurgaon',
    branches: [
      {
        name: 'Back pain',
        leaves: ['[physiotherapist for back pain]', '"back pain treatment gurgaon"'],
      },
      {
        name: 'Knee and sports injury',
        leaves: ['[knee physiotherapy near me]', '"acl rehab gurgaon"'],
      },
      {
        name: 'Home visits',
        leaves: ['[physiotherapy at home gurgaon]'],
      },
    ],
  },
  highlight: {
    value: '34%',
    label:
      'average fall in cost per qualified lead in the first 90 days of Google Ads accounts we took over in 2025',
  },
};
