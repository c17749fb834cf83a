// Guwahati's city-service content: the profile of the Northeast's gateway city and its SEO page,
// written for tea and silk brands, Northeast travel operators, hospitals and Fancy Bazaar traders.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'guwahati',
    economy:
      "Guwahati is the gateway and commercial capital of Northeast India: the wholesalers of Fancy Bazaar supply markets across seven states, and the Guwahati Tea Auction Centre is one of the largest CTC tea auction centres in the world. The city hosts Assam's capital at Dispur, an oil refinery at Noonmati, IIT Guwahati, and a cluster of hospitals that treat patients from the whole region. Tourists pass through on their way to Kaziranga, Shillong and Tawang, and nearby Sualkuchi weaves the Muga and Pat silk used in mekhela chadors.",
    keyIndustries: [
      'Wholesale trade and distribution for the Northeast',
      'Tea trade and tea brands',
      'Healthcare',
      'Tourism and travel services',
      'Assam silk and handloom',
      'Oil, logistics and construction',
    ],
    localities: [
      'Fancy Bazaar and Paltan Bazaar',
      'GS Road (Christian Basti to Ganeshguri)',
      'Dispur',
      'Zoo Road',
      'Beltola and Six Mile',
      'Jalukbari',
      'Amingaon and North Guwahati',
      'Sualkuchi',
    ],
    nearby: ['itanagar', 'imphal', 'kolkata'],
  },
  services: {
    seo: {
      intro: `Guwahati serves far more people than live in it: traders from Meghalaya and Nagaland, patients from Manipur and Arunachal, tourists heading to Kaziranga and tea lovers everywhere who want real Assam tea. Most of them look the city's businesses up online before they travel or buy. We run SEO for Guwahati companies remotely from ${officeLocality}, with Assamese writers for local content and visits planned around Bihu and the monsoon.`,
      localMarket:
        "Tea brands and estates selling directly to consumers are among Guwahati's most distinctive SEO buyers, targeting searches like 'buy assam orthodox tea online', 'first flush assam tea' or 'single estate CTC tea'. Hospitals on GS Road and in Beltola and Six Mile want patients from across the Northeast, who search for specialists and treatments rather than travel to Kolkata, Delhi or Vellore. Tour operators want 'kaziranga safari booking', 'guwahati to tawang package' and 'shillong cherrapunji tour' traffic, while silk sellers target 'pat silk mekhela chador online'. Local searches are often in Assamese or mixed, such as 'গুৱাহাটীৰ ভাল ডাক্তৰ' or 'guwahati t bhal dentist'. Demand peaks around Rongali Bihu in April, Magh Bihu in January and Durga Puja, tourism runs strongest from October to April, and pilgrims fill the city during the Ambubachi Mela at Kamakhya in June.",
      competition:
        'Tea keywords are competitive internationally, with large tea brands and marketplaces ranking well, so smaller brands must win on specific estates, grades and flushes. Travel keywords face OTAs and national tour operators, and healthcare faces hospitals in Kolkata and national chains. Local service searches in Guwahati are moderately competitive, and Assamese-language results are much less crowded.',
      approach: [
        {
          title: 'Describe the tea like a taster would',
          body: 'Tea brands get pages for each estate, flush and grade, describing liquor, aroma, brewing and origin, which is how serious buyers search and compare.',
        },
        {
          title: 'Serve the whole Northeast',
          body: 'Hospitals, traders and service firms get content for customers from Meghalaya, Arunachal Pradesh, Nagaland, Manipur and Mizoram, with travel and access information.',
        },
        {
          title: 'Plan around the monsoon',
          body: 'Heavy rain and flooding disrupt travel and logistics from June to September, so content about tourism and deliveries is honest about timing and updated through the season.',
        },
        {
          title: 'Use Assamese where it counts',
          body: 'For hospitals, schools and consumer businesses we add Assamese pages written by native speakers, targeting searches that English pages miss.',
        },
      ],
      example: {
        title: 'A direct-to-consumer Assam tea brand',
        body: 'A Guwahati-based brand sourcing orthodox and CTC teas from estates in Upper Assam sold mainly through marketplaces and a few cafés. We rebuilt its product pages by estate, flush and grade, published brewing guides and explainers on orthodox versus CTC, and created gift collections for Bihu and Diwali. Orders through its own site grew, and customers in Europe and the US began buying directly.',
        metrics: [
          { label: 'Online orders per month', value: '90 to 640' },
          { label: 'International orders', value: '14% of total' },
          { label: 'Product pages on page one', value: '41' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Technical audit of store or service site, with Assamese rendering checks',
          'Keyword research in English and Assamese',
          'Two to three tea, tour or treatment pages a month',
          'Google Business Profile for your Guwahati shop, clinic or office',
          'Monthly report on enquiries and orders',
        ],
        note: 'Local Guwahati businesses usually work on the starting plan, while tea brands, hospitals and tour operators targeting national or international buyers typically invest ₹25,000 to ₹45,000 a month. Visits for photography and planning are billed at cost and usually scheduled outside the monsoon.',
      },
      faqs: [
        {
          question: 'Can a small tea brand rank against big names?',
          answer:
            'Yes, for specific teas and estates. Buyers looking for a particular flush or garden want detail that large brands rarely provide.',
        },
        {
          question: 'Is an Assamese version of our site worth the effort?',
          answer:
            'For local services and consumer businesses, yes. For tea exports, tourism and healthcare aimed at the wider region, English usually comes first.',
        },
        {
          question: 'How do floods affect SEO work?',
          answer:
            'They affect travel and deliveries more than rankings. We keep content accurate during the season and use quieter months to build pages for the next peak.',
        },
        {
          question: 'Is anyone from your team on the ground in Guwahati?',
          answer: `No. Our team works from ${officeLocality} with Assamese writers, and we visit Guwahati for planning and photography.`,
        },
      ],
    },
  },
};
