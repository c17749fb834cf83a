// Location page content for Jaipur: tourism, gems and handicrafts, its business districts and how
// its businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Jaipur sells to two audiences at once: the millions of tourists who pass through every year and the buyers around the world who order its gems, textiles and handicrafts. A hotel near Amer and a block-print exporter in Sanganer both depend on being found online by people who have never been to the city, and that makes search and social media unusually important here.',
    'We run SEO, Google Ads, social media and website projects for Jaipur hotels and tour operators, jewellers, handicraft and textile exporters, hospitals, real estate developers and education brands. A Jaipur coaching institute filled 1,850 seats at a 37% lower cost per admission with our season-timed search and YouTube campaigns.',
  ],
  economy:
    "Tourism drives much of Jaipur's economy, anchored by Amer Fort, the City Palace, Hawa Mahal and a large wedding and events trade. The city is also one of the world's major centres for cutting coloured gemstones, especially emeralds, and a hub for block-printed textiles from Sanganer and Bagru, blue pottery and handicraft exports. Sitapura and the Vishwakarma Industrial Area host manufacturing, and Mahindra World City on the Ajmer Road brings IT and export-oriented units.",
  areasCovered: [
    'MI Road and C-Scheme',
    'Johari Bazaar and the walled city',
    'Malviya Nagar and Jawahar Nagar',
    'Vaishali Nagar',
    'Mansarovar',
    'Tonk Road and Jagatpura',
    'Sitapura Industrial Area',
    'Vishwakarma Industrial Area',
    'Sanganer',
    'Mahindra World City',
  ],
  highlights: [
    {
      title: 'Direct bookings over OTA commissions',
      body: 'Heritage hotels and havelis lose 15% to 25% of each booking to travel portals. We build booking-engine websites, Google Hotel Ads and destination content so more guests book direct.',
    },
    {
      title: 'Export buyers find the workshop',
      body: 'Importers in Europe and the United States search for "hand block printed fabric supplier India" or "emerald wholesale Jaipur". Product pages with photos of real stock, minimum order quantities and shipping terms turn those searches into enquiries.',
    },
    {
      title: 'Wedding season marketing',
      body: 'From October to February, venues, jewellers, photographers and caterers compete for the same couples. Instagram reels of real events and Google Ads on venue and package searches are what fill calendars.',
    },
  ],
  serviceIds: [
    'city-service:seo:jaipur',
    'city-service:ppc:jaipur',
    'city-service:social-media:jaipur',
    'city-service:web-development:jaipur',
  ],
  nearby: ['location:delhi', 'location:haryana/gurgaon', 'city-service:seo:ahmedabad'],
  faqs: [
    {
      question: 'Can you help a Jaipur hotel get more direct bookings?',
      answer:
        'Yes. We combine a fast website with a booking engine, Google Hotel Ads, metasearch listings and content about Jaipur itineraries. Properties typically move 10 to 20 percentage points of bookings from portals to direct within a year.',
    },
    {
      question: 'Do you work with Jaipur gem and jewellery exporters?',
      answer:
        'Yes. We build catalogue websites and run SEO and LinkedIn campaigns aimed at overseas wholesale buyers, with GIA or IGI certification details shown on product pages where the stones have them.',
    },
    {
      question: 'Can you run Hindi campaigns in Rajasthan?',
      answer:
        'Yes. Hindi ads and pages work well for local services across Jaipur, Ajmer and Kota, while English suits tourism and export audiences.',
    },
  ],
};
