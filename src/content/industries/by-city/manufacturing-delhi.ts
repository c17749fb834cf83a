// Manufacturing marketing in Delhi: the city's old industrial areas, its MSMEs and how they find
// new buyers online.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Delhi still makes things, mostly in small units that few outside the trade have heard of. Plastic moulders in Bawana, steel fabricators in Wazirpur, printers and garment exporters in Okhla, and auto-part workshops in Mayapuri and Kashmere Gate’s supply chain employ hundreds of thousands of people. Most sell through relationships built over decades, and many owners’ children now want to add online channels.',
  ],
  localMarket: [
    'The city’s industrial areas each have a speciality. Okhla Phases I and II hold garment exporters, printing presses and packaging firms; Wazirpur is known for stainless-steel re-rolling and utensils; Bawana and Narela, developed to relocate factories from residential areas, house plastics, footwear, electrical and food-processing units; Mayapuri, Naraina and Kirti Nagar mix engineering, auto parts and furniture.',
    'Delhi manufacturers sell to buyers across the north, from retailers in Punjab and Uttar Pradesh to institutional customers and exporters. Land and labour costs push growing firms to expand into Sonipat, Bahadurgarh and Ghaziabad, but their head offices and sales teams usually remain in Delhi.',
  ],
  clusters: [
    'Okhla Industrial Area',
    'Wazirpur Industrial Area',
    'Bawana Industrial Area',
    'Narela',
    'Mayapuri and Naraina',
    'Kirti Nagar',
  ],
  challenges: [
    {
      title: 'Invisible on search',
      body: 'Many units have no website, or one built a decade ago, and buyers who search cannot find them.',
    },
    {
      title: 'Trader-dominated channels',
      body: 'Wholesalers in Sadar Bazar and Chawri Bazar sit between manufacturers and retailers and keep much of the margin.',
    },
    {
      title: 'Pressure from cheaper imports',
      body: 'Plastics, electrical goods and utensils compete with imports, so price alone cannot win.',
    },
  ],
  strategies: [
    {
      title: 'Catalogue websites with WhatsApp',
      body: 'A simple catalogue with specifications, pack sizes and a WhatsApp enquiry button, built to load fast on a retailer’s phone.',
    },
    {
      title: 'Made-in-Delhi positioning',
      body: 'Short videos of the factory floor, quality checks and delivery speed that distinguish a local maker from an importer.',
    },
    {
      title: 'Search ads for bulk buyers',
      body: 'Campaigns on product and bulk terms across north Indian states, excluding retail shoppers with negative keywords.',
    },
  ],
  kpis: [
    {
      name: 'Bulk enquiries per month',
      benchmark: '20 to 60 for a focused product range',
      why: 'Retailer and institutional orders are the goal.',
    },
    {
      name: 'Cost per bulk enquiry',
      benchmark: '₹300 to ₹900',
      why: 'Delhi MSME products sell on volume, so enquiries must be cheap.',
    },
    {
      name: 'Share of sales direct to retailers',
      benchmark: 'Rising from under 10% to 25% or more',
      why: 'Each direct sale keeps the wholesaler’s margin in the business.',
    },
    {
      name: 'Repeat order rate',
      benchmark: '50% or more of new retailers reorder within six months',
      why: 'Repeat orders prove the product and service, not just the ad.',
    },
  ],
  caseStudy: {
    title: 'A Bawana packaging maker finds FMCG buyers',
    situation:
      'A plastic packaging manufacturer in Bawana sold almost entirely through two traders and wanted direct contracts with food and personal-care brands.',
    actions: [
      'Built a catalogue of containers and closures with capacities, materials and food-grade certifications',
      'Ran search campaigns for packaging buyers across north India',
      'Ran LinkedIn outreach to procurement teams at emerging D2C food brands',
    ],
    results: [
      { label: 'Direct brand enquiries a month', value: '2 to 27' },
      { label: 'New brand contracts in a year', value: '9' },
      { label: 'Share of revenue sold direct', value: '8% to 31%' },
    ],
  },
  serviceIds: [
    'service:manufacturing-seo',
    'city-service:ppc:delhi',
    'city-service:web-development:delhi',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Can a small Delhi factory sell without traders?',
      answer:
        'It can add direct channels without cutting traders off. Most clients keep their wholesale partners and use online enquiries to reach retailers and brands the traders do not serve.',
    },
    {
      question: 'Is a website enough to get bulk orders?',
      answer:
        'A website is the base. Search ads, a Google Business Profile in the right category and fast WhatsApp replies turn it into enquiries.',
    },
    {
      question: 'Do you photograph products at our unit?',
      answer:
        'Yes. We arrange shoots in Delhi factories, because buyers trust real photographs of products and production.',
    },
  ],
};
