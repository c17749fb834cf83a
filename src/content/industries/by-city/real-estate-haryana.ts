// Real estate marketing across Haryana beyond Gurgaon: plotted colonies, affordable housing and the
// tier-2 cities where families buy.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Beyond Gurugram, Haryana’s property market belongs to families buying plots and affordable flats in their own cities. Sonipat, Karnal, Panipat, Rohtak, Hisar, Kurukshetra, Panchkula and Faridabad each have active developers, and state policies have created formats, from small plotted colonies to affordable group housing, that exist nowhere else in India.',
  ],
  localMarket: [
    'The Deen Dayal Jan Awas Yojana allows licensed plotted colonies on smaller land parcels, and it has made plots of 100 to 200 square yards the standard product in many Haryana towns. The state’s affordable group housing policy caps flat prices per square foot and allots units by draw, which creates sudden peaks of applications when a project opens.',
    'Buyers are often local business owners, government employees, farmers with land compensation and families moving from villages into town. Outside Gurugram, projects are registered with HRERA Panchkula, and buyers check licence numbers, approved layouts and the distance to the highway or railway station.',
  ],
  clusters: [
    'Sonipat and Kundli',
    'Greater Faridabad',
    'Karnal',
    'Panipat',
    'Panchkula and Pinjore',
    'Rohtak',
    'Dharuhera and Rewari',
  ],
  challenges: [
    {
      title: 'Local trust is everything',
      body: 'Families buy from developers they have heard of, so new or out-of-town builders struggle to be believed.',
    },
    {
      title: 'Hindi-first audience',
      body: 'English brochures and ads written for Gurugram buyers fail in Karnal or Rohtak.',
    },
    {
      title: 'Draw-based demand spikes',
      body: 'Affordable housing draws bring thousands of applications in a few weeks and then silence.',
    },
  ],
  strategies: [
    {
      title: 'Hindi video from the site',
      body: 'Walkthroughs of roads, parks and boundary walls, filmed on site and presented in Hindi by the developer’s own team.',
    },
    {
      title: 'Licence and layout transparency',
      body: 'Licence numbers, approved layout plans and HRERA details on every page and ad, explained simply.',
    },
    {
      title: 'Application campaigns for draws',
      body: 'Search and Meta campaigns timed to application windows, with step-by-step guides to eligibility and documents.',
    },
  ],
  kpis: [
    {
      name: 'Cost per enquiry',
      benchmark: '₹250 to ₹700 for plotted colonies',
      why: 'Much lower than Gurugram, so volume targets can be higher.',
    },
    {
      name: 'Enquiry-to-visit rate',
      benchmark: '10% to 18%',
      why: 'Local buyers visit readily when the site is nearby.',
    },
    {
      name: 'Applications per affordable housing draw',
      benchmark: '4 to 8 times the number of flats',
      why: 'Oversubscription makes the draw credible and fills every unit.',
    },
    {
      name: 'Cost per plot booking',
      benchmark: '₹12,000 to ₹30,000',
      why: 'Keeps marketing spend proportionate to smaller ticket sizes.',
    },
  ],
  caseStudy: {
    title: 'A Karnal plotted colony sells out its first phase',
    situation:
      'A local developer launching a DDJAY plotted colony on the outskirts of Karnal relied on banners and local brokers and had sold a third of its first phase in four months.',
    actions: [
      'Filmed Hindi site walkthroughs showing roads, parks and utilities',
      'Published licence, layout and HRERA details with a plain-language guide',
      'Ran Meta and search campaigns across Karnal, Panipat and Kurukshetra',
    ],
    results: [
      { label: 'Remaining plots sold', value: '84 in ten weeks' },
      { label: 'Cost per enquiry', value: '₹310' },
      { label: 'Cost per booking', value: '₹17,500' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:real-estate-seo',
    'service:facebook-ads',
    'service:youtube-marketing',
  ],
  faqs: [
    {
      question: 'Can you promote a DDJAY plotted colony?',
      answer:
        'Yes, once the licence and HRERA registration are in place. We show both on every ad and explain what the licence covers.',
    },
    {
      question: 'Do you run campaigns for affordable housing draws?',
      answer:
        'Yes. We plan campaigns around the application window and explain eligibility, documents and the draw process to reduce incomplete applications.',
    },
    {
      question: 'Which Haryana cities have the most active property markets?',
      answer:
        'Outside Gurugram, Sonipat, Faridabad, Karnal, Panipat, Panchkula and the Rewari-Dharuhera belt see the most new projects.',
    },
  ],
};
