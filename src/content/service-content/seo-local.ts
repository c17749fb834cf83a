// Content of the Local SEO page (/services/seo/local): Google Maps, Business Profile and "near me" visibility.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Local SEO wins the searches with a place in them, stated or implied: "dentist near me", "AC repair Andheri West", "best biryani in Hyderabad". Google answers these with a map pack of three businesses before any website, and most calls go to those three. Getting in depends on the relevance of your Google Business Profile, your distance from the searcher and how prominent Google thinks you are, which reviews, citations and your website decide.',
    'We work on all three levers we can influence. Your profile gets the right primary and secondary categories, services, products, photos and weekly posts. Your name, address and phone number are made consistent across JustDial, Sulekha, IndiaMART, Practo or whichever directories your customers use. Each branch gets its own location page with real local detail, and a review system asks happy customers on WhatsApp at the moment they are most likely to say yes.',
  ],
  audience: [
    'Clinics, salons, gyms, coaching centres and repair services whose customers come from within five to eight kilometres',
    'Multi-branch businesses whose Google listings were created by different staff over the years and now carry wrong hours, duplicate pins or old phone numbers',
    'Businesses in Tier-2 and Tier-3 cities where the map pack is still winnable in weeks rather than months',
    'Owners whose listing was suspended or who lost their map ranking after moving premises',
    'Franchise networks that need one system for 20 to 200 listings with local managers answering reviews',
  ],
  deliverables: [
    {
      title: 'Google Business Profile optimisation',
      detail:
        'Categories, services, attributes, products, opening hours including festival holidays, and a geo-accurate pin.',
    },
    {
      title: 'Citation clean-up and building',
      detail:
        'Consistent name, address and phone on 40+ Indian and global directories, with duplicates merged or removed.',
    },
    {
      title: 'Location pages',
      detail:
        'One page per branch with landmarks, parking, nearby localities served, staff and embedded map.',
    },
    {
      title: 'Review generation',
      detail:
        'A WhatsApp and SMS review request flow plus reply templates in English and the local language.',
    },
    {
      title: 'Weekly Google posts and photos',
      detail:
        'Offers, events and fresh photos that keep the profile active and answer common questions.',
    },
    {
      title: 'LocalBusiness schema',
      detail: 'Structured data for every branch so Google ties each location page to its listing.',
    },
    {
      title: 'Local rank grid tracking',
      detail:
        'Map rankings measured on a grid around each branch, not from one point, so you see where you win.',
    },
  ],
  process: [
    {
      title: 'Listing audit',
      body: 'We check every listing you own, find duplicates and suspensions, and scan the map pack for your top ten search terms.',
    },
    {
      title: 'Fix and verify',
      body: 'Ownership is consolidated under your Google account, details corrected and any reverification by video handled with your staff.',
    },
    {
      title: 'Build local signals',
      body: 'Citations, location pages and schema go live; review requests start with your most recent customers.',
    },
    {
      title: 'Grow and maintain',
      body: 'Weekly posts, photo uploads, review replies and monthly grid reports keep the listing active and climbing.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Listings cleaned up and verified, categories corrected, citations submitted and the review flow live.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Map pack appearances for your core "near me" terms within a 2 to 3 km radius; calls and direction requests rise visibly in the profile insights.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Review count and rating pull ahead of nearby rivals and the radius in which you rank widens to neighbouring localities.',
    },
  ],
  pricing: [
    {
      name: 'Single location',
      startingFromInr: 15000,
      unit: 'per month',
      includes: [
        'Google Business Profile optimisation and management',
        '4 Google posts and 10 photos a month',
        'Citations on 40 directories',
        'One location page',
        'Review request flow on WhatsApp',
        'Monthly rank grid report',
      ],
      bestFor: 'A clinic, shop, salon or office with one address',
    },
    {
      name: 'Multi-location',
      startingFromInr: 28000,
      unit: 'per month',
      includes: [
        'Up to 5 branches',
        'Location page and schema for each branch',
        'Review replies within 48 hours',
        'Duplicate and suspension handling',
        'Branch-wise call and direction reports',
      ],
      bestFor: 'Chains of 2 to 5 outlets in one or two cities',
    },
    {
      name: 'Network',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        '10 or more listings managed in bulk',
        'Store locator built or optimised',
        'Local manager training on reviews',
        'Regional-language posts',
        'Quarterly competitor map analysis',
      ],
      bestFor: 'Franchises, hospital groups and retail chains',
    },
  ],
  pricingNote:
    'Prices exclude GST. Cost rises with the number of branches, how messy existing listings are (suspensions and duplicates take the most time) and whether you need location pages written in regional languages. A one-off clean-up without the monthly retainer starts at ₹12,000 per location.',
  tools: [
    'Google Business Profile',
    'BrightLocal',
    'Local Falcon',
    'Whitespark',
    'Google Search Console',
    'GA4',
    'WhatsApp Business API',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'Why is my Google Business Profile not showing on Maps?',
      answer:
        'The usual causes are an unverified or suspended listing, a wrong primary category, a pin placed away from your real entrance, or a duplicate listing splitting your reviews. We find which one it is in the first audit.',
    },
    {
      question: 'Can we rank in areas where we have no office?',
      answer:
        'In the map pack, only close to your verified address; Google does not show a business far from its pin. For wider areas we build service-area pages on your website, which rank in ordinary results.',
    },
    {
      question: 'Is it allowed to ask customers for Google reviews?',
      answer:
        'Yes, you may ask every customer. What Google forbids is offering discounts or gifts for reviews, asking only happy customers through a filter, or posting reviews yourself. Our WhatsApp flow asks everyone the same way.',
    },
    {
      question: 'Do JustDial and Sulekha listings still matter?',
      answer:
        'They matter less as ranking signals than they did, but they still rank for many local searches in India and send calls directly. We keep them accurate and consistent and focus paid upgrades only where they bring leads.',
    },
    {
      question: 'What do you do about fake negative reviews?',
      answer:
        'We report reviews that break Google policy with evidence, and reply calmly and factually to the rest. A steady flow of genuine reviews is the best defence, because it buries one bad review within weeks.',
    },
    {
      question: 'We moved to a new address. Will we lose our rankings?',
      answer:
        'Some movement is normal. We update the address in the profile rather than creating a new one, so reviews carry over, then update every citation and the location page so Google sees one consistent story quickly.',
    },
  ],
  related: [
    'service:seo',
    'service:local-business-seo',
    'service:food-restaurant-seo',
    'service:web-design',
    'service:ppc',
  ],
  quoteService: 'seo',
  sibling: {
    pageId: 'service:local-business-seo',
    whenToChoose:
      'One owner-run shop, salon or repair service on a fixed small budget? Our Neighbourhood Business SEO package does the essentials for you, including a small website.',
  },
  deliverableSample: {
    kind: 'keywords',
    title: 'local keyword plan',
    client: 'a dental clinic in Indiranagar, Bangalore',
    rows: [
      {
        keyword: 'dentist in indiranagar',
        searches: 1600,
        intent: 'local',
        page: '/indiranagar',
      },
      {
        keyword: 'root canal cost bangalore',
        searches: 720,
        intent: 'commercial',
        page: '/treatments/root-canal',
      },
      {
        keyword: 'dental clinic open sunday',
        searches: 390,
        intent: 'local',
        page: 'Business Profile hours',
      },
      {
        keyword: 'teeth aligners price',
        searches: 1900,
        intent: 'commercial',
        page: '/treatments/aligners',
      },
    ],
  },
  highlight: {
    value: '3.4x',
    label:
      'average rise in calls from Google Business Profiles in the first six months of our local SEO work',
  },
};
