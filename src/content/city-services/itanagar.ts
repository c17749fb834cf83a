// Itanagar's city-service content: the profile of Arunachal Pradesh's capital region and its SEO
// page, written honestly for a small, government-led market whose biggest opportunity is travel.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'itanagar',
    economy:
      "Itanagar, together with Naharlagun and Nirjuli, forms the capital region of Arunachal Pradesh, and state government jobs and public works contracts remain the backbone of its economy. Tourism is growing quickly as travellers head for Tawang, Ziro, Dirang and Mechuka, helped by the Donyi Polo Airport at Hollongi, direct trains to Naharlagun and the online Inner Line Permit system. The state's cane and bamboo crafts, handwoven textiles, kiwi, oranges and large cardamom are finding buyers beyond the Northeast, while institutions such as NERIST and Rajiv Gandhi University bring students to the capital.",
    keyIndustries: [
      'Government and public works contracting',
      'Tourism, homestays and tour operations',
      'Handloom, cane and bamboo crafts',
      'Horticulture: kiwi, oranges and large cardamom',
      'Education',
      'Retail and hospitality',
    ],
    localities: [
      'Ganga Market',
      'Bank Tinali',
      'Naharlagun',
      'Nirjuli',
      'Chimpu',
      'Doimukh',
      'Papu Nallah',
      'Hollongi',
    ],
    nearby: ['guwahati', 'imphal'],
  },
  services: {
    seo: {
      intro: `Itanagar is a small market in search terms, and we will say so plainly: local searches for most services run to a few hundred a month, not tens of thousands. The opportunity lies elsewhere, with the travellers across India and abroad who search for Arunachal trips, permits and experiences, and with buyers of the state's crafts and produce. We run SEO for Itanagar businesses entirely remotely from ${officeLocality}, built around WhatsApp and short calls that work on the connections available.`,
      localMarket:
        "Tour operators, homestays and hotels are the businesses with the most to gain from search, because travellers plan Arunachal trips carefully and look up questions like 'how to get inner line permit arunachal', 'tawang tour package from guwahati', 'ziro music festival stay' or 'best time to visit mechuka'. Craft cooperatives and entrepreneurs selling Apatani and Adi weaves, cane furniture and bamboo products, and farmers' groups selling kiwi from Ziro or oranges from Dambuk, want buyers in Guwahati, Delhi and Bangalore. Within the capital, clinics, schools, coaching for APPSC exams and retail stores get a modest volume of English and Hindi searches, often typed with place names like Naharlagun or Ganga Market. Tourism demand peaks from October to April, with spikes around the Ziro Music Festival in September, Losar in Tawang and the Siang River Festival, and falls in the monsoon when landslides close roads.",
      competition:
        'Local competition is very light: many Itanagar businesses have no website, and some are not on Google Maps at all. Travel searches are contested by national tour aggregators and operators based in Guwahati and Kolkata, and by travel bloggers. Craft and produce searches face marketplaces and sellers from other states who use the Arunachal name without sourcing locally.',
      approach: [
        {
          title: 'Get on the map properly',
          body: 'We create or correct Google Business Profiles with accurate pins, phone numbers that are answered, opening hours and photos. In a city where many businesses are missing from Maps, this alone often puts you first.',
        },
        {
          title: 'Answer the permit and access questions',
          body: 'Travel businesses get pages that explain the Inner Line Permit for Indian visitors and the Protected Area Permit for foreign nationals, route options from Guwahati, road conditions and seasons, kept up to date. Travellers trust operators who explain these details clearly.',
        },
        {
          title: 'Tell the story of crafts and produce',
          body: 'For weavers, craft groups and farmers we write about the community, technique or orchard, with real photographs, so buyers elsewhere understand why the product is worth its price.',
        },
        {
          title: 'Work the way the connection allows',
          body: 'Approvals happen on WhatsApp, reports are short summaries readable on a phone, and we never need clients to log in to dashboards on a weak signal.',
        },
      ],
      example: {
        title: 'A tour operator running Tawang and Ziro circuits',
        body: 'A small Itanagar-based operator ran well-reviewed trips but got most bookings through word of mouth and aggregators that took a large share. We built pages for each circuit with day-by-day routes, permit guidance, packing advice for each season and honest notes on road conditions, and helped the owner collect reviews from past guests. Within two seasons, direct enquiries from cities like Bangalore, Mumbai and Pune outnumbered aggregator bookings.',
        metrics: [
          { label: 'Direct enquiries per month in season', value: '8 to 64' },
          { label: 'Share of direct bookings', value: '25% to 61%' },
          { label: 'Pages ranking in the top 5', value: '18' },
        ],
      },
      pricing: {
        startingFrom: '₹10,000 per month',
        includes: [
          'Google Business Profile set-up or clean-up',
          'Light technical audit and on-page corrections',
          'Two pages or guides a month',
          'Review requests sent to guests after each trip',
          'Monthly summary on WhatsApp and email',
        ],
        note: 'Itanagar is one of our lowest-priced markets because local keywords need little work, and many businesses only need a strong Maps presence. Tour operators and craft sellers targeting national buyers usually invest ₹15,000 to ₹25,000 a month in the months before the season. We do not charge for travel because the work is done remotely.',
      },
      faqs: [
        {
          question: 'Is SEO worth it in a small city like Itanagar?',
          answer:
            'For businesses serving only the local area, a good Maps listing is usually enough. For tourism, crafts and produce aimed at buyers elsewhere, SEO can bring significant business.',
        },
        {
          question: 'Can you work with us remotely?',
          answer:
            'Yes, that is how we work with all Itanagar clients. We use WhatsApp, phone calls and shared documents, and we adapt to your connectivity.',
        },
        {
          question: 'Should our travel pages explain permits?',
          answer:
            'Yes. Permit questions are among the most common searches about Arunachal, and clear, current answers bring trust and enquiries.',
        },
        {
          question: 'Can SEO help sell our kiwi or textiles outside Arunachal?',
          answer:
            'Yes, combined with a simple online store or WhatsApp ordering. Buyers in metros increasingly look for authentic products from the Northeast.',
        },
      ],
    },
  },
};
