// The full story of the Jaipur coaching institute case study: season-timed search and YouTube
// campaigns that filled 1,850 seats at a 37% lower cost per admission.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'jaipur-coaching-institute-admissions',
  clientType: 'Competitive-exam coaching institute',
  duration: '9 months (one admission season)',
  services: ['service:ppc', 'service:youtube-marketing', 'service:marketing-automation'],
  challenge: [
    'The client runs JEE and NEET coaching from three centres in Jaipur, in Gopalpura, Mansarovar and Vidhyadhar Nagar, with 1,900 classroom seats across two-year, one-year and dropper batches. It competes with national chains that spend heavily on television and edtech apps that bid on every exam keyword in Rajasthan. In the previous season it had filled 1,390 seats, leaving whole sections of its dropper batches empty.',
    'Its digital marketing ran at the same budget all year, peaking too late and tailing off too early. Ads were in English although most parents searched in Hindi, leads arrived on one shared phone, and counsellors called back in batches at the end of the day. Digital spend brought in 610 admissions at ₹6,350 each, and the management could not tell which campaigns had produced them.',
  ],
  plainChallenge: [
    'The client runs JEE and NEET coaching from three centres in Jaipur, in Gopalpura, Mansarovar and Vidhyadhar Nagar, with 1,900 classroom seats across two-year, one-year and dropper batches. It competes with national chains that spend heavily on television and edtech apps that bid on every exam keyword in Rajasthan. In the previous season it had left whole sections of its dropper batches empty.',
    'Its digital marketing ran at the same budget all year, peaking too late and tailing off too early. Ads were in English although most parents searched in Hindi, leads arrived on one shared phone, and counsellors called back in batches at the end of the day. Each admission that digital spend brought in cost more than the management thought it should, and nobody could tell which campaigns had produced them.',
  ],
  approach: [
    {
      title: 'Planned spend around the exam calendar',
      body: 'We mapped demand to the moments families decide: Class 10 board results for two-year programmes, JEE Main results for dropper batches, NEET results in June, and scholarship test dates. Budgets rose sharply in the two weeks after each result and fell between them, so the same annual spend was concentrated where searches and decisions actually happen.',
    },
    {
      title: 'Ran search campaigns in Hindi and English for parents',
      body: 'Search campaigns covered batch, exam and locality searches in both languages, including romanised Hindi such as "neet dropper batch jaipur fees". Landing pages for each batch showed fees, scholarship test dates, faculty, past results with roll numbers verifiable on request, and hostel options near each centre. Because most aspirants are under 18, campaigns and forms were designed for parents, and we did not build retargeting audiences from student visitors.',
    },
    {
      title: 'Used YouTube for demand the institute did not yet have',
      body: "Senior faculty recorded short Hindi explainers on topics students struggle with, such as rotational motion and organic chemistry mechanisms, and a series answering parents' questions about dropper years and hostel life in Jaipur. YouTube ads promoted them to families in Rajasthan towns including Sikar, Alwar, Ajmer and Bhilwara, and when results were announced those families found the institute again through search, with branded searches from those towns rising sharply.",
    },
    {
      title: 'Routed every enquiry to a counsellor within minutes',
      body: 'Enquiries now go into a CRM that assigns them to counsellors by centre and programme and sends a WhatsApp message with the fee structure and scholarship test link. Counsellors follow a cadence of calls and messages, and counselling visits, scholarship test registrations and admissions flow back into Google Ads as conversions.',
    },
  ],
  results: [
    {
      label: 'Seats filled in the admission season',
      before: '1,390',
      after: '1,850',
      change: '+33%',
    },
    { label: 'Admissions from digital enquiries', before: '610', after: '1,140', change: '+87%' },
    { label: 'Cost per admission from digital', before: '₹6,350', after: '₹4,000', change: '-37%' },
    {
      label: 'Counselling visit to admission rate',
      before: '22%',
      after: '31%',
      change: '+9 points',
    },
    {
      label: 'Enquiries from outside Jaipur district',
      before: '18%',
      after: '39%',
      change: '+21 points',
    },
  ],
  quote: {
    text: 'For the first time our dropper batches were full by July. The faculty videos did something our hoardings never did: parents in Sikar and Ajmer met our teachers before they ever visited the centre.',
    role: 'Director, the institute',
  },
  lessons: [
    'Timing mattered more than total budget: the same spend concentrated around results days filled far more seats.',
    'Hindi-language ads and pages reached the parents who make the decision, at lower cost than English.',
    'Faculty-led YouTube content built trust with families outside Jaipur before they searched for a coaching centre.',
    "Designing for parents rather than students kept the campaigns within the DPDP Act's rules on children's data.",
  ],
};
