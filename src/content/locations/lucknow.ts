// Location page content for Lucknow: Uttar Pradesh's capital, its business districts and how its
// businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Lucknow is growing fast and its buyers are moving online just as fast. A decade ago most of the city's hospitals, schools and showrooms relied on newspaper inserts and hoardings on Kapoorthala crossing; today the same customers search on their phones, in Hindi as often as English, and expect a WhatsApp reply within minutes.",
    'We run SEO, Google Ads, social media and website projects for Lucknow hospitals and diagnostic centres, schools and coaching institutes, real estate developers, chikankari and apparel brands, and restaurants. Most campaigns reach beyond the city to the towns of central and eastern Uttar Pradesh that come to Lucknow for healthcare, education and shopping.',
  ],
  economy:
    "As the capital of India's most populous state, Lucknow's economy runs on government, services, healthcare and education, with SGPGI, KGMU and a growing private hospital sector drawing patients from across the state. Chikankari embroidery from the Chowk area supports thousands of artisans and a national apparel trade, while the Amausi and Chinhat industrial areas and IT City on Sultanpur Road add manufacturing and technology jobs. New expressways have turned the city into a logistics and real estate hub for the region.",
  areasCovered: [
    'Hazratganj',
    'Gomti Nagar and Vibhuti Khand',
    'Aliganj and Kapoorthala',
    'Indira Nagar',
    'Aminabad and Chowk',
    'Alambagh',
    'Sushant Golf City and Shaheed Path',
    'Amausi Industrial Area',
    'Chinhat',
  ],
  highlights: [
    {
      title: 'Hindi search is the majority',
      body: 'A large share of local searches in Lucknow are typed or spoken in Hindi. Hindi landing pages and ads, with English kept for professional services, reach the audience that competitors’ English-only campaigns miss.',
    },
    {
      title: 'Regional catchment campaigns',
      body: 'Patients and students travel to Lucknow from Barabanki, Sitapur, Rae Bareli and beyond. We target those districts with specific messaging about travel, stay and fees, not just the city.',
    },
    {
      title: 'Chikankari goes national',
      body: 'Lucknow chikankari brands sell across India through Instagram and their own stores. Shoppable catalogues, artisan stories and creator collaborations turn a local craft into a D2C business.',
    },
  ],
  serviceIds: [
    'city-service:seo:lucknow',
    'city-service:ppc:lucknow',
    'city-service:social-media:lucknow',
    'city-service:web-development:lucknow',
  ],
  nearby: ['location:uttar-pradesh/noida', 'location:delhi', 'city-service:seo:dehradun'],
  faqs: [
    {
      question: 'Do Lucknow businesses need Hindi websites?',
      answer:
        'For consumer businesses, usually yes. We often build bilingual sites with Hindi landing pages for ads, because Hindi pages tend to convert better for local services, healthcare and education enquiries.',
    },
    {
      question: 'What does Google Ads cost in Lucknow?',
      answer:
        'Clicks are typically 30% to 50% cheaper than in Delhi for the same category. A clinic or coaching centre can start with ₹20,000 to ₹40,000 a month in media and see meaningful lead volume.',
    },
    {
      question: 'Can you help a chikankari brand sell online?',
      answer:
        'Yes. We set up Shopify or WooCommerce stores, Meta catalogue ads and Instagram content that shows the craft, and we handle marketplace listings where they make sense.',
    },
  ],
};
