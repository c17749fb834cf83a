// Imphal's city-service content: the profile of Manipur's capital and its SEO page, written for
// GI-tagged produce, handloom, education and health, with plain talk about connectivity disruptions.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'imphal',
    economy:
      "Imphal is Manipur's capital, where government service, education and healthcare provide most formal jobs, and trade flows through markets such as Ima Keithel, the centuries-old bazaar run entirely by women. The valley's farms and looms produce goods with national reputations, including GI-tagged Chak-Hao black rice, Kachai lemons and the handwoven phanek and shawls of Manipur's weaving communities. Institutions such as Manipur University, RIMS, JNIMS and NIT Manipur draw students from the state, while tourism to Loktak Lake and the Sangai Festival has been held back since 2023 by ethnic violence and repeated internet suspensions.",
    keyIndustries: [
      'Government and public services',
      'Handloom and handicrafts',
      'Agriculture and GI-tagged produce',
      'Education and coaching',
      'Healthcare',
      'Retail trade and border commerce',
    ],
    localities: [
      'Ima Keithel and Khwairamband Bazaar',
      'Thangal Bazaar',
      'Paona Bazaar',
      'Nagamapal',
      'Uripok',
      'Singjamei',
      'Lamphelpat',
      'Porompat',
    ],
    nearby: ['guwahati', 'itanagar'],
  },
  services: {
    seo: {
      intro: `Doing business online from Imphal takes patience. Local search volume is small, connectivity has been interrupted for long periods, and many national buyers know little about Manipur beyond the headlines. Yet the state's products, from Chak-Hao black rice to handwoven shawls, have loyal and growing markets across India. We run SEO for Imphal businesses fully remotely from ${officeLocality}, and we plan our work so that it keeps going even when your connection does not.`,
      localMarket:
        "The businesses that gain most from search in Imphal sell beyond Manipur: food and agri enterprises selling black rice, fermented bamboo shoot and Tamenglong oranges, weavers and handloom brands selling phanek, innaphi and Moirang phee shawls, and craft makers selling Longpi black pottery from Ukhrul. Their buyers search for 'buy manipuri black rice online', 'chak hao rice benefits' or 'manipuri handloom shawl online' from Delhi, Bangalore, Pune and abroad. Locally, clinics, diagnostic labs, coaching institutes for NEET and MPSC exams, and schools get searches in English and Manipuri, sometimes in Meitei Mayek or Bengali script, and often with locality names like Singjamei or Uripok. Demand for festive gifts and clothing rises around Yaoshang in spring, Ningol Chakouba in autumn and Christmas, and national interest in black rice has grown steadily as it appears in health and recipe content.",
      competition:
        "Competition for Imphal's local searches is light, and many businesses have no website or Maps listing at all. Black rice and handloom searches are contested by marketplaces and sellers from other states who label products as Manipuri without sourcing from Manipur. That makes provenance, the story of the farm or weaver and GI information the main competitive advantage.",
      approach: [
        {
          title: 'Make provenance unmistakable',
          body: 'Product pages explain GI tags, the farms or weaving families behind each product, how it is grown or made, and how buyers can tell the genuine article from imitations. This builds trust and separates you from marketplace resellers.',
        },
        {
          title: 'Plan for connectivity gaps',
          body: 'We agree a content calendar several months ahead, keep drafts and approvals in simple shared documents and WhatsApp, and prepare work in batches so that a period without internet in Manipur does not stop your site from growing.',
        },
        {
          title: 'Get local listings right',
          body: 'Clinics, schools and shops get accurate Google Business Profiles with correct locations, phone numbers and hours, which is often enough to lead local results in Imphal.',
        },
        {
          title: 'Respect the language mix',
          body: 'Where local demand exists we write in Manipuri with native writers and choose script carefully, while national-facing pages stay in English.',
        },
      ],
      example: {
        title: 'A black rice and Manipuri foods enterprise',
        body: 'A small enterprise working with farmers in the Imphal valley sold Chak-Hao black rice and local products through exhibitions and social media. We built an online store with pages on the GI-tagged rice, its cultivation and recipes, wrote guides on cooking black rice and on Manipuri cuisine, and set up order fulfilment through a courier partner from Imphal. Even with a long internet suspension during the first year, the site kept ranking, and orders from metro cities grew once connectivity returned.',
        metrics: [
          { label: 'Online orders per month', value: '20 to 230' },
          { label: 'Orders from outside the Northeast', value: '81%' },
          { label: 'Recipe and product guides in the top 5', value: '24' },
        ],
      },
      pricing: {
        startingFrom: '₹10,000 per month',
        includes: [
          'Google Business Profile set-up or clean-up',
          'Audit of hosting, speed and product pages',
          'Two pages or guides a month',
          'Content calendar planned for connectivity gaps',
          'Monthly summary by WhatsApp and email',
        ],
        note: 'Imphal plans are among our lowest-priced because local competition is light and much of the value comes from a few strong pages. Food and handloom brands selling nationally usually invest ₹15,000 to ₹25,000 a month. If your business is disrupted, we can pause or scale the plan down rather than lock you into a fixed contract.',
      },
      faqs: [
        {
          question: 'Can you keep working if internet is suspended in Manipur?',
          answer:
            'Yes. Your site is hosted outside the state, so it stays online and keeps ranking. We schedule work ahead and catch up on approvals when your connection returns.',
        },
        {
          question: 'Is it worth investing in SEO for a Manipur product brand?',
          answer:
            'Yes, if you sell nationally. Interest in Manipuri black rice, handloom and crafts is growing, and buyers look for authentic sellers.',
        },
        {
          question: 'Do you write in Manipuri?',
          answer:
            'We work with native writers for local pages when there is search demand, and discuss with you whether to use Meitei Mayek or Bengali script.',
        },
        {
          question: 'Do you visit Imphal?',
          answer:
            'Currently we work fully remotely. For photography, we brief local photographers you trust and guide the shoot over a call.',
        },
      ],
    },
  },
};
