// Content of the Local Business SEO niche page (/services/local-business-seo): SEO for neighbourhood shops and services.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'A salon in Koramangala, a gym in Vaishali Nagar, a mobile repair shop in Lajpat Nagar or a tuition centre in Kankarbagh lives on customers from a few kilometres around it. Those customers search on their phones, in English, Hindi or their own language, and usually call or WhatsApp straight from Google Maps without visiting a website at all. For a neighbourhood business, ranking on Maps, a strong rating and quick replies matter more than anything else online.',
    'Our local business SEO package is built for owners with little time and a modest budget. We set up and manage your Google Business Profile, make your listings consistent on JustDial, Sulekha and the apps your customers use, set up a simple WhatsApp review request your staff send after each visit, and build a one-page or small website that tells Google exactly what you do and where. Every month we report what you care about: calls, WhatsApp messages, direction requests and new reviews.',
  ],
  audience: [
    'Salons, spas, gyms and yoga studios competing with several similar businesses on the same street',
    'Repair and home services such as AC servicing, plumbing, pest control and appliance repair',
    'Coaching and tuition centres, driving schools and activity classes for children',
    'Pharmacies, opticians, bakeries, sweet shops and speciality stores in residential markets',
    'Owners in Tier-2 and Tier-3 cities where few competitors manage their listings well',
  ],
  deliverables: [
    {
      title: 'Google Business Profile set-up',
      detail:
        'Verified listing with correct category, services, prices, photos, hours and WhatsApp or call buttons.',
    },
    {
      title: 'Directory listings',
      detail:
        'Consistent details on JustDial, Sulekha, Facebook, Apple Maps, Bing Places and relevant niche apps.',
    },
    {
      title: 'Review system',
      detail:
        'A WhatsApp message and QR code at the counter that make reviewing take under a minute.',
    },
    {
      title: 'Review replies',
      detail: 'Polite, personal replies to every review in the language it was written.',
    },
    {
      title: 'Simple website or page',
      detail:
        'A fast one-page or five-page site with services, prices, location, timings and LocalBusiness schema.',
    },
    {
      title: 'Monthly posts and photos',
      detail: 'Offers, festival timings and new photos posted to keep the listing fresh.',
    },
    {
      title: 'Plain-language report',
      detail:
        'Calls, messages, direction requests and reviews each month, on one page or a WhatsApp summary.',
    },
  ],
  process: [
    {
      title: 'Quick audit',
      body: 'A 30-minute call and a check of your listings, reviews and nearby competitors.',
    },
    {
      title: 'Set up',
      body: 'We fix or create your listings, add photos and services, and set up the review system.',
    },
    {
      title: 'Keep it active',
      body: 'Every month we post, upload photos, reply to reviews and answer questions on your profile.',
    },
    {
      title: 'Report simply',
      body: 'A short monthly summary of calls, messages and reviews, with one or two suggestions.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome: 'Listings fixed and verified, photos and services added, review requests started.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Review count and rating rise; the listing appears in map results for your main services nearby.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'More calls and walk-ins from a wider area, and a rating that makes you the obvious choice on your street.',
    },
  ],
  pricing: [
    {
      name: 'Listing care',
      startingFromInr: 12000,
      unit: 'per month',
      includes: [
        'Google Business Profile management',
        '4 posts and 10 photos a month',
        'Review replies',
        'JustDial and Sulekha consistency',
        'WhatsApp monthly summary',
      ],
      bestFor: 'One shop, studio or service business',
    },
    {
      name: 'Local growth',
      startingFromInr: 22000,
      unit: 'per month',
      includes: [
        'Everything in Listing care',
        'Five-page website with hosting',
        'Review QR code and WhatsApp flow',
        'Local service pages for nearby areas',
        'Hindi or regional-language content',
      ],
      bestFor: 'Businesses ready to grow beyond their immediate area',
    },
  ],
  pricingNote:
    'Prices exclude GST. A website built as a one-off instead of within the plan starts at ₹25,000. Extra branches, heavily duplicated or suspended listings and content in more than one language add to the fee.',
  tools: [
    'Google Business Profile',
    'JustDial',
    'Sulekha',
    'WhatsApp Business',
    'Local Falcon',
    'Canva',
    'WordPress',
    'GA4',
  ],
  faqs: [
    {
      question: 'Do small shops really need SEO?',
      answer:
        'They need local SEO: a complete Google listing, good reviews and consistent details. That is what puts you in the map results people use when they search nearby.',
    },
    {
      question: 'Do we need a website if we have a Google listing?',
      answer:
        'The listing matters most, but even a simple website helps Google trust your details and gives you pages for each service and nearby area.',
    },
    {
      question: 'Should we pay for JustDial or Sulekha premium listings?',
      answer:
        'Only if they bring calls you can measure. In many categories a free, accurate listing plus a strong Google profile does most of the work. We test before you spend.',
    },
    {
      question: 'How do we get more Google reviews?',
      answer:
        'Ask every customer, every time, at the moment they are happy, with a direct link that opens the review box. A QR code at the counter and a WhatsApp message after service work best.',
    },
    {
      question: 'We are too busy to send photos and updates. Can you handle it?',
      answer:
        'Yes. A staff member sends us photos on WhatsApp once a week and we take care of the rest: editing, posting and writing the updates.',
    },
  ],
  related: [
    'service:seo/local',
    'service:social-media',
    'service:web-design',
    'service:food-restaurant-seo',
    'service:facebook-ads',
  ],
  quoteService: 'seo',
  sibling: {
    pageId: 'service:seo/local',
    whenToChoose:
      'Running several branches, a clinic chain or a franchise? Local SEO manages a Business Profile and a location page for every branch, with reporting per location.',
  },
  deliverableSample: {
    kind: 'keywords',
    title: 'local keyword plan',
    client: 'a bakery with two branches in Indore',
    rows: [
      {
        keyword: 'cake shop near me',
        searches: 9900,
        intent: 'local',
        page: 'Business Profile',
      },
      {
        keyword: 'eggless cake delivery indore',
        searches: 1300,
        intent: 'transactional',
        page: '/order/eggless-cakes',
      },
      {
        keyword: 'custom birthday cake vijay nagar',
        searches: 260,
        intent: 'local',
        page: '/vijay-nagar',
      },
      {
        keyword: 'bakery open late night indore',
        searches: 170,
        intent: 'local',
        page: 'Business Profile hours',
      },
    ],
  },
  highlight: {
    value: '4.7★',
    label:
      'average Google rating of local business clients after six months, up from 4.1 with four times as many reviews',
  },
};
