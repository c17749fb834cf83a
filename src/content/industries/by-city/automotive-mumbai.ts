// Automotive marketing in Mumbai: dealerships, two-wheelers and luxury cars in a city short of road
// space, and how dealers win buyers.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'In Mumbai, owning a vehicle is a calculation. Parking is scarce, traffic is slow and the trains are quicker for most commutes, so buyers think hard before purchasing and choose carefully when they do. Two-wheelers, compact cars and luxury cars all sell well, each to a very different buyer.',
  ],
  localMarket: [
    'Dealerships cluster along LBS Marg through Kurla, Ghatkopar and Vikhroli, on Andheri-Kurla Road and the Western Express Highway, and in Thane and Navi Mumbai, where larger homes come with parking. Luxury brands maintain showrooms in Worli and Bandra, serving one of India’s largest concentrations of high-net-worth buyers.',
    'Two-wheelers, including a growing share of electric scooters, are the everyday choice for delivery workers and commuters in the suburbs. CNG cars are popular for their running costs, and used-car platforms and dealers operate across the MMR.',
  ],
  clusters: [
    'LBS Marg: Kurla to Vikhroli',
    'Andheri-Kurla Road',
    'Western Express Highway',
    'Worli',
    'Thane',
    'Navi Mumbai: Vashi and Turbhe',
  ],
  challenges: [
    {
      title: 'Long decision times',
      body: 'Buyers weigh parking, loans and insurance for weeks, so dealers need to stay in touch without pestering.',
    },
    {
      title: 'Cross-city competition',
      body: 'A buyer in Thane may compare prices with dealers in Navi Mumbai and the western suburbs.',
    },
    {
      title: 'Luxury buyers expect discretion',
      body: 'High-end customers dislike aggressive follow-up and prefer private appointments.',
    },
  ],
  strategies: [
    {
      title: 'Finance-first content',
      body: 'EMI calculators, loan offers and total-cost pages that help buyers decide faster.',
    },
    {
      title: 'Zone-based campaigns',
      body: 'Separate budgets for the island city, western suburbs, central suburbs, Thane and Navi Mumbai.',
    },
    {
      title: 'Private appointment booking',
      body: 'For luxury showrooms, appointment-only test drives at home or office, booked online.',
    },
  ],
  kpis: [
    {
      name: 'Cost per two-wheeler test ride',
      benchmark: '₹350 to ₹900',
      why: 'Test rides convert well for scooters and motorcycles.',
    },
    {
      name: 'Cost per luxury test drive',
      benchmark: '₹6,000 to ₹18,000',
      why: 'High-value sales justify high acquisition costs.',
    },
    {
      name: 'Finance pre-approval rate',
      benchmark: '30% to 50% of enquiries',
      why: 'Pre-approved buyers close faster.',
    },
    {
      name: 'Enquiries within the dealer’s zone',
      benchmark: '70% or more',
      why: 'Out-of-zone enquiries seldom convert.',
    },
  ],
  caseStudy: {
    title: 'A Thane two-wheeler dealer adds electric sales',
    situation:
      'A two-wheeler dealership with showrooms in Thane and Kalyan had added an electric scooter line but sold few, as buyers were unsure about charging in housing societies.',
    actions: [
      'Published guides on charging in Mumbai housing societies and running costs',
      'Ran search and Meta campaigns on EV and commute terms in Thane and Kalyan',
      'Offered home test rides booked online',
    ],
    results: [
      { label: 'Electric scooters sold a month', value: '18 to 64' },
      { label: 'Cost per test ride', value: '₹520' },
      { label: 'Test-ride-to-sale rate', value: '24%' },
    ],
  },
  serviceIds: [
    'service:automotive-seo',
    'city-service:ppc:mumbai',
    'city-service:social-media:mumbai',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Should Mumbai dealers run city-wide campaigns?',
      answer:
        'Usually not. Buyers prefer nearby showrooms for service, so we target each dealer’s zone and adjust bids by distance.',
    },
    {
      question: 'How do you market luxury cars in Mumbai?',
      answer:
        'Quietly: private events, appointment booking and carefully targeted social and search campaigns, without aggressive call follow-up.',
    },
    {
      question: 'Can you help sell electric two-wheelers?',
      answer:
        'Yes, by answering charging and running-cost questions and making test rides easy to book.',
    },
  ],
};
