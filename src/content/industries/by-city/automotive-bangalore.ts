// Automotive marketing in Bangalore: India's electric-vehicle capital, its service market and the
// dealers and workshops competing for owners.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore is the centre of India’s electric-vehicle industry. Ather Energy and Ola Electric started here, EV adoption among the city’s professionals is among the highest in the country, and the region builds cars and buses as well: Toyota Kirloskar Motor at Bidadi and Volvo’s bus and truck plant at Hoskote.',
  ],
  localMarket: [
    'Car dealerships line Mysore Road, Hosur Road, Old Madras Road and Bellary Road, with a concentration in the east around Whitefield and Marathahalli. A large independent service sector, from multi-brand workshop chains to doorstep car-care apps, competes with dealer workshops for owners whose warranties have expired.',
    'Bosch’s India headquarters and a large base of automotive engineering and software centres make Bangalore a hub for automotive technology, and its buyers are informed, research-heavy and comfortable booking services through an app.',
  ],
  clusters: [
    'Mysore Road',
    'Hosur Road',
    'Old Madras Road',
    'Whitefield and Marathahalli',
    'Bidadi',
    'Hoskote',
  ],
  challenges: [
    {
      title: 'Service apps undercut workshops',
      body: 'Doorstep service apps advertise low prices and pull owners away from established workshops.',
    },
    {
      title: 'Informed buyers',
      body: 'Owners research parts prices and labour rates online and question every estimate.',
    },
    {
      title: 'Traffic limits catchment',
      body: 'Owners rarely drive more than a few kilometres for a service, so each workshop’s reach is small.',
    },
  ],
  strategies: [
    {
      title: 'Transparent service pricing',
      body: 'Published prices for standard services by model, which wins trust with owners who research costs.',
    },
    {
      title: 'Pick-up and drop booking',
      body: 'Online booking with pick-up and drop, matching the convenience of apps while offering a real workshop.',
    },
    {
      title: 'Workshop-level local search',
      body: 'Maps profiles and ads for each workshop within a five-kilometre radius, with reviews that mention specific services.',
    },
  ],
  kpis: [
    {
      name: 'Cost per service booking',
      benchmark: '₹250 to ₹600',
      why: 'Service bookings repeat, so first-booking cost pays back over time.',
    },
    {
      name: 'Repeat service rate',
      benchmark: '55% or more within 12 months',
      why: 'Retention is what makes a workshop profitable.',
    },
    {
      name: 'Average ticket size',
      benchmark: '₹4,500 to ₹9,000 for periodic car service',
      why: 'Tracks whether upsells such as tyres and batteries are working.',
    },
    {
      name: 'EV test rides per showroom',
      benchmark: '100 to 300 a month',
      why: 'EV interest in Bangalore is high, so volume should be too.',
    },
  ],
  caseStudy: {
    title: 'A Bangalore multi-brand workshop chain wins back owners',
    situation:
      'A chain of four multi-brand car workshops in East and South Bangalore was losing owners to doorstep service apps offering lower headline prices.',
    actions: [
      'Published model-wise service prices and what each service includes',
      'Launched online booking with free pick-up and drop within five kilometres',
      'Ran local search campaigns for each workshop and asked every customer for a review',
    ],
    results: [
      { label: 'Service bookings a month', value: '520 to 1,080' },
      { label: 'Cost per booking', value: '₹340' },
      { label: 'Repeat service rate', value: '41% to 62%' },
    ],
  },
  serviceIds: [
    'service:automotive-seo',
    'city-service:seo:bangalore',
    'city-service:ppc:bangalore',
    'service:seo/local',
  ],
  faqs: [
    {
      question: 'How can a workshop compete with service apps in Bangalore?',
      answer:
        'Match their convenience with online booking and pick-up, and beat them on transparency and trust with published prices and genuine reviews.',
    },
    {
      question: 'Do you market EV showrooms in Bangalore?',
      answer:
        'Yes, with test-ride campaigns, charging explainers and local search for each showroom.',
    },
    {
      question: 'Can you help auto-tech companies reach OEMs?',
      answer:
        'Yes, with B2B content and LinkedIn programmes aimed at engineering and purchase teams at vehicle makers.',
    },
  ],
};
