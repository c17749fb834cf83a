// Content of the Travel & Tourism SEO niche page (/services/travel-tourism-seo): SEO for hotels, tour operators and agencies.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Indian travel search is dominated by online travel agencies. Search for a hotel in Udaipur, a houseboat in Alleppey or a Spiti Valley tour and MakeMyTrip, Booking.com, Agoda, Goibibo and TripAdvisor fill the page, taking commissions of 15% to 25% on every booking they send. Independent hotels, homestays and tour operators end up paying for customers who would happily have booked direct, if only they could find them.',
    'Travel SEO wins those guests back in three ways. Your hotel or company appears strongly for its own name, on Google Maps and in Google\'s hotel results with free booking links, so travellers who have heard of you do not detour through an OTA. Destination and experience content targets the searches travellers make while still planning ("things to do in Coorg in monsoon", "Char Dham yatra route by road", "Kerala backwaters itinerary for 5 days"), which OTAs answer badly. And itinerary and package pages convert planners into direct enquiries on WhatsApp, where Indian travellers prefer to ask questions before paying.',
    'Seasonality drives everything in travel. Hill stations peak in May and June, Goa and Rajasthan from October to March, Kerala has a monsoon wellness season, and long weekends and school holidays create sharp spikes. We publish and refresh seasonal pages two to three months before each peak.',
  ],
  audience: [
    'Independent and boutique hotels, resorts and homestays paying heavy OTA commissions',
    'Tour operators running domestic circuits, pilgrimages, treks and adventure trips',
    'Travel agencies selling international packages to Indian travellers, such as Dubai, Thailand, Bali and Europe',
    'Inbound tour operators attracting foreign tourists to India',
    'Wedding, wellness and Ayurveda retreats selling high-value stays',
  ],
  deliverables: [
    {
      title: 'Booking-engine and Maps visibility',
      detail:
        'Google Business Profile, hotel schema and free booking links connected to your booking engine.',
    },
    {
      title: 'Destination guides',
      detail: 'Detailed guides to your destination by season, written from local knowledge.',
    },
    {
      title: 'Itinerary and package pages',
      detail:
        'Day-by-day itineraries with inclusions, prices, best months and WhatsApp enquiry buttons.',
    },
    {
      title: 'Seasonal content calendar',
      detail:
        'Pages for monsoon, winter, festivals, long weekends and school holidays, refreshed each year.',
    },
    {
      title: 'Review strategy',
      detail:
        'Guest review requests on Google and TripAdvisor after checkout, with replies managed.',
    },
    {
      title: 'Multilingual pages',
      detail:
        'Pages in Hindi for domestic travellers and in other languages for inbound markets where they matter.',
    },
    {
      title: 'Direct booking tracking',
      detail:
        'Bookings and enquiries from organic search tracked through your booking engine and WhatsApp.',
    },
  ],
  process: [
    {
      title: 'Know the property or tours',
      body: 'We learn what makes your property or trips distinct and which guests book most profitably.',
    },
    {
      title: 'Map the travel journey',
      body: 'Searches are mapped from dreaming to planning to booking, with seasonal timing.',
    },
    {
      title: 'Fix direct visibility',
      body: 'Brand search, Maps and free booking links are fixed first so existing demand books direct.',
    },
    {
      title: 'Publish ahead of seasons',
      body: 'Guides and itineraries go live months before each peak and are updated every year.',
    },
    {
      title: 'Measure direct bookings',
      body: 'Reports compare direct and OTA bookings and the commission saved.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Brand search, Google Business Profile and booking links fixed; seasonal content plan ready.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Itinerary and guide pages ranking for planning searches; direct enquiries on WhatsApp rise.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Direct bookings take a larger share of revenue each season, cutting OTA commission.',
    },
  ],
  pricing: [
    {
      name: 'Property',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'One hotel, resort or homestay',
        'Google Business Profile and free booking links',
        '3 destination or experience pages a month',
        'Review requests and replies',
        'Direct booking tracking',
      ],
      bestFor: 'Independent hotels, homestays and resorts',
    },
    {
      name: 'Tour operator',
      startingFromInr: 45000,
      unit: 'per month',
      includes: [
        'Up to 30 itinerary and package pages',
        '6 destination guides a month',
        'Seasonal landing page programme',
        'WhatsApp enquiry tracking',
        'Hindi content for domestic travellers',
        'Fortnightly review',
      ],
      bestFor: 'Tour operators and travel agencies with many packages',
    },
  ],
  pricingNote:
    "Prices exclude GST. The number of properties, destinations and packages, languages for inbound markets and photography needs drive the fee. Booking engine integration work is quoted separately if your current engine does not support Google's free booking links.",
  tools: [
    'Google Business Profile',
    'Google Hotel Center',
    'Google Search Console',
    'GA4',
    'TripAdvisor Management Center',
    'Ahrefs',
    'Semrush',
    'WhatsApp Business API',
  ],
  faqs: [
    {
      question: 'Can a hotel really get more direct bookings through SEO?',
      answer:
        'Yes. Many guests find you on an OTA and then search your name. If your site, Google profile and free booking links show clearly, a good share book direct, saving you commission.',
    },
    {
      question: "What are Google's free hotel booking links?",
      answer:
        'Google shows bookable rates from your own website next to OTA prices in its hotel results at no cost, once your booking engine is connected through a supported partner.',
    },
    {
      question: 'When should we publish content for the travel season?',
      answer:
        'Two to three months before travellers plan: March for summer hill-station trips, July for the October-to-March season in Goa and Rajasthan, and earlier for long international trips.',
    },
    {
      question: 'Should we stop listing on OTAs?',
      answer:
        'No. OTAs bring guests who would never find you otherwise. The aim is to stop paying commission on guests who already know you and would book direct.',
    },
    {
      question: 'Do tour packages need prices on the website?',
      answer:
        'Show "from" prices with clear inclusions. Travellers compare constantly, and pages with prices get more qualified WhatsApp enquiries than "contact us for price" pages.',
    },
  ],
  related: [
    'service:seo/local',
    'service:content',
    'service:facebook-ads',
    'service:youtube-marketing',
    'service:ppc',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a Kerala houseboat operator',
    rows: [
      {
        keyword: 'alleppey houseboat booking',
        searches: 8100,
        intent: 'transactional',
        page: '/houseboats',
      },
      {
        keyword: 'houseboat price per night',
        searches: 2400,
        intent: 'commercial',
        page: '/houseboats/prices',
      },
      {
        keyword: 'kerala backwaters itinerary',
        searches: 1600,
        intent: 'informational',
        page: '/guides/3-day-itinerary',
      },
      {
        keyword: 'kumarakom vs alleppey',
        searches: 590,
        intent: 'informational',
        page: '/guides/kumarakom-vs-alleppey',
      },
    ],
  },
  highlight: {
    value: '₹18 lakh',
    label:
      'OTA commission a Rajasthan heritage hotel client saved in one season by moving bookings to its own website',
  },
};
