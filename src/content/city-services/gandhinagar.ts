// Gandhinagar's city-service content: the profile of Gujarat's capital and GIFT City and its SEO
// page, written for IFSC firms, the Ahmedabad-Gandhinagar property corridor and government-job coaching.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'gandhinagar',
    economy:
      "Gandhinagar is Gujarat's planned capital, where the state secretariat and departments employ a large share of residents, and it is also home to GIFT City, India's International Financial Services Centre, where banks, fund managers, insurers, aircraft lessors and fintech firms operate under the IFSCA regulator. Institutions such as IIT Gandhinagar, the National Forensic Sciences University, PDEU and GNLU have turned the city into an education hub, and Mahatma Mandir hosts major conventions including the Vibrant Gujarat summits. Its southern sectors have merged with Ahmedabad into one property corridor along Kudasan, Sargasan and Raysan.",
    keyIndustries: [
      'International financial services (GIFT IFSC)',
      'Government and public administration',
      'Higher education and research',
      'Real estate',
      'IT services in Infocity',
      'Conventions, events and hospitality',
    ],
    localities: [
      'GIFT City',
      'Infocity',
      'Sector 21 market',
      'Sector 11',
      'Kudasan and Sargasan',
      'Raysan and Koba',
      'Sector 28 GIDC',
      'Kalol GIDC',
    ],
    nearby: ['ahmedabad', 'surat', 'mumbai'],
  },
  services: {
    seo: {
      intro: `Gandhinagar's most ambitious businesses sell to people who have never been there: a fund manager in Singapore weighing a GIFT IFSC structure, a family office in Dubai, an NRI buying a flat near Kudasan. At the other end, thousands of local families search for coaching, clinics and schools in the sectors. We handle SEO for both kinds of Gandhinagar business, with strategy led from our ${officeLocality} team and regular visits to the Ahmedabad-Gandhinagar region.`,
      localMarket:
        "GIFT City firms are the most distinctive SEO buyers here: corporate service providers, law and accounting practices, fund administrators and fintechs want to rank for searches like 'how to set up a fund in GIFT IFSC', 'IFSC banking unit registration' or 'aircraft leasing GIFT City tax benefits', which come from founders and CFOs worldwide. Builders in Kudasan, Sargasan and Raysan target young families and NRIs searching 'new projects near GIFT city' or 'ગાંધીનગર ફ્લેટ'. Gandhinagar has a strong government-job culture, so coaching for GPSC, Talati and police recruitment exams draws students who search in Gujarati, such as 'GPSC કોચિંગ ગાંધીનગર'. Hotels and caterers near Mahatma Mandir depend on conference traffic around Vibrant Gujarat and other events, and demand for admissions to the universities peaks from May to July.",
      competition:
        'The GIFT City niche is small but competitive at the top: large law firms, Big Four advisers and Mumbai-based consultancies publish detailed IFSC guides, so a smaller firm must go deeper on specific structures and procedures. Property keywords are shared with Ahmedabad builders and portals, and local service keywords in the sectors remain lightly contested. Gujarati-language competition is particularly thin, which creates room for coaching institutes and consumer businesses.',
      approach: [
        {
          title: 'Write expert IFSC content with compliance review',
          body: 'We work with your partners or compliance officers to produce guides on entity types, licensing steps, tax treatment and timelines under IFSCA rules, each reviewed before publication and updated when circulars change. Accuracy matters more than volume in a regulated niche.',
        },
        {
          title: 'Reach international decision makers',
          body: 'For GIFT City firms we target searches from Singapore, the UAE, the UK and the US, with comparison content on how an IFSC structure differs from other financial centres, written for founders and CFOs.',
        },
        {
          title: 'Cover the twin-city property corridor',
          body: 'Builders get project and locality pages for Kudasan, Sargasan, Raysan and Koba with commute times to GIFT City, Infocity and the Ahmedabad metro, plus GujRERA details.',
        },
        {
          title: 'Publish in Gujarati for local audiences',
          body: 'Coaching institutes, clinics and schools get Gujarati pages where demand exists, written by native writers who understand exam terms and local usage.',
        },
      ],
      example: {
        title: 'A corporate services firm in GIFT City',
        body: 'A small team of chartered accountants and company secretaries helping foreign and Indian clients set up units in GIFT IFSC relied on referrals and LinkedIn. We built a library of guides on fund set-up, IFSC banking units, family investment funds and ship and aircraft leasing, each with step-by-step processes and realistic timelines, and added a consultation booking form that captured jurisdiction and structure type. Within nine months the firm was receiving qualified enquiries from founders and family offices abroad.',
        metrics: [
          { label: 'Qualified consultation requests', value: '6 to 38 a month' },
          { label: 'Enquiries from outside India', value: '44%' },
          { label: 'Guides ranking in the top 5', value: '31' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Technical audit including multilingual and legal pages',
          'Keyword research in English and Gujarati',
          'Two to four pages or guides a month',
          'Google Business Profile for GIFT City or sector office',
          'Monthly report on consultations and local enquiries',
        ],
        note: 'Local Gandhinagar businesses usually do well on the starting plan because competition in the sectors is modest. GIFT City firms need expert writing and compliance review, which typically brings costs to ₹40,000 to ₹80,000 a month. We visit Gandhinagar for planning and interviews with your subject experts, usually once a quarter.',
      },
      faqs: [
        {
          question: 'Can a small GIFT City firm outrank large advisory firms?',
          answer:
            'On broad terms, rarely. On specific questions, such as the steps to register a particular fund category or the timeline for an IFSC banking unit, a specialist firm with detailed guides often ranks above them.',
        },
        {
          question: 'Are there rules on what financial firms can publish?',
          answer:
            'Yes. Content must avoid misleading claims and follow IFSCA and other applicable regulations, so we build a compliance review into every piece before it goes live.',
        },
        {
          question: 'Should our coaching institute publish in Gujarati?',
          answer:
            'Yes, for GPSC and state recruitment exams many students search in Gujarati, and there is far less competition in that language.',
        },
        {
          question: 'Do you treat Gandhinagar and Ahmedabad separately?',
          answer:
            'For property and local services we do, because people search for specific sectors and areas. For GIFT City firms, the audience is global and location matters less.',
        },
      ],
    },
  },
};
