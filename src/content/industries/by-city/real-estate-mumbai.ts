// Real estate marketing in Mumbai: the MMR's towers, redevelopment and new suburbs, and how
// developers there win site visits.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Mumbai is India’s most valuable housing market and its most crowded for advertisers. Hundreds of projects across the Mumbai Metropolitan Region launch every year, from luxury towers in Worli to compact one-BHK flats in Kalyan, and buyers compare them on carpet area, price, commute and the developer’s delivery record.',
  ],
  localMarket: [
    'Within the island city and western suburbs, most new supply comes from redevelopment: old cooperative societies and slum rehabilitation schemes rebuilt as towers in Bandra, Goregaon, Malad and Borivali. Further out, Thane, Navi Mumbai, Panvel and the Kalyan-Dombivli belt offer larger homes at lower prices, and new infrastructure such as the Atal Setu and the Navi Mumbai airport has pulled buyers towards Ulwe, Panvel and the Uran side.',
    'MahaRERA requires a registration number and QR code on every advertisement, and Mumbai buyers check them. Prices are quoted on carpet area, and a rupee difference in price per square foot is debated more closely here than anywhere else in India.',
  ],
  clusters: [
    'Worli and Lower Parel',
    'Western suburbs: Goregaon to Borivali',
    'Thane and Ghodbunder Road',
    'Navi Mumbai: Kharghar, Ulwe and Panvel',
    'Kalyan and Dombivli',
    'Chembur and Ghatkopar',
  ],
  challenges: [
    {
      title: 'Extreme ad competition',
      body: 'Dozens of projects bid on the same suburb keywords, pushing clicks in Thane and the western suburbs above ₹100.',
    },
    {
      title: 'Redevelopment scepticism',
      body: 'Delays in older redevelopment projects make buyers wary of under-construction towers from smaller developers.',
    },
    {
      title: 'Commute decides everything',
      body: 'Buyers choose by travel time to their office, so a generic project page loses to one that maps the commute.',
    },
  ],
  strategies: [
    {
      title: 'Commute-led landing pages',
      body: 'Pages that show travel time by train, Metro and road to BKC, Andheri and Lower Parel, the way Mumbai buyers actually decide.',
    },
    {
      title: 'MahaRERA-compliant creative',
      body: 'Every ad carries the registration number and QR code, and project pages link to the MahaRERA record and construction updates.',
    },
    {
      title: 'Marathi and Gujarati audiences',
      body: 'Separate creatives for Marathi and Gujarati-speaking buyers in Thane, Dombivli and the western suburbs lift response.',
    },
  ],
  kpis: [
    {
      name: 'Cost per lead',
      benchmark: '₹900 to ₹2,500 for mid-segment MMR projects',
      why: 'Among the highest in India because competition is intense.',
    },
    {
      name: 'Cost per site visit',
      benchmark: '₹12,000 to ₹35,000',
      why: 'Compares campaigns and channel partners on the same footing.',
    },
    {
      name: 'Site-visit-to-booking rate',
      benchmark: '7% to 12%',
      why: 'Mumbai buyers visit several projects before deciding.',
    },
    {
      name: 'Share of bookings from own channels',
      benchmark: '30% or more, against channel-partner sales',
      why: 'Channel partners take 2% to 3% of agreement value as brokerage.',
    },
  ],
  caseStudy: {
    title: 'A Thane developer fills its weekend site visits',
    situation:
      'A mid-size developer with a 2 and 3 BHK tower off Ghodbunder Road depended on channel partners for almost all sales and had weekend site visits in single digits.',
    actions: [
      'Rebuilt the project page around commute times to Thane station, BKC and Powai',
      'Ran search and Meta campaigns with MahaRERA QR codes in every creative',
      'Added Marathi creatives for buyers from Thane and Kalyan',
      'Scheduled WhatsApp confirmations and reminders for every booked visit',
    ],
    results: [
      { label: 'Weekend site visits', value: '7 to 31' },
      { label: 'Cost per site visit', value: '₹14,600' },
      { label: 'Bookings from own channels', value: '34%' },
    ],
  },
  serviceIds: [
    'service:real-estate-seo',
    'city-service:ppc:mumbai',
    'city-service:social-media:mumbai',
    'service:facebook-ads',
  ],
  faqs: [
    {
      question: 'Is Google or Meta better for Mumbai property?',
      answer:
        'Google usually brings buyers closer to a decision; Meta brings volume at a lower cost. Most of our Mumbai projects run both and judge them by cost per site visit.',
    },
    {
      question: 'Do you market redevelopment projects?',
      answer:
        'Yes. Redevelopment buyers want proof of approvals and progress, so we publish construction updates, MahaRERA details and clear possession timelines.',
    },
    {
      question: 'Can you target buyers near the new Navi Mumbai airport?',
      answer:
        'Yes. Projects in Ulwe, Panvel and Kharghar attract both end-users and investors, and we run separate messages for each.',
    },
  ],
};
