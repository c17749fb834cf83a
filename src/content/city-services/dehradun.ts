// Dehradun's city-service content: the profile of Uttarakhand's capital and its SEO page, written
// for boarding schools, defence coaching, hill tourism operators and the Selaqui industrial belt.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'dehradun',
    economy:
      "Dehradun is Uttarakhand's capital and a national name in education, with historic boarding schools, the Indian Military Academy, the Forest Research Institute and a thriving industry of coaching for defence entrance exams. ONGC's Dehradun institutes and offices, such as the KD Malaviya Institute of Petroleum Exploration, along with state government offices and research institutes, provide stable employment, while the pharmaceutical and FMCG units of SIDCUL Selaqui grew on the back of state industrial incentives. As the gateway to Mussoorie, Rishikesh and the Char Dham pilgrimage, the city also runs a busy trade in hotels, homestays, taxis and tour packages.",
    keyIndustries: [
      'Boarding schools and higher education',
      'Defence exam coaching',
      'Tourism, homestays and pilgrimage travel',
      'Pharmaceuticals and FMCG in Selaqui',
      'Government, ONGC and research institutes',
      'Healthcare and real estate',
    ],
    localities: [
      'Rajpur Road',
      'Paltan Bazaar and Clock Tower',
      'Dalanwala',
      'Sahastradhara Road',
      'SIDCUL Selaqui',
      'Prem Nagar',
      'Clement Town',
      'GMS Road and Ballupur',
    ],
    nearby: ['shimla', 'chandigarh', 'delhi', 'sonipat'],
  },
  services: {
    seo: {
      intro: `Families in Mumbai choose a Dehradun boarding school from Google, an aspirant in Bihar finds an NDA coaching academy there, and a pilgrim in Gujarat books a Char Dham taxi the same way. Dehradun's most valuable customers are often a long way away when they search. We run SEO for Dehradun schools, academies, travel businesses and manufacturers, working remotely from ${officeLocality} and visiting for shoots, audits and reviews.`,
      localMarket:
        "Education dominates search demand in the Doon valley. Boarding schools compete for admissions from across India and the Gulf, and defence coaching institutes around Prem Nagar and Clement Town target students searching 'NDA coaching in dehradun with hostel' or 'CDS coaching dehradun fees'. Travel businesses target searches such as 'dehradun to kedarnath taxi', 'homestay near sahastradhara' and 'देहरादून से मसूरी टैक्सी', while Selaqui manufacturers look for distributors and contract-manufacturing clients. Locally, hospitals on Haridwar Road, schools, cafés on Rajpur Road and real estate aimed at retirees and second-home buyers get steady searches. The calendar is distinctive: boarding school enquiries run a year ahead of the session, defence coaching follows the two UPSC NDA exam dates, Char Dham demand runs from the temple openings in late April or May to Diwali, and monsoon landslides in July and August cut travel searches sharply.",
      competition:
        'Education keywords are competitive because well-known schools have decades of links and press coverage, and large coaching chains from Delhi and Prayagraj bid for the same defence aspirants. Travel searches are dominated by OTAs, Char Dham package aggregators and government portals for registration. For local services, competition is modest and many businesses still have outdated sites, so a well-built local presence can rank within a few months.',
      approach: [
        {
          title: 'Answer the questions parents and aspirants ask',
          body: 'For schools and academies we write detailed pages on fees, hostel life, safety, results, selection records and daily routines, with photos from the campus rather than stock images. Distant families decide from these pages before they ever visit.',
        },
        {
          title: 'Plan travel content around the yatra season',
          body: 'Char Dham and hill-station content is published by February, updated as registration rules and temple opening dates are announced, and honest about road closures in the monsoon. Google rewards pages that stay current in a topic where outdated advice can strand travellers.',
        },
        {
          title: 'Give Selaqui manufacturers a national shop window',
          body: 'Pharma and FMCG units get product and capability pages aimed at distributors and brand owners looking for contract manufacturing, with certifications and capacities stated clearly.',
        },
        {
          title: 'Deliver remotely, visit when it matters',
          body: 'Strategy, writing and reporting happen online with a fixed monthly call, and we travel to Dehradun for campus or site photography and for reviews at key points in the admission or travel season.',
        },
      ],
      example: {
        title: 'A residential NDA coaching academy near Prem Nagar',
        body: "A defence coaching academy with its own hostel had strong selection results but ranked only for its brand name. We built pages for each course and batch, published the academy's verified selection lists with consent, wrote guides on the SSB interview, medical standards and physical preparation, and added a hostel and fee page with real photographs. Enquiries from outside Uttarakhand, particularly from Bihar, Rajasthan and Haryana, became the majority.",
        metrics: [
          { label: 'Organic enquiries per month', value: '40 to 175' },
          { label: 'Enquiries from outside Uttarakhand', value: '68%' },
          { label: 'Course pages in the top 3', value: '22' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Audit of speed, indexing and admission or booking forms',
          'Keyword research for local and national demand',
          'Two to three course, campus or travel guides a month',
          'Google Business Profile for campus, academy or hotel',
          'Monthly report with enquiry sources',
        ],
        note: `Dehradun SEO costs less than metro work for local services, but boarding schools and academies targeting all-India admissions usually need ₹25,000 to ₹45,000 a month for the depth of content involved. Campus and site photo shoots are charged at cost including travel from ${officeLocality}, and most clients need one or two a year.`,
      },
      faqs: [
        {
          question: 'When should a boarding school start SEO for admissions?',
          answer:
            'Ideally fifteen to eighteen months before the session you are filling. Many families shortlist Dehradun schools a year or more in advance and register for entrance tests early.',
        },
        {
          question: 'Can you help our taxi or tour business during the Char Dham season?',
          answer:
            'Yes, but start in January or February. Pages need a few months to rank, and most pilgrims book transport and stays before the temples open.',
        },
        {
          question: 'Do you need to be in Dehradun to do this well?',
          answer:
            'Day-to-day SEO is done remotely without any loss of quality. We visit for photography, campus walkthroughs and planning sessions, which makes the content specific and credible.',
        },
        {
          question: 'What happens to travel rankings during the monsoon?',
          answer:
            'Search demand drops, but rankings do not disappear. We use the quiet months to update guides and build links so you are stronger when the season returns.',
        },
      ],
    },
  },
};
