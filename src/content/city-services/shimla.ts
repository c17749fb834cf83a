// Shimla's city-service content: the profile of Himachal Pradesh's capital and its SEO page, written
// for hill tourism, homestays, apple growers and the practical limits of a mountain town.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'shimla',
    economy:
      "Shimla is Himachal Pradesh's capital, so the state secretariat, the High Court, Himachal Pradesh University and government offices are its steadiest employers. Tourism is the other pillar: hotels, homestays, taxis and shops around the Mall Road, Kufri and Mashobra depend on summer visitors from Delhi, Punjab and Haryana and on snow-seekers in winter. The surrounding district grows most of Himachal's apples, and the orchards of Kotkhai, Jubbal, Theog and Rohru make the July-to-October harvest the biggest commercial event of the year.",
    keyIndustries: [
      'Tourism, hotels and homestays',
      'Apple and horticulture',
      'Government and public administration',
      'Education',
      'Handicrafts and woollens',
      'Taxi and travel services',
    ],
    localities: [
      'Mall Road and The Ridge',
      'Lakkar Bazaar and Lower Bazaar',
      'Sanjauli',
      'Chhota Shimla and Kasumpti',
      'New Shimla',
      'Kufri and Mashobra',
      'Tutikandi',
      'Theog and Kotkhai',
    ],
    nearby: ['chandigarh', 'dehradun', 'delhi'],
  },
  services: {
    seo: {
      intro: `Almost every visitor to Shimla starts with a Google search, often on the drive up from Kalka with patchy mobile signal: where to stay, whether the road to Kufri is open, where to eat off the Mall. Local hotels, homestays and taxi operators that answer those questions well win bookings that would otherwise go to online travel agencies. We do SEO for Shimla businesses remotely from ${officeLocality}, with visits in the shoulder seasons when owners have time to plan.`,
      localMarket:
        "Hotels and homestays are the largest group of SEO buyers in Shimla, and they compete for searches like 'hotel with mountain view in shimla', 'homestay near mashobra' or 'शिमला में सस्ता होटल'. Taxi operators want 'shimla to manali taxi' and 'shimla sightseeing taxi' traffic, and cafés and restaurants want to appear when visitors on the Ridge search on their phones. Apple growers and collectives increasingly sell boxes of Royal Delicious and newer varieties directly to homes in Delhi, Chandigarh and Bangalore, and they need to rank for 'buy shimla apples online' during a short harvest window. Seasonality is sharp: summer peaks in May and June, snowfall searches explode from late December to February, the monsoon brings landslide worries and a slump in July and August, and the apple season runs from July to October.",
      competition:
        'Searches for a room in Shimla show a wall of booking apps and listicles, and a hillside property only breaks through on precise queries and on the Maps results shown to people already in town. Many hotels have listings with outdated photos, wrong phone numbers or duplicate profiles created by agents, which makes Google results confusing for travellers. Apple and woollen keywords are contested by marketplaces and sellers who use the Shimla name for produce from elsewhere.',
      approach: [
        {
          title: 'Fix listings before anything else',
          body: 'We clean up duplicate Google Business Profiles, correct phone numbers and map pins, and add recent photos that show the real view, parking and the walk from the nearest road. In a town where many properties are reached by steps or a steep lane, accurate directions prevent bad reviews.',
        },
        {
          title: 'Answer what travellers actually worry about',
          body: 'We write pages and posts on parking, road conditions, snowfall timing, the toy train and heating, updated each season. These honest, specific answers rank above generic travel content and bring direct bookings.',
        },
        {
          title: 'Sell the harvest directly',
          body: 'Apple growers get simple product pages with variety, grade, box weight and dispatch dates, published before the season, and a WhatsApp order flow that works when the grower is in the orchard with a weak signal.',
        },
        {
          title: 'Work around mountain connectivity',
          body: 'Owners often manage their business on a phone in patchy coverage, so we keep approvals to quick WhatsApp messages, batch questions into one weekly call, and visit in April and November, the quieter months.',
        },
      ],
      example: {
        title: 'An orchard collective near Kotkhai',
        body: 'A group of eight apple-growing families wanted to sell part of their harvest directly instead of through commission agents at the mandi. We built a small site with pages for each variety and box size, wrote about the orchards, the altitude and the harvest calendar, registered a Google Business Profile for the packing shed, and published content in June so it ranked by the time picking began. In the first season, direct orders covered a meaningful part of the crop at better prices than the mandi.',
        metrics: [
          { label: 'Direct boxes sold in one season', value: '2,650' },
          { label: 'Price gain over mandi rate', value: '₹400 to ₹700 per box' },
          { label: 'Repeat orders the next season', value: '38%' },
        ],
      },
      pricing: {
        startingFrom: '₹12,000 per month',
        includes: [
          'Google Business Profile clean-up and management',
          'Technical check of site speed on hill-network connections',
          'Two seasonal pages or guides a month',
          'Review requests sent after each stay or delivery',
          'Monthly report on calls, bookings and orders',
        ],
        note: 'Shimla SEO is among our most affordable plans because most gains come from listings and a few well-written pages rather than large content programmes. Hotels with several properties, or growers who want an online shop, usually spend ₹18,000 to ₹30,000 a month in the run-up to their season. Some seasonal businesses pause in the quiet months, and we can scale the plan down rather than stop entirely.',
      },
      faqs: [
        {
          question: 'Can a small homestay compete with big hotels online?',
          answer:
            'Yes, for specific searches like homestays in a particular area or with a particular view. Accurate listings, real photos and good reviews often matter more than size.',
        },
        {
          question: 'When should a Shimla hotel start SEO?',
          answer:
            'By February for the summer season and by September for snow-season traffic. Pages need a few months to rank before demand rises.',
        },
        {
          question: 'Do you visit Shimla?',
          answer:
            'Yes, usually twice a year for photography and planning, avoiding the peak weeks when owners are busiest. Everything else is handled remotely.',
        },
        {
          question: 'Our internet is unreliable. Can we still work together?',
          answer:
            'Yes. We work through WhatsApp messages and short calls, and we do not need you to log in to dashboards. Reports are sent as simple summaries you can read on a phone.',
        },
      ],
    },
  },
};
