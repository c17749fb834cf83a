// Industry page content for e-commerce: how D2C brands and online stores in India grow profitable
// orders, and the consumer protection rules for selling online.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Indian online shopping has moved far beyond the metros. Buyers in Jaipur, Indore and Guwahati now order skincare, fashion, home goods and food online, often paying cash on delivery and expecting delivery within days. D2C brands compete with marketplaces such as Amazon, Flipkart, Myntra and Nykaa, and with quick-commerce apps that deliver in minutes.',
    'Profitable growth depends on three things: acquiring customers at a cost the first order can bear, converting visitors on a fast mobile site, and bringing customers back without paying for them again. Return-to-origin orders on COD and discount-led habits can wipe out margins if they are not managed.',
  ],
  challenges: [
    {
      title: 'Rising acquisition costs',
      body: 'Meta and Google costs rise every festive season, and copying competitors’ discounts only raises them further.',
    },
    {
      title: 'COD returns and RTO',
      body: 'Cash-on-delivery orders can be refused at the door, and return-to-origin rates of 20% to 30% erase profit on those orders.',
    },
    {
      title: 'Marketplace versus own store',
      body: 'Marketplaces bring volume but keep the customer relationship, while own stores keep margin but need traffic.',
    },
    {
      title: 'Slow mobile experience',
      body: 'Heavy themes and apps slow Shopify and WooCommerce stores on mid-range phones and patchy networks, lowering conversion.',
    },
  ],
  strategies: [
    {
      title: 'Creative testing at volume',
      body: 'New ad concepts every week on Meta, with user-generated videos and founder stories, and quick decisions on what to scale.',
    },
    {
      title: 'Conversion work on the store',
      body: 'Faster product pages, clearer delivery promises, trusted payment options and a shorter checkout raise the conversion rate.',
    },
    {
      title: 'Search and shopping for intent',
      body: 'Google Shopping and Performance Max for product searches, plus category SEO that ranks for what buyers type.',
    },
    {
      title: 'Retention by email and WhatsApp',
      body: 'Welcome, browse-abandonment, cart and replenishment journeys that bring repeat orders at almost no media cost.',
    },
    {
      title: 'COD verification',
      body: 'Automated WhatsApp confirmation of COD orders and incentives for prepaid payment reduce return-to-origin.',
    },
  ],
  kpis: [
    {
      name: 'Return on ad spend (ROAS)',
      benchmark: '2.5x to 4x blended for most D2C categories',
      why: 'The headline measure of whether paid media is profitable.',
    },
    {
      name: 'Customer acquisition cost',
      benchmark: 'Below the gross margin of the first order, or of the first 90 days',
      why: 'Decides whether growth can be funded from sales.',
    },
    {
      name: 'Conversion rate',
      benchmark: '1.5% to 3% on mobile',
      why: 'Small gains here multiply the value of every rupee spent on ads.',
    },
    {
      name: 'Return-to-origin rate',
      benchmark: 'Under 15% of COD orders',
      why: 'High RTO means paying twice for shipping with no sale.',
    },
    {
      name: 'Repeat purchase rate',
      benchmark: '25% to 40% within six months for consumables',
      why: 'Repeat customers cost nothing to acquire again.',
    },
  ],
  caseStudy: {
    title: 'A Mumbai skincare brand reaches 4.1x ROAS',
    situation:
      'A direct-to-consumer skincare brand in Mumbai was spending heavily on Meta but earning only 1.9x return on ad spend, with a checkout that lost many mobile buyers.',
    actions: [
      'Introduced weekly creative testing on Meta with user-generated videos',
      'Rebuilt the Shopify checkout and product pages for speed on mobile',
      'Added email and WhatsApp journeys for abandoned carts and repeat orders',
    ],
    results: [
      { label: 'Return on ad spend', value: '1.9x to 4.1x' },
      { label: 'Increase in return on ad spend', value: '116%' },
    ],
  },
  caseStudyId: 'case-study:mumbai-d2c-skincare-roas',
  regulations: [
    {
      title: 'Consumer Protection (E-Commerce) Rules, 2020',
      body: 'Stores must show seller details, return and refund policies, a grievance officer and country of origin, and must not manipulate prices or fake reviews.',
    },
    {
      title: 'Dark patterns and influencer disclosures',
      body: 'The CCPA’s 2023 guidelines ban dark patterns such as false urgency, basket sneaking and drip pricing, and influencer posts must clearly disclose paid partnerships.',
    },
    {
      title: 'Legal Metrology',
      body: 'Packaged goods listings must show MRP, net quantity, manufacturer details and other declarations required by the Packaged Commodities Rules.',
    },
  ],
  serviceIds: [
    'service:ecommerce-seo',
    'service:seo/ecommerce',
    'service:facebook-ads',
    'service:ppc',
    'service:email',
  ],
  faqs: [
    {
      question: 'Should we sell on marketplaces or our own store?',
      answer:
        'Usually both. Marketplaces bring buyers who search there, while your own store builds margin and customer data. We plan pricing and ads so the two do not undercut each other.',
    },
    {
      question: 'What ROAS should a new D2C brand expect?',
      answer:
        'New brands often start between 1.5x and 2.5x while they find winning creatives and offers, then improve as retention and conversion work compound.',
    },
    {
      question: 'Which platform should we build on?',
      answer:
        'Shopify suits most D2C brands for speed and apps; WooCommerce suits those who need more control or already run WordPress. We build on both.',
    },
    {
      question: 'How do we reduce COD returns?',
      answer:
        'Confirm COD orders on WhatsApp, offer a small prepaid discount, and block pin codes and buyers with repeated refusals.',
    },
  ],
};
