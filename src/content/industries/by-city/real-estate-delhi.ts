// Real estate marketing in Delhi: builder floors, redevelopment, DDA schemes and the buyers who
// search for them.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Delhi has little empty land left, so its property market is about rebuilding rather than new townships. Old bungalows in South and West Delhi become four-storey builder floors, cooperative societies redevelop, and the Delhi Development Authority releases flats through housing schemes that draw lakhs of applications. Marketing here sells individual floors and small projects to buyers who know every colony by reputation.',
  ],
  localMarket: [
    'Builder-floor developers work plot by plot in colonies such as Greater Kailash, Defence Colony, Panchsheel Park, Punjabi Bagh and Rajouri Garden, typically selling three or four floors per building. Prices run from around ₹3 crore in West Delhi to well above ₹10 crore in prime South Delhi colonies, and buyers compare stilt parking, lift, basement rights and the quality of fittings.',
    'Dwarka and the land-pooling zones in the west and north-west carry most of the city’s larger-format future supply, while DDA housing schemes and e-auctions create sharp bursts of search interest each time a scheme opens. NRIs from the Gulf, the UK and North America remain an important audience for family-owned properties and new floors alike.',
  ],
  clusters: [
    'Greater Kailash and Panchsheel Park',
    'Defence Colony and Jangpura Extension',
    'Punjabi Bagh and Rajouri Garden',
    'Dwarka',
    'Land pooling zones in west Delhi',
    'Vasant Vihar and Westend',
  ],
  challenges: [
    {
      title: 'Every unit is different',
      body: 'A builder floor is not a tower with a hundred identical flats, so each listing needs its own photographs, plans and price.',
    },
    {
      title: 'Broker-heavy markets',
      body: 'The same floor is often advertised by several brokers at different prices, confusing buyers and eroding trust.',
    },
    {
      title: 'Short selling windows',
      body: 'Developers want floors sold during construction, leaving only a few months to find the right buyer for each.',
    },
  ],
  strategies: [
    {
      title: 'Colony pages with live inventory',
      body: 'Pages for each colony that list available floors with carpet area, parking, possession date and walkthrough video, updated weekly.',
    },
    {
      title: 'Search ads on colony and configuration',
      body: 'Campaigns on terms like “builder floor GK 2 with lift” reach buyers who have already chosen their neighbourhood.',
    },
    {
      title: 'NRI time-zone campaigns',
      body: 'Ads and video calls scheduled for evenings in Dubai and London, with Delhi RERA details and legal due-diligence notes.',
    },
  ],
  kpis: [
    {
      name: 'Cost per qualified enquiry',
      benchmark: '₹1,500 to ₹4,000 for South Delhi floors',
      why: 'High-ticket enquiries justify higher costs if buyers are pre-qualified.',
    },
    {
      name: 'Enquiry-to-viewing rate',
      benchmark: '12% to 20%',
      why: 'Small inventories need a high share of enquiries to view.',
    },
    {
      name: 'Days to sell a floor',
      benchmark: 'Under 120 days from listing',
      why: 'Developers recycle capital into the next plot only after selling.',
    },
    {
      name: 'NRI share of enquiries',
      benchmark: '15% to 25% for premium colonies',
      why: 'Overseas buyers are a large and often under-served segment.',
    },
  ],
  caseStudy: {
    title: 'A South Delhi builder-floor developer sells faster',
    situation:
      'A family firm rebuilding three to four plots a year in South Delhi relied on brokers and saw floors sit unsold for up to nine months after completion.',
    actions: [
      'Built colony pages with plans, walkthrough videos and prices for every floor',
      'Ran search campaigns on colony and configuration terms',
      'Ran evening campaigns for NRI buyers in the Gulf and the UK',
    ],
    results: [
      { label: 'Floors sold in five months', value: '11' },
      { label: 'Average days to sell', value: '260 to 95' },
      { label: 'Sales without broker commission', value: '45%' },
    ],
  },
  serviceIds: [
    'service:real-estate-seo',
    'city-service:ppc:delhi',
    'city-service:seo:delhi',
    'service:youtube-marketing',
  ],
  faqs: [
    {
      question: 'Can you market a single builder floor?',
      answer:
        'Yes, though it works best across a developer’s full inventory, where each new floor benefits from audiences built for earlier ones.',
    },
    {
      question: 'Do builder floors in Delhi need RERA registration?',
      answer:
        'Smaller projects may fall below the RERA threshold, but many developers register anyway because buyers ask. We show whatever registration applies and never imply one that does not exist.',
    },
    {
      question: 'Can you help us sell to NRIs?',
      answer:
        'Yes. We target Indians abroad with campaigns in their evening hours and pages that explain the buying process, power of attorney and repatriation rules.',
    },
  ],
};
