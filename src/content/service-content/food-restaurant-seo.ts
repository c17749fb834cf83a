// Content of the Food & Restaurant SEO niche page (/services/food-restaurant-seo): SEO for restaurants, cafés and cloud kitchens.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Diners decide where to eat on their phones, often within minutes: "South Indian breakfast near me", "rooftop restaurant in Hauz Khas", "pure veg thali in Ahmedabad", "biryani delivery open now". Google Maps answers first, with photos, ratings, price level and opening hours, and Zomato and Swiggy answer next. A restaurant that is not in the top three on Maps for its cuisine and neighbourhood is invisible at the moment of choice.',
    'Restaurant SEO starts on Google Maps. We optimise your Business Profile with the right cuisine categories, menu, dish photos, price range, dine-in, takeaway and delivery options, reservation and order links, and keep it updated for festival hours and special menus. We encourage reviews that mention dishes, because Google surfaces those phrases in search. On your website, menu pages with Menu and Restaurant schema, location pages for each outlet and pages for private dining, catering and events bring searches that aggregators do not serve well.',
    'The commercial goal is direct business. Aggregator commissions of 18% to 30% eat into thin margins, so we push direct orders through your own ordering link or WhatsApp, table reservations, and catering and party enquiries where the margin is highest. For cloud kitchens, we focus on brand search and the areas within delivery range.',
  ],
  audience: [
    'Independent restaurants and cafés competing on Maps in busy food streets and malls',
    'Multi-outlet restaurant brands and quick-service chains across several cities',
    'Cloud kitchens running several brands from one kitchen that need brand-level visibility',
    'Sweet shops, bakeries and caterers with festive peaks around Diwali, Raksha Bandhan and weddings',
    'Fine-dining and banquet venues selling private dining, corporate events and celebrations',
  ],
  deliverables: [
    {
      title: 'Google Business Profile for each outlet',
      detail:
        'Cuisine categories, menu, dish photos, attributes, order and reservation links, and festival hours.',
    },
    {
      title: 'Menu pages with schema',
      detail: 'Crawlable HTML menus, not PDFs or images, with Menu and Restaurant structured data.',
    },
    {
      title: 'Dish-focused review strategy',
      detail:
        'Review requests on the bill, table QR and WhatsApp that encourage diners to mention what they ate.',
    },
    {
      title: 'Outlet location pages',
      detail: 'A page per outlet with address, landmarks, parking, timings and directions.',
    },
    {
      title: 'Events and catering pages',
      detail:
        'Private dining, party, corporate and catering pages that capture high-value enquiries.',
    },
    {
      title: 'Aggregator listing consistency',
      detail: 'Zomato, Swiggy, EazyDiner and Magicpin listings kept consistent with Google.',
    },
    {
      title: 'Direct order tracking',
      detail:
        'Calls, direction requests, reservations, WhatsApp orders and catering enquiries tracked by outlet.',
    },
  ],
  process: [
    {
      title: 'Outlet audit',
      body: "We check every outlet's listing, reviews, photos and the Maps ranking for your main cuisines nearby.",
    },
    {
      title: 'Fix and enrich',
      body: 'Categories, menus, photos and links are completed, with a photo shoot of signature dishes if needed.',
    },
    {
      title: 'Build the site',
      body: 'Menu, outlet and event pages go live with schema and direct order options.',
    },
    {
      title: 'Keep it fresh',
      body: 'Weekly posts, seasonal menus, review replies and photo updates keep listings active.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Listings cleaned up and enriched for every outlet; menu pages live; review flow running.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Outlets climb the map pack for cuisine and dish searches nearby; calls and direction requests rise.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'More direct orders and reservations, and catering and party enquiries coming from search.',
    },
  ],
  pricing: [
    {
      name: 'Single outlet',
      startingFromInr: 15000,
      unit: 'per month',
      includes: [
        'Google Business Profile management',
        'Menu page with schema',
        'Weekly posts and photo updates',
        'Review flow and replies',
        'Monthly outlet report',
      ],
      bestFor: 'An independent restaurant, café or bakery',
    },
    {
      name: 'Restaurant brand',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        'Up to 8 outlets',
        'Outlet pages and schema',
        'Events and catering pages',
        'Aggregator listing consistency',
        'Seasonal menu and festival campaigns',
        'Outlet-wise reporting',
      ],
      bestFor: 'Chains, multi-brand cloud kitchens and caterers',
    },
  ],
  pricingNote:
    'Prices exclude GST. The number of outlets and brands, photo shoots, website builds with online ordering and regional-language content change the fee. A dish photography shoot for one outlet starts at ₹15,000.',
  tools: [
    'Google Business Profile',
    'Google Search Console',
    'GA4',
    'Local Falcon',
    'Zomato for Business',
    'Swiggy Partner',
    'WhatsApp Business',
    'Canva',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'How do restaurants rank higher on Google Maps?',
      answer:
        'Accurate categories, a complete profile with menu and photos, a steady flow of recent reviews and consistent details everywhere. Distance from the searcher matters too, which we cannot change, but the rest we can.',
    },
    {
      question: 'Should our menu be a PDF or a web page?',
      answer:
        'A web page. Google reads HTML menus and can show dishes in search; PDFs and menu photos are harder to index and slow to open on mobile.',
    },
    {
      question: 'Can SEO reduce our dependence on Zomato and Swiggy?',
      answer:
        'It can move some orders direct, especially from regulars and people searching your name. Keep the aggregators for discovery, but make direct ordering easy and visible.',
    },
    {
      question: 'Do reviews that mention dishes really help?',
      answer:
        'Yes. Google highlights review phrases such as "best butter chicken" in results and uses them to match dish searches. Asking diners what they enjoyed naturally leads to those mentions.',
    },
    {
      question: 'Does a cloud kitchen need a Google Business Profile?',
      answer:
        'Google allows profiles only where customers are served in person, so many delivery-only kitchens do not qualify. We focus on brand search, the website and aggregator listings instead, and set up a profile only where it is eligible.',
    },
  ],
  related: [
    'service:seo/local',
    'service:local-business-seo',
    'service:social-media',
    'service:facebook-ads',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'local keyword plan',
    client: 'a South Indian restaurant in Noida',
    rows: [
      {
        keyword: 'south indian restaurant near me',
        searches: 6600,
        intent: 'local',
        page: 'Business Profile',
      },
      {
        keyword: 'best dosa in noida',
        searches: 1300,
        intent: 'local',
        page: '/menu/dosa',
      },
      {
        keyword: 'restaurants in sector 18 noida',
        searches: 2400,
        intent: 'local',
        page: '/sector-18',
      },
      {
        keyword: 'party hall for 50 people noida',
        searches: 320,
        intent: 'commercial',
        page: '/private-dining',
      },
    ],
  },
  highlight: {
    value: '2.6x',
    label:
      'rise in direction requests and calls for restaurant outlets in the first four months of our Maps work',
  },
};
