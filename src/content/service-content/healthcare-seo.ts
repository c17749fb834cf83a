// Content of the Healthcare SEO niche page (/services/healthcare-seo): SEO for hospitals, clinics and doctors.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Patients in India now search before they choose: "knee replacement surgeon in Pune", "best gynaecologist near me", "MRI scan price in Lucknow", "IVF success rate". Google treats these as Your Money or Your Life searches, where it demands the strongest evidence of expertise and trust. Hospital and clinic sites that publish generic, unreviewed health articles or copy symptoms lists from elsewhere now struggle to rank, while sites with named, qualified doctors and reviewed content win.',
    'Our healthcare SEO is built around that standard. Every clinical page is written by medical writers and reviewed by a doctor whose name, registration and credentials appear on the page. Each doctor gets a profile with qualifications, specialities, languages, OPD timings and a booking option, and each branch gets a Google Business Profile and location page so the hospital appears in map results for the specialities it offers. Content answers the questions patients actually ask, including cost, recovery time and insurance or cashless acceptance.',
    'We also keep you on the right side of the rules. The Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations bar doctors from soliciting patients, the Drugs and Magic Remedies Act prohibits claims to cure listed conditions, and the PCPNDT Act forbids any promotion of sex determination. Our content informs; it never promises outcomes, shows before-and-after claims without consent or uses patient testimonials in ways that breach these norms.',
  ],
  audience: [
    'Multi-speciality hospitals wanting appointments for high-value procedures such as orthopaedics, cardiac and oncology',
    'Clinic chains in dental, dermatology, IVF, eye care and physiotherapy with several branches across cities',
    'Diagnostic labs and imaging centres competing on test pages and home sample collection',
    'Individual specialists building a practice in a new city or after leaving a hospital',
    'Hospitals attracting medical travellers from Africa, the Middle East and SAARC countries',
  ],
  deliverables: [
    {
      title: 'Doctor profiles',
      detail:
        'A page per doctor with qualifications, registration, specialities, languages, timings and Physician schema.',
    },
    {
      title: 'Speciality and procedure pages',
      detail:
        'Treatment pages covering who needs it, how it is done, recovery, cost range and insurance, reviewed by your doctors.',
    },
    {
      title: 'Branch and map visibility',
      detail:
        'Google Business Profiles, location pages and Practo and Justdial consistency for every branch.',
    },
    {
      title: 'Medical review workflow',
      detail: 'Reviewer bylines, review dates and update cycles that demonstrate E-E-A-T.',
    },
    {
      title: 'Patient question content',
      detail:
        'Articles answering real pre-consultation questions, in English, Hindi and regional languages.',
    },
    {
      title: 'Compliance review',
      detail: 'Every page checked against medical advertising norms before publishing.',
    },
    {
      title: 'Appointment tracking',
      detail:
        'Booking forms, calls and WhatsApp enquiries tracked by speciality, doctor and branch.',
    },
  ],
  process: [
    {
      title: 'Clinical priorities',
      body: 'We agree which specialities, procedures and branches matter most to your revenue and capacity.',
    },
    {
      title: 'Audit',
      body: 'Site, profiles, listings and competitors are reviewed, including how patients find rival hospitals.',
    },
    {
      title: 'Build trust pages first',
      body: 'Doctor profiles and speciality pages go live before articles, because they carry the trust signals.',
    },
    {
      title: 'Write and review',
      body: 'Medical writers draft, your doctors review, and pages publish with reviewer credits.',
    },
    {
      title: 'Track appointments',
      body: 'Monthly reports show appointments by speciality and branch, not only traffic.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, tracking and listing clean-up; doctor profiles and the first speciality pages under review.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Branch listings rank for "near me" searches; procedure pages start ranking for city-level searches.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Online appointments grow steadily and high-value procedures show a measurable share from organic search.',
    },
  ],
  pricing: [
    {
      name: 'Clinic',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'One or two locations',
        'Google Business Profile and review management',
        'Up to 5 doctor profiles',
        '3 reviewed treatment pages or articles a month',
        'Appointment tracking',
      ],
      bestFor: 'Single-speciality clinics and individual specialists',
    },
    {
      name: 'Hospital',
      startingFromInr: 75000,
      unit: 'per month',
      includes: [
        'Up to 5 branches and 50 doctors',
        '8 reviewed pages a month across specialities',
        'Schema for hospitals, physicians and procedures',
        'Regional-language content',
        'Compliance review of all pages',
        'Fortnightly review',
      ],
      bestFor: 'Multi-speciality hospitals and clinic chains',
    },
    {
      name: 'Healthcare group',
      startingFromInr: 1_50_000,
      unit: 'per month',
      includes: [
        'Multiple hospitals or cities',
        'Medical travel content for international patients',
        'Digital PR with clinical experts',
        'Dedicated healthcare content team',
        'Quarterly leadership review',
      ],
      bestFor: 'Hospital groups and national diagnostic chains',
    },
  ],
  pricingNote:
    "Prices exclude GST. The number of branches, doctors and specialities, languages and the depth of medical review needed set the fee. Your doctors' time for reviews, about 20 minutes per page, is the one thing we cannot supply.",
  tools: [
    'Google Search Console',
    'Google Business Profile',
    'GA4',
    'Ahrefs',
    'Screaming Frog',
    'BrightLocal',
    'Practo Profile',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'Are doctors allowed to market themselves online in India?',
      answer:
        'Doctors may share factual information such as qualifications, specialities, timings and fees, and publish educational content. Soliciting patients, claiming superiority or guaranteeing results breaches Medical Council norms, so our content stays informative.',
    },
    {
      question: 'Why does Google rank our hospital below health portals?',
      answer:
        'Portals have strong authority and cover every topic. You win with procedure and doctor pages tied to your city and branches, reviewed by named specialists, which portals cannot match for local intent.',
    },
    {
      question: 'Can we publish procedure prices on our website?',
      answer:
        'We recommend showing cost ranges with what is included and what changes the price. Patients search for costs constantly, and transparent ranges build trust and qualify enquiries.',
    },
    {
      question: 'Can we use patient testimonials?',
      answer:
        'Only with written consent, without clinical claims or guaranteed results, and never for sensitive treatments where identification could harm the patient. Google reviews and anonymised case explanations are safer alternatives.',
    },
    {
      question: 'How do you handle health content in Hindi and regional languages?',
      answer:
        'Native medical writers produce it and your doctors review it, in the same workflow as English. For many specialities, Hindi and regional searches have far less competition.',
    },
    {
      question: 'How do you measure healthcare SEO results?',
      answer:
        'By appointments and enquiries by speciality, doctor and branch, tracked through forms, calls and WhatsApp, alongside rankings for your priority procedures.',
    },
  ],
  related: [
    'service:seo/local',
    'service:content',
    'service:ppc',
    'service:marketing-automation',
    'service:seo',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a multi-specialty hospital in Nagpur',
    rows: [
      {
        keyword: 'best orthopaedic doctor nagpur',
        searches: 1300,
        intent: 'local',
        page: '/doctors/orthopaedics',
      },
      {
        keyword: 'knee replacement cost nagpur',
        searches: 880,
        intent: 'commercial',
        page: '/treatments/knee-replacement',
      },
      {
        keyword: 'hospital near dharampeth',
        searches: 590,
        intent: 'local',
        page: '/branches/dharampeth',
      },
      {
        keyword: 'symptoms of dengue',
        searches: 22_200,
        intent: 'informational',
        page: '/health/dengue-symptoms',
      },
    ],
  },
  highlight: {
    value: '410 → 960',
    label:
      'monthly online appointments at a Bangalore multi-speciality hospital after local SEO for its 38 doctors and three branches',
  },
};
