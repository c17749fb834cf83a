// Real estate marketing in Bangalore: apartments and plots along the tech corridors, and the IT
// professionals and NRIs who buy them.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore’s homebuyers are mostly salaried technology professionals who research a property the way they would evaluate software: spreadsheets of price per square foot, forum threads on builder delays, and maps of commute time to the office. They respond to detail and data, and they are quick to spot vague claims.',
  ],
  localMarket: [
    'Demand follows the job corridors. East Bangalore, along Whitefield, Varthur and Sarjapur Road, serves the ITPL and Outer Ring Road workforce; North Bangalore, around Hebbal, Thanisandra, Yelahanka and Devanahalli, has grown with the airport and Manyata Tech Park; and the south, along Kanakapura Road and Electronic City, offers more affordable options. Plotted developments are popular on the city’s edges.',
    'Bangalore buyers check K-RERA registration, BBMP or BDA approvals and whether a property carries an A khata, which matters for loans and resale. NRIs from the United States, the Gulf and Singapore buy heavily here, often planning to return.',
  ],
  clusters: [
    'Whitefield and Varthur',
    'Sarjapur Road',
    'Hebbal and Thanisandra',
    'Devanahalli and the airport corridor',
    'Kanakapura Road',
    'Electronic City',
  ],
  challenges: [
    {
      title: 'Infrastructure anxiety',
      body: 'Buyers worry about flooding, traffic and water supply in fast-growing areas, and these fears surface in every online discussion.',
    },
    {
      title: 'Title and khata questions',
      body: 'Confusion over A khata, B khata and approvals stalls decisions, especially for plots.',
    },
    {
      title: 'Remote NRI buyers',
      body: 'Overseas buyers cannot visit easily and need far more information before they commit.',
    },
  ],
  strategies: [
    {
      title: 'Data-rich project pages',
      body: 'Commute maps to tech parks, water source details, approval documents and price comparisons with nearby projects.',
    },
    {
      title: 'Virtual site visits',
      body: 'Live video tours and recorded walkthroughs that let NRIs and busy professionals shortlist without travelling.',
    },
    {
      title: 'LinkedIn and search for tech buyers',
      body: 'Targeting employees of large tech parks with messages about their commute, alongside search campaigns on locality terms.',
    },
  ],
  kpis: [
    {
      name: 'Cost per lead',
      benchmark: '₹700 to ₹1,800 for apartments in East and North Bangalore',
      why: 'A useful check on targeting in crowded corridors.',
    },
    {
      name: 'Virtual visit rate',
      benchmark: '10% to 18% of qualified leads',
      why: 'Virtual tours often precede the in-person visit for busy buyers.',
    },
    {
      name: 'NRI share of bookings',
      benchmark: '20% to 30% for premium projects',
      why: 'Shows whether overseas campaigns pay back.',
    },
    {
      name: 'Cost per plot booking',
      benchmark: '1% to 2% of plot value',
      why: 'Plotted developments sell on volume across many smaller tickets.',
    },
  ],
  caseStudy: {
    title: 'A North Bangalore plotted development sells to NRIs',
    situation:
      'A developer launching villa plots near Devanahalli had strong local interest but few overseas buyers, though NRIs were its most profitable segment.',
    actions: [
      'Published approval, khata and title documents on the project site',
      'Ran campaigns in the Gulf, Singapore and the United States in local evening hours',
      'Offered scheduled live video site tours with the sales team',
    ],
    results: [
      { label: 'Plots sold to NRIs', value: '38 in six months' },
      { label: 'NRI share of bookings', value: '12% to 29%' },
      { label: 'Virtual tours held', value: '210' },
    ],
  },
  serviceIds: [
    'service:real-estate-seo',
    'city-service:ppc:bangalore',
    'city-service:content:bangalore',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Which Bangalore areas are most competitive for property ads?',
      answer:
        'Sarjapur Road, Whitefield and Hebbal see the heaviest bidding. North Bangalore near the airport is competitive for plots, while Kanakapura Road is often cheaper to advertise.',
    },
    {
      question: 'How do you reassure buyers about approvals?',
      answer:
        'By publishing K-RERA details, approval documents and khata status on the project page and answering common questions in plain language.',
    },
    {
      question: 'Do NRI campaigns work for Bangalore projects?',
      answer:
        'Yes. Bangalore has one of the largest overseas professional diasporas, and well-timed campaigns with virtual tours bring serious buyers.',
    },
  ],
};
