// Healthcare marketing across Haryana: district hospitals, Ayushman Bharat and Chirayu patients, and
// keeping care close to home.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'For decades, patients from Haryana’s districts travelled to Delhi, Chandigarh or Rohtak for anything serious. That is changing as private multi-specialty hospitals open in Karnal, Panipat, Hisar, Ambala, Sonipat and Rewari, and their challenge is convincing local families that good care is now close to home.',
  ],
  localMarket: [
    'PGIMS Rohtak remains the state’s flagship public hospital, and the National Cancer Institute at Badhsa in Jhajjar has added advanced cancer care. Private hospitals in district towns offer cardiology, orthopaedics, dialysis, maternity and critical care, often run by doctors who trained in Delhi and Chandigarh and returned home.',
    'Government insurance shapes demand. Ayushman Bharat and Haryana’s Chirayu scheme, which extends it to more families, cover treatment at empanelled private hospitals, so families search for which hospitals accept their card. Hindi is the language of almost every search outside Gurugram and Panchkula.',
  ],
  clusters: [
    'Rohtak and Jhajjar',
    'Karnal and Kurukshetra',
    'Panipat',
    'Hisar',
    'Ambala',
    'Sonipat',
    'Rewari',
  ],
  challenges: [
    {
      title: 'The pull of Delhi and Chandigarh',
      body: 'Families assume serious care means travelling, even when a local hospital offers the same treatment.',
    },
    {
      title: 'Scheme awareness',
      body: 'Many eligible families do not know which local hospitals accept Ayushman Bharat or Chirayu cards.',
    },
    {
      title: 'Thin digital presence',
      body: 'District hospitals often have outdated websites and incomplete Maps profiles, so patients cannot find basic information.',
    },
  ],
  strategies: [
    {
      title: 'Hindi doctor introductions',
      body: 'Short Hindi videos of each specialist explaining their training and the treatments they offer locally.',
    },
    {
      title: 'Scheme and empanelment pages',
      body: 'Clear pages on which schemes and insurers the hospital accepts, and how families can use them.',
    },
    {
      title: 'Village and district reach',
      body: 'Meta and YouTube campaigns across the surrounding tehsils, with camps in villages and follow-up on WhatsApp.',
    },
  ],
  kpis: [
    {
      name: 'Cost per OPD appointment',
      benchmark: '₹120 to ₹350',
      why: 'Much lower than in NCR, so modest budgets go a long way.',
    },
    {
      name: 'Scheme patients admitted',
      benchmark: '20% to 40% of admissions at empanelled hospitals',
      why: 'Shows scheme awareness campaigns reach eligible families.',
    },
    {
      name: 'Patients from outside the town',
      benchmark: '35% or more of appointments',
      why: 'District hospitals grow by serving surrounding villages and tehsils.',
    },
    {
      name: 'Referrals out to Delhi and Chandigarh',
      benchmark: 'Falling year on year',
      why: 'Fewer outward referrals mean local trust is growing.',
    },
  ],
  caseStudy: {
    title: 'A Panipat hospital keeps patients close to home',
    situation:
      'A 120-bed multi-specialty hospital in Panipat had cardiology and joint replacement surgeons but saw many local patients go to Delhi for procedures it could perform.',
    actions: [
      'Filmed Hindi introduction videos for each of its senior doctors',
      'Published pages on Ayushman Bharat and Chirayu empanelment and cashless insurers',
      'Ran YouTube and Meta campaigns across Panipat, Samalkha and Israna',
      'Completed Google Business Profiles for the hospital and each specialty',
    ],
    results: [
      { label: 'Cardiac procedures a month', value: '22 to 49' },
      { label: 'Knee and hip replacements a month', value: '9 to 24' },
      { label: 'Cost per OPD appointment', value: '₹190' },
    ],
  },
  serviceIds: [
    'city-service:seo:haryana',
    'service:healthcare-seo',
    'service:youtube-marketing',
    'service:seo/local',
  ],
  faqs: [
    {
      question: 'Do Haryana patients search online for hospitals?',
      answer:
        'Yes, increasingly on mobile and in Hindi. Families look up doctors, check reviews and ask on WhatsApp before they travel, even from villages.',
    },
    {
      question: 'Can we advertise that we accept Ayushman Bharat and Chirayu?',
      answer:
        'Yes, if you are empanelled. Stating it accurately helps eligible families find you and should follow the scheme’s branding rules.',
    },
    {
      question: 'Which Haryana towns do you cover for healthcare?',
      answer:
        'All of them, including Karnal, Panipat, Hisar, Rohtak, Ambala, Sonipat, Rewari and smaller district towns.',
    },
  ],
};
