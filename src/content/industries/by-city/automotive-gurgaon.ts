// Automotive marketing in Gurgaon: where India's largest carmaker builds, premium buyers shop and
// used-car platforms are headquartered.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Gurgaon lives with cars at every level. Maruti Suzuki builds them on the old Delhi-Gurgaon road and in Manesar, used-car platforms such as Cars24 and Spinny are headquartered here, and the city’s affluent residents buy premium cars, SUVs and superbikes at some of the highest rates in India.',
  ],
  localMarket: [
    'Dealerships concentrate along NH-48 between the Delhi border and Manesar, on Sohna Road and on Golf Course Road, where luxury brands cluster. Car-care businesses, from detailing and ceramic-coating studios to accessory shops and tyre specialists, serve owners who treat their cars as investments.',
    'The automotive supply chain of Udyog Vihar and Manesar means thousands of engineers and managers work in the industry, and buyers are unusually knowledgeable. New sectors along the Dwarka Expressway and Sohna are creating demand for showrooms and workshops closer to home.',
  ],
  clusters: [
    'NH-48 and the Delhi-Jaipur highway',
    'Sohna Road',
    'Golf Course Road',
    'Udyog Vihar',
    'IMT Manesar',
    'Dwarka Expressway sectors',
  ],
  challenges: [
    {
      title: 'Premium buyers with high expectations',
      body: 'Owners of expensive cars expect a polished experience online and in the studio, and share complaints widely.',
    },
    {
      title: 'Instagram-driven categories',
      body: 'Detailing, wraps and modifications sell on visuals, and competitors post daily.',
    },
    {
      title: 'Showrooms chasing new sectors',
      body: 'As residents move south and west, established showrooms risk being too far away.',
    },
  ],
  strategies: [
    {
      title: 'Visual proof on Instagram and YouTube',
      body: 'Before-and-after reels, process videos and owner features that show workmanship in detail.',
    },
    {
      title: 'Package pages with clear prices',
      body: 'Detailing, coating and protection film packages by car size with prices and warranty terms.',
    },
    {
      title: 'Ads for the new sectors',
      body: 'Campaigns aimed at residents of new sectors, offering pick-up, home service or a nearby branch.',
    },
  ],
  kpis: [
    {
      name: 'Cost per detailing enquiry',
      benchmark: '₹300 to ₹800',
      why: 'Premium car-care jobs are worth ₹20,000 to ₹1.5 lakh.',
    },
    {
      name: 'Enquiry-to-booking rate',
      benchmark: '20% to 35%',
      why: 'Visual proof and clear packages should convert well.',
    },
    {
      name: 'Instagram enquiries per month',
      benchmark: '80 to 250 for an active studio',
      why: 'Instagram is the main discovery channel in this category.',
    },
    {
      name: 'Average job value',
      benchmark: '₹35,000 or more for coating and film work',
      why: 'Upsells from washes to protection packages drive profit.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon detailing studio scales to three locations',
    situation:
      'A car detailing and ceramic-coating studio on Golf Course Extension Road had a loyal clientele but relied on word of mouth and could not keep its bays full on weekdays.',
    actions: [
      'Produced weekly reels and process videos showing real customer cars',
      'Published package pages with prices by car size and warranty terms',
      'Ran Instagram and search campaigns aimed at owners of premium cars in nearby sectors',
    ],
    results: [
      { label: 'Monthly bookings', value: '64 to 190' },
      { label: 'Average job value', value: '₹41,000' },
      { label: 'Locations', value: '1 to 3 within 18 months' },
    ],
  },
  serviceIds: [
    'service:automotive-seo',
    'city-service:social-media:gurgaon',
    'city-service:ppc:gurgaon',
    'city-service:seo:gurgaon',
  ],
  faqs: [
    {
      question: 'Do you work with car dealerships in Gurgaon?',
      answer:
        'Yes, on local search, model campaigns and lead handling for showrooms along NH-48, Sohna Road and Golf Course Road.',
    },
    {
      question: 'Is Instagram enough for a detailing studio?',
      answer:
        'It is the main channel, but search ads and Maps capture owners actively looking for coating or protection film, and they convert quickly.',
    },
    {
      question: 'Can you help automotive suppliers in Manesar?',
      answer:
        'Yes, with B2B programmes for component makers, separate from consumer campaigns for dealers and car-care businesses.',
    },
  ],
};
