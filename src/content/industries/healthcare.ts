// Industry page content for healthcare: how hospitals, clinics and diagnostic chains in India
// acquire patients online, and the medical advertising rules they must follow.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Patients in India search before they see a doctor. They look up symptoms, compare specialists on Google and Practo, read reviews, check whether a hospital is on their insurance panel and ask about costs on WhatsApp. The hospital or clinic that answers these questions clearly, in the patient’s language, wins the appointment.',
    'Healthcare marketing has to earn trust without overpromising. Google treats medical content as “your money or your life” material and rewards pages written or reviewed by qualified doctors, while Indian law restricts what doctors and medicines can claim. Good marketing here is mostly good information, well organised and easy to find.',
    'We work with multi-specialty hospitals, single-specialty chains such as dental, eye, IVF and dermatology, diagnostic labs and individual practitioners, measuring everything against appointments and admissions.',
  ],
  challenges: [
    {
      title: 'Many doctors, one brand',
      body: 'A hospital may have dozens of consultants, each with their own search demand. Without individual profiles and pages, those searches go to aggregators.',
    },
    {
      title: 'Local competition on Maps',
      body: 'Most clinic bookings start in the Google Maps results, where ratings, reviews and distance decide who gets the call.',
    },
    {
      title: 'Strict advertising limits',
      body: 'Claims about cures, guaranteed outcomes or before-and-after results can break the law and Google’s ad policies.',
    },
    {
      title: 'Tracking calls and walk-ins',
      body: 'Many patients phone or walk in, so marketing looks weaker than it is unless calls and appointments are tracked.',
    },
  ],
  strategies: [
    {
      title: 'Doctor and treatment pages',
      body: 'A page for every doctor with qualifications, registration number, timings and procedures, and a page for every treatment that explains it plainly.',
    },
    {
      title: 'Google Business Profiles for every branch and doctor',
      body: 'Correct categories, hours, photos and a steady flow of genuine patient reviews lift Maps rankings for each location.',
    },
    {
      title: 'Appointment-focused ads',
      body: 'Search campaigns on specialty and symptom terms that lead to a booking form or call, with call tracking to count every appointment.',
    },
    {
      title: 'Content reviewed by doctors',
      body: 'Articles and videos in English and regional languages, reviewed by the hospital’s own doctors, that rank for the questions patients ask.',
    },
  ],
  kpis: [
    {
      name: 'Cost per appointment',
      benchmark:
        '₹300 to ₹900 for clinic consultations; ₹1,500 to ₹5,000 for high-value procedures',
      why: 'Ties marketing to patients seen, not clicks.',
    },
    {
      name: 'Online appointments per month',
      benchmark: 'Growth of 30% or more in the first year is common',
      why: 'Shows whether search and Maps are taking share from aggregators.',
    },
    {
      name: 'Average Google rating',
      benchmark: '4.5 or higher with recent reviews',
      why: 'Ratings below 4.2 sharply reduce calls from the Maps results.',
    },
    {
      name: 'Call answer rate',
      benchmark: 'Above 90% during OPD hours',
      why: 'Missed calls are lost patients, often to the next hospital on the list.',
    },
    {
      name: 'Procedure conversion rate',
      benchmark: '15% to 30% of consultations for elective procedures',
      why: 'Measures how well counselling follows up on marketing.',
    },
  ],
  caseStudy: {
    title: 'A Bangalore hospital more than doubles online bookings',
    situation:
      'A multi-specialty hospital with three branches in Bangalore was losing doctor searches to aggregator platforms and had little visibility on Google Maps.',
    actions: [
      'Built profiles and pages for each of its 38 doctors',
      'Optimised the Google Business Profile of every branch',
      'Started a consent-based review request after each consultation',
      'Tracked calls and online bookings back to their source',
    ],
    results: [
      { label: 'Online appointments a month', value: '410 to 960' },
      { label: 'Doctors with optimised profiles', value: '38' },
      { label: 'Branches covered', value: '3' },
    ],
  },
  caseStudyId: 'case-study:bangalore-multispecialty-hospital-appointments',
  regulations: [
    {
      title: 'Medical ethics rules on self-promotion',
      body: 'The National Medical Commission’s professional conduct rules limit how doctors promote themselves. We keep doctor pages factual and avoid claims of superiority or guaranteed results.',
    },
    {
      title: 'Drugs and Magic Remedies Act, 1954',
      body: 'Advertisements may not claim to cure or prevent the diseases listed in the Act, such as diabetes or cancer. Treatment pages inform rather than promise.',
    },
    {
      title: 'PCPNDT Act and health data',
      body: 'Any promotion of sex determination is banned. Patient data is sensitive under the Digital Personal Data Protection Act, 2023, so forms collect only what is needed, with consent.',
    },
  ],
  serviceIds: [
    'service:healthcare-seo',
    'service:seo/local',
    'service:ppc',
    'service:content',
    'service:web-design',
  ],
  faqs: [
    {
      question: 'Can we show patient testimonials?',
      answer:
        'Patient stories can be shared with written consent, but we avoid cure claims, before-and-after results for regulated procedures and anything that promises an outcome.',
    },
    {
      question: 'Do Google Ads allow healthcare advertising?',
      answer:
        'Yes, for most services. Some areas, such as online pharmacies, addiction treatment and certain procedures, need certification or are restricted, and we plan around those policies.',
    },
    {
      question: 'How long before local SEO brings more patients?',
      answer:
        'Clinics usually see more calls from Google Maps within two to three months. Competitive specialties in large cities may take four to six months.',
    },
    {
      question: 'Do you create content in regional languages?',
      answer:
        'Yes. Hindi, Kannada, Tamil and other language pages often reach patients that English-only content misses, and doctors review every page before it goes live.',
    },
  ],
};
