// Technology marketing in Delhi: IT services, hardware and govtech firms, and how they win clients
// online from the capital.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Delhi’s technology business is less about product startups and more about services, hardware and government. Thousands of IT services firms, system integrators, hardware distributors and software agencies sell to businesses and public bodies across north India, many from Nehru Place, Okhla and the commercial centres of West Delhi.',
  ],
  localMarket: [
    'Nehru Place is north India’s largest market for computer hardware, networking and IT support, with hundreds of small firms in its towers. Okhla Phase III, Jasola and Saket hold software companies, digital agencies and the India offices of technology vendors, while Connaught Place and Barakhamba Road house consultancies serving government and public-sector clients.',
    'Central ministries, public-sector undertakings and the Delhi government buy technology through tenders and the GeM portal. Small and mid-size businesses across NCR buy managed IT, cybersecurity, cloud and software development, and usually choose vendors they can meet in person.',
  ],
  clusters: [
    'Nehru Place',
    'Okhla Phase III',
    'Jasola District Centre',
    'Saket',
    'Connaught Place and Barakhamba Road',
    'Netaji Subhash Place',
  ],
  challenges: [
    {
      title: 'Crowded, look-alike services',
      body: 'Hundreds of firms offer the same managed IT and development services with near-identical websites.',
    },
    {
      title: 'Government sales cycles',
      body: 'Tenders reward compliance and past performance, which marketing alone cannot create.',
    },
    {
      title: 'Price-first SME buyers',
      body: 'Small businesses compare annual maintenance contracts on price unless given a reason to value service.',
    },
  ],
  strategies: [
    {
      title: 'Service-area landing pages',
      body: 'Pages for managed IT, cybersecurity and cloud aimed at specific NCR business districts and industries.',
    },
    {
      title: 'Response-time guarantees as the message',
      body: 'Published service levels, on-site support areas and real response data that set a firm apart on something buyers value.',
    },
    {
      title: 'Credentials for public buyers',
      body: 'Clear pages on certifications, empanelments and completed public projects that tender committees can check.',
    },
  ],
  kpis: [
    {
      name: 'Cost per SME lead',
      benchmark: '₹600 to ₹1,800 for managed IT and AMC',
      why: 'Delhi search costs for IT services are moderate.',
    },
    {
      name: 'Lead-to-contract rate',
      benchmark: '10% to 20%',
      why: 'Shows whether leads are businesses, not individuals with a broken laptop.',
    },
    {
      name: 'Annual contract value won',
      benchmark: '₹1.5 lakh to ₹6 lakh per SME client',
      why: 'Recurring contracts are where IT services firms make money.',
    },
    {
      name: 'Client retention',
      benchmark: '85% or more renewing each year',
      why: 'Renewals keep acquisition costs worthwhile.',
    },
  ],
  caseStudy: {
    title: 'A Nehru Place IT firm builds recurring contracts',
    situation:
      'A managed IT services company in Nehru Place earned most of its revenue from one-off hardware sales and wanted recurring support contracts with businesses.',
    actions: [
      'Built pages for managed IT, cybersecurity and backup services by business type',
      'Published response-time commitments and on-site coverage across NCR',
      'Ran search campaigns aimed at offices in South Delhi, Okhla and Gurgaon',
    ],
    results: [
      { label: 'New annual support contracts', value: '37 in a year' },
      { label: 'Cost per SME lead', value: '₹1,150' },
      { label: 'Recurring share of revenue', value: '22% to 48%' },
    ],
  },
  serviceIds: [
    'service:technology-seo',
    'city-service:ppc:delhi',
    'city-service:seo:delhi',
    'service:b2b-seo',
  ],
  faqs: [
    {
      question: 'Can digital marketing help us win government contracts?',
      answer:
        'Indirectly. Tenders are won on eligibility and price, but a credible website with certifications and case studies helps at evaluation and with private clients.',
    },
    {
      question: 'How do we stand out among Nehru Place IT firms?',
      answer:
        'By specialising in an industry or service and proving response times and expertise, rather than listing every product you sell.',
    },
    {
      question: 'Do you work with software agencies in Delhi?',
      answer:
        'Yes. We help agencies win domestic and international clients through case studies, SEO and LinkedIn campaigns.',
    },
  ],
};
