// Content of the Facebook & Instagram Ads page (/services/facebook-ads): Meta advertising built on creative testing.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    "Facebook and Instagram ads reach people before they search. Meta's apps are used by several hundred million Indians, across every city tier and language, and its delivery system is now good enough at finding buyers that the targeting settings matter less than they used to. What decides results today is creative: the hook in the first two seconds of a Reel, the offer, the proof and how quickly the ad gets to the point.",
    'We run Meta advertising as a creative testing programme. Every month we produce and test new concepts (founder videos, user-generated content, product demos, static offers and carousels), read the results at the level of hook and angle rather than just the winning ad, and feed the learning back into the next batch. Behind the creative sits the plumbing: the Meta pixel plus the Conversions API, a clean product catalogue, and lead forms or click-to-WhatsApp ads with qualifying questions.',
    'For Indian businesses we build around how people actually buy here: cash-on-delivery and prepaid offers tested separately, regional-language creative for Tier-2 and Tier-3 audiences, festive and sale calendars planned months ahead, and leads routed straight to your sales team on WhatsApp.',
  ],
  audience: [
    'D2C brands in fashion, beauty, food and home selling through Shopify or WooCommerce',
    'Real estate, education and healthcare businesses that need lead volume at a predictable cost',
    'Local businesses such as restaurants, gyms and salons promoting offers to people nearby',
    'Brands whose return on ad spend fell after iOS privacy changes and never recovered',
    'Businesses that sell over WhatsApp and want click-to-WhatsApp campaigns',
  ],
  deliverables: [
    {
      title: 'Pixel and Conversions API set-up',
      detail:
        'Server-side events with deduplication and high event match quality, so Meta sees purchases and leads reliably.',
    },
    {
      title: 'Creative strategy',
      detail:
        'Angles, hooks and formats planned from customer reviews, competitor ads in the Ad Library and past results.',
    },
    {
      title: 'Monthly creative production',
      detail:
        'Statics, carousels and short videos, including UGC-style and regional-language versions.',
    },
    {
      title: 'Campaign structure',
      detail:
        'Advantage+ shopping or sales campaigns and lead campaigns set up with clean testing budgets.',
    },
    {
      title: 'Catalogue ads',
      detail:
        'Product catalogue connected and kept in sync for dynamic retargeting and prospecting.',
    },
    {
      title: 'Lead forms and WhatsApp ads',
      detail:
        'Instant forms with qualifying questions and click-to-WhatsApp campaigns that feed your CRM.',
    },
    {
      title: 'Reporting',
      detail: 'Spend, purchases, ROAS, cost per lead and creative performance by hook and angle.',
    },
  ],
  process: [
    {
      title: 'Audit',
      body: 'We review the account, tracking, past creative and the offer, and set targets from your margins.',
    },
    {
      title: 'Fix tracking',
      body: 'Pixel, Conversions API and catalogue are made reliable before any budget is scaled.',
    },
    {
      title: 'Test creative',
      body: 'Each month we launch new concepts against a control and keep a fixed share of budget for testing.',
    },
    {
      title: 'Scale winners',
      body: 'Winning concepts get more budget and new variations; tired ads are retired before frequency hurts results.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Tracking fixed, first creative batch live and baseline cost per purchase or lead established.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Two or three testing rounds identify the hooks and angles that work; ROAS or cost per lead improves on the baseline.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Budget scales on proven concepts, with festive and sale campaigns planned on a known creative base.',
    },
  ],
  pricing: [
    {
      name: 'Starter',
      startingFromInr: 20000,
      unit: 'per month',
      includes: [
        'Ad spend up to ₹1.5 lakh a month',
        'Pixel and Conversions API set-up',
        '6 static or carousel creatives a month',
        'Lead form or WhatsApp campaign',
        'Monthly report',
      ],
      bestFor: 'Local businesses and new D2C brands',
    },
    {
      name: 'Growth',
      startingFromInr: 45000,
      unit: 'per month',
      includes: [
        'Ad spend ₹1.5 lakh to ₹6 lakh a month',
        '12 creatives a month including 4 short videos',
        'Catalogue and retargeting campaigns',
        'Weekly creative test reports',
        'Fortnightly review',
      ],
      bestFor: 'Growing D2C brands and lead-generation businesses',
    },
    {
      name: 'Scale',
      startingFromInr: 90000,
      unit: 'per month',
      includes: [
        'Ad spend above ₹6 lakh a month',
        '20 or more creatives a month with UGC creators',
        'Regional-language creative',
        'Festive campaign planning',
        'Dedicated creative strategist',
        'Weekly call',
      ],
      bestFor: 'Brands spending seriously on Meta as their main growth channel',
    },
  ],
  pricingNote:
    'Fees exclude GST and ad spend, which you pay to Meta directly. Creative volume is the biggest cost driver: UGC creator videos cost ₹3,000 to ₹15,000 each depending on the creator, and shoots with models or locations are quoted separately.',
  tools: [
    'Meta Ads Manager',
    'Meta Events Manager',
    'Conversions API',
    'Meta Ad Library',
    'Shopify',
    'Figma',
    'Canva',
    'CapCut',
    'Adobe Premiere Pro',
    'WhatsApp Business API',
  ],
  faqs: [
    {
      question: 'Are Facebook ads still worth it after the iOS privacy changes?',
      answer:
        'Yes, especially in India where Android dominates. The fix for lost signal is the Conversions API, sending events from your server, plus judging results on blended revenue rather than only what Meta reports.',
    },
    {
      question: 'What budget do Meta ads need?',
      answer:
        'A useful test starts at about ₹1,000 to ₹2,000 a day. Below that, campaigns struggle to leave the learning phase and creative tests take too long to read.',
    },
    {
      question: 'Should we use lead forms or send people to our website?',
      answer:
        'Instant forms give more leads at a lower cost, but lower quality. We add qualifying questions and instant WhatsApp follow-up, and compare both routes on cost per qualified lead.',
    },
    {
      question: 'How many creatives do we need each month?',
      answer:
        'Most accounts need six to twenty new creatives a month, depending on spend. At higher budgets creative fatigue sets in within two to three weeks.',
    },
    {
      question: 'Do ads in Hindi or regional languages perform better?',
      answer:
        'Outside the metros they often do, with cheaper clicks and higher engagement. We test native-language hooks against English for each audience rather than assuming.',
    },
    {
      question: 'Can you run click-to-WhatsApp ads?',
      answer:
        'Yes. They suit businesses that close sales in chat. We connect them to the WhatsApp Business API with auto-replies and routing so no enquiry waits.',
    },
  ],
  related: [
    'service:social-media',
    'service:ppc',
    'service:youtube-marketing',
    'service:ecommerce-seo',
    'service:email',
  ],
  quoteService: 'facebook-ads',
  deliverableSample: {
    kind: 'tree',
    title: 'ad account structure',
    client: 'a Mumbai D2C skincare brand',
    levels: ['Campaign', 'Ad set', 'Ad'],
    root: 'Sales · Advantage+ · ₹25,000/day',
    branches: [
      {
        name: 'Women 22–34, skincare interests',
        leaves: ['Reel: 7-day routine', 'Carousel: bestsellers'],
      },
      {
        name: 'Lookalike 1%: past buyers',
        leaves: ['UGC video: dermatologist review', 'Static: free shipping'],
      },
      {
        name: 'Retarget: cart, 14 days',
        leaves: ['Catalogue: items left in cart'],
      },
    ],
  },
  highlight: {
    value: '4.1x',
    label:
      'return on ad spend reached by a Mumbai D2C skincare brand after our creative testing programme, up from 1.9x',
  },
};
