// Bhubaneswar's city-service content: the profile of Odisha's capital and its SEO page, written for
// IT and education, the mining and metals supply chain, temple tourism and Odisha's handlooms.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'bhubaneswar',
    economy:
      "Bhubaneswar is Odisha's capital and its fastest-growing city, with IT campuses in Infocity and Chandrasekharpur, a cluster of institutions including IIT Bhubaneswar, AIIMS and two large private universities, and the corporate offices of the state's mining, steel and aluminium companies. Much of Odisha's industrial wealth is produced in Angul, Jajpur and Jharsuguda, but the contracts, consultancies and suppliers that serve those plants are run from the capital. The temple city also anchors the Puri-Konark tourism circuit and is the main market for Odisha's handloom sarees and crafts.",
    keyIndustries: [
      'IT and IT-enabled services',
      'Mining, metals and industrial services',
      'Higher education',
      'Healthcare',
      'Tourism and hospitality',
      'Handloom and handicrafts',
    ],
    localities: [
      'Saheed Nagar',
      'Janpath and Master Canteen',
      'Chandrasekharpur and Infocity',
      'Patia',
      'Jaydev Vihar and Nayapalli',
      'Rasulgarh and Mancheswar Industrial Estate',
      'Khandagiri',
      'Old Town',
    ],
    nearby: ['kolkata', 'raipur', 'ranchi', 'hyderabad'],
  },
  services: {
    seo: {
      intro: `Bhubaneswar has grown from a planned administrative capital into a city of engineers, students and industrial contractors, and its businesses increasingly sell far beyond Odisha. Search is how a buyer in Bangalore finds a Sambalpuri saree, how a patient in Balasore picks a hospital and how a steel plant finds a maintenance contractor. We run SEO for Bhubaneswar companies remotely from ${officeLocality}, with writers who understand Odia search habits and visits for shoots and planning.`,
      localMarket:
        "Hospitals and diagnostic centres are major SEO buyers here, because patients from across Odisha travel to the capital and research doctors online first. Industrial service firms in Mancheswar and Rasulgarh want contracts from steel, aluminium and power plants, and search terms like 'refractory contractor odisha' or 'industrial scaffolding bhubaneswar'. Colleges, coaching centres and schools compete for students from the whole state, and handloom sellers target buyers searching 'sambalpuri saree online', 'bomkai silk saree' or 'ସମ୍ବଲପୁରୀ ଶାଢ଼ୀ'. Many local searches mix Odia and English in Latin script, for example 'bhubaneswar re bhala dentist'. Demand rises around Durga Puja and Raja festival for clothing and gifts, around Rath Yatra for travel to Puri, and from April to July for admissions.",
      competition:
        "Bhubaneswar's local search results are still relatively open: many hospitals, colleges and service firms have basic websites with thin content. Handloom keywords are contested by national marketplaces and government emporium sites, and travel keywords by OTAs and large tour operators from Kolkata. Industrial keywords face competition from contractors in Jamshedpur, Kolkata and Visakhapatnam who have invested more in their websites.",
      approach: [
        {
          title: 'Write for Odisha, not just the city',
          body: 'Hospitals, colleges and service firms get pages for the districts their customers come from, such as Cuttack, Puri, Khordha, Balasore and Berhampur, with travel and stay information where it helps. Odia-language pages are added where search data shows demand and are written by native speakers.',
        },
        {
          title: 'Tell the handloom story properly',
          body: 'For saree and craft sellers we create pages by weave, village cluster and fabric, explaining ikat, Bomkai and Kotpad techniques, which helps buyers trust the product and helps Google understand it.',
        },
        {
          title: 'Build credibility for industrial contractors',
          body: 'Contractors and suppliers get service pages with completed projects, safety certifications, equipment lists and plant approvals, which procurement teams at large plants check before inviting bids.',
        },
        {
          title: 'Work remotely with scheduled visits',
          body: 'Most work happens over calls and shared documents, and we visit Bhubaneswar for photography and quarterly planning, usually timed before the festive and admission seasons.',
        },
      ],
      example: {
        title: 'A handloom saree seller working with Bargarh weavers',
        body: 'A Bhubaneswar shop selling Sambalpuri and Bomkai sarees from weaver clusters in western Odisha had an online store with almost no organic traffic. We rewrote product pages with weave, thread count, colours and weaver cluster, created guides on telling handloom from power loom, and published Durga Puja and wedding collections ahead of the season. Orders from Odias living in Bangalore, Hyderabad and the US grew quickly.',
        metrics: [
          { label: 'Organic orders per month', value: '14 to 120' },
          { label: 'Orders from outside Odisha', value: '72%' },
          { label: 'Product pages on page one', value: '86' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Technical review of the site, including Odia font rendering',
          'Keyword research in English and Odia',
          'Two to three product, speciality or service pages a month',
          'Google Business Profile for your Bhubaneswar location',
          'Monthly enquiry and sales report',
        ],
        note: 'Bhubaneswar SEO costs less than metro work because local competition is lighter. Online stores and hospitals with many departments usually need ₹25,000 to ₹40,000 a month during the first year. Travel for photo shoots is billed at cost and planned once or twice a year.',
      },
      faqs: [
        {
          question: 'Should our website have Odia pages?',
          answer:
            'For hospitals, schools and consumer services targeting families across Odisha, Odia pages can help. For IT, industrial and national e-commerce businesses, English is usually enough.',
        },
        {
          question: 'Can SEO help us win contracts from steel and aluminium plants?',
          answer:
            'It helps you get shortlisted. Procurement teams search for contractors and check websites before inviting bids, so detailed service and project pages make a real difference.',
        },
        {
          question: 'Do you visit Bhubaneswar?',
          answer:
            'Yes, for kick-off meetings, photography and planning sessions. Routine work is handled remotely with a monthly review call.',
        },
        {
          question: 'How long before our handloom store sees more orders?',
          answer:
            'Saree and craft listings written this way tend to reach page one in the quarter after launch, sooner for rare weaves. Starting before Durga Puja gives you the best chance of a strong first season.',
        },
      ],
    },
  },
};
