// Automotive marketing in Delhi: dealerships, the used-car trade and the spare-parts markets, and
// how Delhi's vehicle-age rules shape demand.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Delhi buys and replaces vehicles faster than most Indian cities, partly because of its rules on vehicle age: diesel vehicles over ten years old and petrol vehicles over fifteen cannot be driven in the city. That keeps new-car showrooms busy, feeds a large used-car trade that sends older cars to other states, and supports the biggest spare-parts markets in north India.',
  ],
  localMarket: [
    'Dealerships for every major brand line Najafgarh Road and Moti Nagar in the west, the Mathura Road and Okhla corridor in the south and the Patparganj industrial area and the NH-9 stretch in the east. Karol Bagh and Pusa Road are known for used cars and accessories, while Kashmere Gate’s spare-parts market, one of the largest in Asia, and Mayapuri’s dismantling yards supply workshops across the region.',
    'The Delhi government’s electric vehicle policy has made the city an early adopter of electric two-wheelers, three-wheelers and cars, and EV showrooms now compete with petrol and CNG dealers in the same neighbourhoods.',
  ],
  clusters: [
    'Najafgarh Road and Moti Nagar',
    'Mathura Road and Okhla',
    'Patparganj',
    'Karol Bagh and Pusa Road',
    'Kashmere Gate',
    'Mayapuri',
  ],
  challenges: [
    {
      title: 'Used cars with an expiry date',
      body: 'Buyers worry about how many years a used car can still run in Delhi, and sellers must explain re-registration elsewhere.',
    },
    {
      title: 'Parts markets that are hard to search',
      body: 'Kashmere Gate traders have deep stock but little online presence, so workshops still call around.',
    },
    {
      title: 'EV questions',
      body: 'Buyers need answers on charging, subsidies and resale before they switch.',
    },
  ],
  strategies: [
    {
      title: 'Registration-year clarity for used cars',
      body: 'Listings that show fuel type, registration year and years of Delhi use remaining, which filters out the wrong buyers.',
    },
    {
      title: 'Parts catalogues by vehicle model',
      body: 'Searchable catalogues by make, model and part number with WhatsApp ordering for workshops and retailers.',
    },
    {
      title: 'EV explainer content',
      body: 'Pages on charging options, subsidies and running costs that answer questions before a showroom visit.',
    },
  ],
  kpis: [
    {
      name: 'Cost per used-car enquiry',
      benchmark: '₹250 to ₹700',
      why: 'Used-car buyers compare many listings quickly.',
    },
    {
      name: 'Enquiry-to-sale rate for used cars',
      benchmark: '4% to 8%',
      why: 'Shows whether listings attract serious buyers.',
    },
    {
      name: 'Parts orders through WhatsApp catalogue',
      benchmark: '150 to 500 a month for a large trader',
      why: 'Measures how much trade moves online.',
    },
    {
      name: 'EV test drives per month',
      benchmark: '60 to 200 per showroom',
      why: 'Test rides are the turning point for first-time EV buyers.',
    },
  ],
  caseStudy: {
    title: 'A Moti Nagar pre-owned dealer sells faster',
    situation:
      'A pre-owned car dealership on Najafgarh Road listed its stock on portals only and had cars sitting for over two months.',
    actions: [
      'Built a website inventory with registration year, fuel type and remaining Delhi validity for every car',
      'Ran search and Meta campaigns by model and budget across NCR',
      'Added out-of-state buyer guidance for cars nearing Delhi’s age limits',
    ],
    results: [
      { label: 'Average days in stock', value: '68 to 31' },
      { label: 'Cars sold a month', value: '42 to 77' },
      { label: 'Cost per enquiry', value: '₹390' },
    ],
  },
  serviceIds: [
    'service:automotive-seo',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'city-service:web-development:delhi',
  ],
  faqs: [
    {
      question: 'How should a Delhi used-car dealer handle the age limits?',
      answer:
        'Show registration year and remaining validity on every listing, and explain the process for moving a car to another state, so buyers decide with full information.',
    },
    {
      question: 'Can Kashmere Gate parts traders sell online?',
      answer:
        'Yes. A model-wise catalogue with WhatsApp ordering lets workshops across north India order without calling.',
    },
    {
      question: 'Do you market EV showrooms in Delhi?',
      answer:
        'Yes, with explainer content on charging and running costs, test-ride campaigns and local search for each showroom.',
    },
  ],
};
