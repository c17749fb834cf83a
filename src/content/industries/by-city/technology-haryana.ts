// Technology marketing across Haryana beyond Gurgaon: IT parks, software for local industries and
// the firms selling from tier-2 cities.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Outside Gurugram, Haryana’s technology firms are smaller and often closer to their customers. Software houses in Panchkula, Karnal, Hisar and Faridabad build school ERPs, hospital systems, dealer management tools and mobile apps for businesses across north India, and a growing number serve overseas clients with teams that cost far less than in the metros.',
  ],
  localMarket: [
    'The IT Park in Panchkula’s Sector 22 is the state’s second technology hub, drawing on engineering graduates from across the Chandigarh tricity. Faridabad benefits from its place in NCR, while Karnal, Hisar, Rohtak and Kurukshetra have software firms founded by graduates of local engineering colleges and universities.',
    'Their customers are often Haryana’s own schools, hospitals, manufacturers, traders and dealerships, which want software from a vendor who speaks their language and can visit. Others export development and support services to clients in the United States, the UK, Australia and Canada, where many Haryana families have relatives.',
  ],
  clusters: ['IT Park, Panchkula', 'Faridabad', 'Karnal', 'Hisar', 'Rohtak', 'Kurukshetra'],
  challenges: [
    {
      title: 'Perceived as second-tier',
      body: 'Buyers assume the best technology firms are in Gurugram or Bangalore and overlook capable local vendors.',
    },
    {
      title: 'Selling to non-technical buyers',
      body: 'School principals and hospital owners need simple explanations and proof, not technical specifications.',
    },
    {
      title: 'Finding overseas clients',
      body: 'Without a sales presence abroad, firms depend on freelance platforms that squeeze margins.',
    },
  ],
  strategies: [
    {
      title: 'Demonstrations in Hindi',
      body: 'Video walkthroughs of the software in Hindi, showing a school or clinic using it day to day.',
    },
    {
      title: 'References from nearby customers',
      body: 'Case studies and testimonial videos from named local institutions, with permission, that prospects can check personally.',
    },
    {
      title: 'Direct overseas demand',
      body: 'SEO and LinkedIn programmes in target countries that bring clients directly instead of through freelance marketplaces.',
    },
  ],
  kpis: [
    {
      name: 'Demo requests per month',
      benchmark: '15 to 40 for a vertical software product',
      why: 'Demos are the turning point for non-technical buyers.',
    },
    {
      name: 'Cost per demo',
      benchmark: '₹800 to ₹2,500',
      why: 'Lower than metro benchmarks because competition is thinner.',
    },
    {
      name: 'Demo-to-sale rate',
      benchmark: '20% to 35%',
      why: 'Local references and visits make closing easier.',
    },
    {
      name: 'Direct overseas enquiries',
      benchmark: '4 to 12 a month',
      why: 'Each one avoids freelance platform fees.',
    },
  ],
  caseStudy: {
    title: 'A Panchkula school ERP expands across the north',
    situation:
      'A software company in Panchkula’s IT Park sold its school management system to about 60 schools in the tricity through personal visits and wanted to reach schools across north India.',
    actions: [
      'Recorded Hindi video demonstrations of attendance, fees and parent apps',
      'Published case studies from three well-known client schools',
      'Ran search and Meta campaigns aimed at school owners and principals in Haryana, Punjab and Himachal',
    ],
    results: [
      { label: 'Demo requests a month', value: '6 to 32' },
      { label: 'New schools signed in a year', value: '74' },
      { label: 'Cost per demo', value: '₹1,350' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:technology-seo',
    'service:youtube-marketing',
    'service:ppc',
  ],
  faqs: [
    {
      question: 'Can a Panchkula or Karnal software firm compete with metro companies?',
      answer:
        'Yes, especially for customers who value local support and fair pricing. Marketing that shows real clients and fast service overcomes the metro bias.',
    },
    {
      question: 'How do you reach school and hospital owners?',
      answer:
        'With Hindi demonstrations, search campaigns on the problems they face, and Meta ads aimed at owners and administrators.',
    },
    {
      question: 'Can you help us win clients abroad?',
      answer:
        'Yes. We build country-focused content and LinkedIn programmes so clients in the US, UK and Australia can find you directly.',
    },
  ],
};
