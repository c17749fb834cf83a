// The full story of the Mumbai D2C skincare case study: Meta creative testing and a rebuilt
// Shopify checkout that lifted return on ad spend from 1.9x to 4.1x.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'mumbai-d2c-skincare-roas',
  clientType: 'Direct-to-consumer skincare brand',
  duration: '7 months',
  services: ['service:facebook-ads', 'service:social-media', 'service:web-design'],
  challenge: [
    'The client is a three-year-old skincare brand based in Lower Parel, Mumbai, selling sunscreens, serums and moisturisers formulated for humid Indian weather through its own Shopify store and the big marketplaces. Meta ads drove most of its website sales, at a monthly spend of about ₹6 lakh, but return on ad spend had slid to 1.9x. At that level each new customer lost money on the first order, and the founders were considering cutting ads altogether.',
    'Two problems sat underneath. The ad account ran the same four polished studio creatives for months, so frequency was high and click-through rates were falling. And the store leaked buyers at checkout: a slow theme overloaded with apps, shipping costs revealed only on the last step, and a cash-on-delivery option that accounted for more than half of orders and a 24% return-to-origin (RTO) rate on those orders.',
  ],
  plainChallenge: [
    'The client is a three-year-old skincare brand based in Lower Parel, Mumbai, selling sunscreens, serums and moisturisers formulated for humid Indian weather through its own Shopify store and the big marketplaces. Meta ads drove most of its website sales, at a monthly spend of about ₹6 lakh, but return on ad spend had slid so far that each new customer lost money on the first order, and the founders were considering cutting ads altogether.',
    'Two problems sat underneath. The ad account ran the same four polished studio creatives for months, so frequency was high and click-through rates were falling. And the store leaked buyers at checkout: a slow theme overloaded with apps, shipping costs revealed only on the last step, and a cash-on-delivery option that accounted for more than half of orders, too many of which came back as return-to-origin (RTO) parcels.',
  ],
  approach: [
    {
      title: 'Built a weekly creative testing system',
      body: "We organised creative around the five things buyers had to believe: it suits Indian skin, it survives humidity, it does not cause breakouts, the ingredients are honest, and the price is fair. Every week we tested four to six new ads, mostly Reels: dermatologist explanations, a 21-day wear test in Mumbai's monsoon, customer videos from Pune and Hyderabad, and creator reviews run as Partnership ads. Each concept was tested with three different hooks on the same footage.",
    },
    {
      title: 'Simplified the account structure',
      body: 'Fourteen ad sets with overlapping audiences became three campaigns: broad prospecting with Advantage+ audiences, a testing campaign with a fixed budget, and retargeting. Winning creatives graduated from testing to prospecting every fortnight. Purchases were measured through the Conversions API alongside the pixel, so reporting held up despite browser tracking limits.',
    },
    {
      title: 'Rebuilt the checkout and product pages',
      body: 'We moved the store to a lighter theme, removed nine apps that added scripts to every page, and brought mobile page load under two seconds. Shipping costs and delivery dates now appear on the product page. A one-click checkout with UPI and saved addresses replaced the multi-step flow, and prepaid orders earned a small discount plus free shipping.',
    },
    {
      title: 'Reduced cash-on-delivery losses',
      body: 'COD orders now receive a WhatsApp confirmation with a prompt to switch to prepaid. Unconfirmed orders are held for a call before dispatch, and pincodes with persistent RTO problems show prepaid-only checkout.',
    },
  ],
  results: [
    { label: 'Return on Meta ad spend', before: '1.9x', after: '4.1x', change: '+116%' },
    { label: 'Cost per purchase', before: '₹432', after: '₹234', change: '-46%' },
    { label: 'Checkout completion rate', before: '41%', after: '63%', change: '+22 points' },
    { label: 'Average order value', before: '₹820', after: '₹960', change: '+17%' },
    {
      label: 'Return-to-origin rate on COD orders',
      before: '24%',
      after: '13%',
      change: '-11 points',
    },
  ],
  quote: {
    text: 'We thought our problem was Meta getting expensive. It turned out to be tired creative and a checkout that made people give up. Now we test new ideas every week, and we spend more on ads because every rupee comes back four times.',
    role: 'Co-founder, the brand',
  },
  lessons: [
    'Creative volume and variety did more for return on ad spend than audience targeting, once the account structure let the algorithm learn.',
    'Customer and creator videos beat studio shoots on cost per purchase in almost every test.',
    'Checkout fixes multiplied the effect of every ad improvement, because they raised conversion on all traffic, not just paid.',
    'Cash on delivery needs managing, not removing: confirmation and prepaid incentives cut RTO without losing COD buyers.',
    'Return on ad spend is a store-wide number: page speed, shipping transparency and payment options mattered as much as the ads themselves.',
  ],
};
