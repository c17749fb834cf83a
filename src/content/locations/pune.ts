// Location page content for Pune: the automotive, IT and education city, its business districts
// and how its businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Pune mixes a factory town, a software hub and a student city. An auto-component maker in Chakan, a SaaS company in Baner and a coaching institute near Fergusson College Road all need customers, but they search, compare and buy in completely different ways. We plan each account around the buyer, not around the city's name.",
    'We work with Pune manufacturers, SaaS and IT services firms, education brands, real estate developers and local businesses from Hinjewadi to Hadapsar. One of our best-known results is here: a Pune B2B SaaS company grew demo requests 3.2 times in a year with comparison pages, integration content and LinkedIn ads.',
  ],
  economy:
    "Pune is one of India's major automotive centres: Tata Motors in Pimpri, Bajaj Auto in Akurdi and Chakan, and Mercedes-Benz and Volkswagen plants in the Chakan belt, surrounded by component makers in Bhosari, Talegaon and Ranjangaon MIDC. Hinjewadi, Kharadi and Magarpatta host IT services and product companies, while Savitribai Phule Pune University, Symbiosis and hundreds of colleges bring in students from across India every year.",
  areasCovered: [
    'Hinjewadi Rajiv Gandhi Infotech Park',
    'Kharadi and Viman Nagar',
    'Magarpatta and Hadapsar',
    'Baner and Balewadi',
    'Koregaon Park',
    'Shivajinagar and Deccan',
    'Pimpri-Chinchwad and Bhosari MIDC',
    'Chakan',
    'Talegaon and Ranjangaon MIDC',
  ],
  highlights: [
    {
      title: 'Capability pages for OEM buyers',
      body: 'Purchase engineers search for "precision machining Chakan" or "sheet metal press parts Pune". We give each process and certification its own page, so suppliers get RFQs from OEMs outside their existing network.',
    },
    {
      title: 'Comparison content for SaaS',
      body: 'Pune SaaS products sell to global buyers who shortlist with "alternative to" and "versus" searches. Honest comparison and integration pages capture those buyers closer to a decision than generic blog posts do.',
    },
    {
      title: 'Admissions in season',
      body: 'Pune colleges and coaching institutes see enquiries spike after board results in May and again before CET and JEE cycles. We move budget into those windows instead of spreading it evenly across the year.',
    },
  ],
  serviceIds: [
    'city-service:seo:pune',
    'city-service:ppc:pune',
    'city-service:social-media:pune',
    'city-service:content:pune',
    'city-service:email:pune',
    'city-service:web-development:pune',
  ],
  nearby: ['location:mumbai', 'location:maharashtra'],
  faqs: [
    {
      question: 'Do you work with manufacturers in Chakan and Pimpri-Chinchwad?',
      answer:
        'Yes. We build specification-led websites, run Google Ads on process and part keywords and support LinkedIn outreach to OEM purchase teams. Many of these clients sell to both domestic OEMs and export buyers.',
    },
    {
      question: 'How do you measure results for a Pune SaaS company?',
      answer:
        'By pipeline: demo requests, sales-qualified opportunities and revenue, tracked through HubSpot or Salesforce. Traffic and rankings are reported, but they are not the goal.',
    },
    {
      question: 'Can you run Marathi campaigns for Pune audiences?',
      answer:
        'Yes. For local services, housing in the suburbs and festival promotions around Ganeshotsav, Marathi creatives often lower cost per lead compared with English alone.',
    },
  ],
};
