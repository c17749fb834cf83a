// Industry page content for agriculture: marketing for agri-input companies, agritech and FPOs in
// regional languages, and the rules on seed, fertiliser and pesticide claims.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Indian farmers have become active internet users. Cheap mobile data put YouTube, WhatsApp and Facebook in almost every village, and farmers now watch crop videos, compare seed varieties and follow agronomists online in Hindi, Marathi, Telugu, Punjabi and other languages. Many still buy through the local dealer, but the dealer is increasingly asked for a product the farmer saw on a phone.',
    'Marketing in agriculture follows the crop calendar. Kharif sowing from June, rabi sowing from October, and spraying and harvest windows in between decide when farmers choose seeds, fertilisers, crop protection and equipment. Campaigns outside those windows mostly waste money.',
    'We work with seed, fertiliser and crop-protection companies, farm machinery makers, agritech platforms, dairy and poultry businesses and farmer producer organisations.',
  ],
  challenges: [
    {
      title: 'Many languages, many regions',
      body: 'A national brand may need content in eight or more languages, each with local crop and dialect references.',
    },
    {
      title: 'Dealer-driven sales',
      body: 'Most purchases still happen at the dealer counter, making it hard to link digital campaigns to sales.',
    },
    {
      title: 'Trust in claims',
      body: 'Farmers have been burned by spurious inputs and are sceptical of yield promises from brands they do not know.',
    },
    {
      title: 'Short seasonal windows',
      body: 'Sowing decisions are made in a few weeks, so a late campaign misses the whole season.',
    },
  ],
  strategies: [
    {
      title: 'Regional-language video',
      body: 'YouTube and Facebook videos with real farmers and field demonstrations, in the local language, timed to each sowing season.',
    },
    {
      title: 'Dealer campaigns',
      body: 'Dealer-locator pages, dealer-branded WhatsApp creatives and search campaigns for new dealership enquiries.',
    },
    {
      title: 'Missed-call and WhatsApp funnels',
      body: 'Missed-call numbers and WhatsApp chatbots that capture farmer enquiries and route them to the nearest dealer or field officer.',
    },
    {
      title: 'Crop advisory content',
      body: 'Guides to pests, diseases and nutrition for each crop that rank in search and position the brand as an expert.',
    },
  ],
  kpis: [
    {
      name: 'Cost per farmer enquiry',
      benchmark: '₹20 to ₹80 through regional video and WhatsApp',
      why: 'Farmer audiences are large and cheap to reach when content fits.',
    },
    {
      name: 'Video views from target districts',
      benchmark: '30% to 50% of views completed for demo videos',
      why: 'Completion shows the content holds a farmer’s attention.',
    },
    {
      name: 'Enquiries passed to dealers',
      benchmark: 'Above 70% followed up within 48 hours',
      why: 'Unfollowed leads waste the campaign and annoy farmers.',
    },
    {
      name: 'New dealer enquiries',
      benchmark: '20 to 60 a month for a regional brand',
      why: 'Distribution growth is often the fastest route to sales.',
    },
    {
      name: 'Sales uplift in campaign districts',
      benchmark: '10% to 25% against comparable districts',
      why: 'Compares sell-out where campaigns ran with where they did not.',
    },
  ],
  caseStudy: {
    title: 'A seed company grows dealer demand in Marathwada',
    situation:
      'A mid-size hybrid seed company was launching a cotton variety in Maharashtra and relied on dealer meetings and wall paintings that were hard to measure.',
    actions: [
      'Filmed Marathi field-day videos with farmers who grew the variety',
      'Ran YouTube and Facebook campaigns in target districts from late April',
      'Set up a missed-call number that routed enquiries to the nearest dealer',
      'Compared sales in campaign districts with similar districts without ads',
    ],
    results: [
      { label: 'Farmer enquiries in the season', value: '41,000' },
      { label: 'Cost per enquiry', value: '₹34' },
      { label: 'Sales uplift in campaign districts', value: '18%' },
    ],
  },
  regulations: [
    {
      title: 'Insecticides Act, 1968',
      body: 'Crop-protection products may only be promoted for the crops, pests and doses approved in their registration, and labels and ads must match those approvals.',
    },
    {
      title: 'Seeds and fertiliser rules',
      body: 'The Seeds Act, 1966 and the Fertiliser (Control) Order, 1985 set labelling and quality standards. Claims about germination, yield or nutrient content must be supportable.',
    },
  ],
  serviceIds: [
    'service:youtube-marketing',
    'service:facebook-ads',
    'service:content',
    'service:ai-automation',
    'service:seo',
  ],
  faqs: [
    {
      question: 'Do farmers really respond to digital marketing?',
      answer:
        'Yes. Farmers are heavy users of YouTube and WhatsApp, and well-made regional videos with real farmers reach them at a lower cost than most offline media.',
    },
    {
      question: 'How do you measure sales when farmers buy from dealers?',
      answer:
        'We track enquiries passed to dealers and compare sales in districts where campaigns ran against similar districts where they did not.',
    },
    {
      question: 'Which languages do you work in?',
      answer:
        'Hindi, Marathi, Punjabi, Gujarati, Telugu, Kannada and Tamil are the most common, with native writers and local reviewers.',
    },
    {
      question: 'Can you help an FPO sell directly?',
      answer:
        'Yes. We build simple catalogue sites, marketplace listings and WhatsApp ordering for FPOs selling produce to retailers and consumers.',
    },
  ],
};
