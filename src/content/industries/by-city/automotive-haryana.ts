// Automotive marketing across Haryana: tractor and two-wheeler dealers in the districts and the
// vehicle-making belt, and how they reach rural buyers.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Haryana both makes and buys vehicles in huge numbers. Its plants in Gurugram, Manesar, Dharuhera, Kharkhoda and Faridabad produce cars, motorcycles and tractors, and its farming districts are among India’s strongest markets for tractors, implements, pickups and two-wheelers.',
  ],
  localMarket: [
    'Faridabad is home to Escorts Kubota’s tractor plants, Hero MotoCorp builds motorcycles at Dharuhera, and Maruti Suzuki’s new plant at Kharkhoda has joined its Gurugram and Manesar works. In the districts, tractor dealers in Hisar, Sirsa, Karnal, Kaithal and Jind sell to farmers whose purchase decisions follow harvests, subsidies and loan cycles.',
    'Two-wheeler and car dealers in towns such as Rohtak, Panipat, Rewari and Bhiwani serve buyers from surrounding villages, where family and community recommendations carry great weight. Hindi and Haryanvi content reaches these buyers far better than polished metropolitan advertising.',
  ],
  clusters: [
    'Faridabad',
    'Dharuhera',
    'Kharkhoda',
    'Hisar and Sirsa',
    'Karnal and Kaithal',
    'Rohtak and Jind',
  ],
  challenges: [
    {
      title: 'Harvest-driven demand',
      body: 'Tractor and two-wheeler sales spike after the wheat and paddy harvests and slow sharply in between.',
    },
    {
      title: 'Rural buyers, offline habits',
      body: 'Many buyers still visit dealers on a relative’s advice, so online campaigns must earn a place in that conversation.',
    },
    {
      title: 'Finance and subsidy questions',
      body: 'Farmers need clear answers on loans, down payments and implement subsidies before they decide.',
    },
  ],
  strategies: [
    {
      title: 'Harvest-timed campaigns',
      body: 'Budgets concentrated after the rabi harvest in April and May and the kharif harvest in October and November.',
    },
    {
      title: 'Farmer stories in Haryanvi',
      body: 'Videos of local farmers using their tractors and implements, shared on YouTube and WhatsApp.',
    },
    {
      title: 'Finance explainers',
      body: 'Simple pages and videos on tractor loans, down payments and state implement subsidies.',
    },
  ],
  kpis: [
    {
      name: 'Cost per tractor enquiry',
      benchmark: '₹150 to ₹450',
      why: 'Farmer audiences are inexpensive to reach with the right content.',
    },
    {
      name: 'Enquiry-to-sale rate for tractors',
      benchmark: '6% to 12%',
      why: 'High-ticket purchases take time and family consultation.',
    },
    {
      name: 'Share of sales in harvest months',
      benchmark: '50% or more of annual volume',
      why: 'Confirms budgets are concentrated when buyers are ready.',
    },
    {
      name: 'Video views from target villages',
      benchmark: '20,000 to 80,000 a month per dealer',
      why: 'Reach within the dealer’s own villages builds word of mouth.',
    },
  ],
  caseStudy: {
    title: 'A western Haryana tractor dealer grows harvest sales',
    situation:
      'A tractor and implement dealer with showrooms in Hisar and Sirsa relied on village melas and word of mouth, with sales that varied widely from season to season.',
    actions: [
      'Filmed Haryanvi videos of local farmers with their tractors and implements',
      'Ran YouTube and Meta campaigns across villages in Hisar, Sirsa and Fatehabad around both harvests',
      'Published loan and subsidy explainers and a WhatsApp enquiry line',
    ],
    results: [
      { label: 'Tractor enquiries in the rabi season', value: '410 to 1,160' },
      { label: 'Tractors sold in the season', value: '58 to 104' },
      { label: 'Cost per enquiry', value: '₹230' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:automotive-seo',
    'service:youtube-marketing',
    'service:facebook-ads',
  ],
  faqs: [
    {
      question: 'Do farmers in Haryana respond to online ads?',
      answer:
        'Yes. Farmers watch YouTube and use WhatsApp daily, and videos featuring local farmers they recognise are especially effective.',
    },
    {
      question: 'When should tractor dealers advertise?',
      answer:
        'Mostly after the wheat harvest in April and May and after the paddy harvest in October and November, when farmers have cash and time.',
    },
    {
      question: 'Do you work with two-wheeler dealers in Haryana towns?',
      answer:
        'Yes, in Rohtak, Panipat, Rewari, Bhiwani and other towns, with local search, Hindi campaigns and festival offers around Diwali and Dhanteras.',
    },
  ],
};
