// Content of the Education SEO niche page (/services/education-seo): SEO for schools, colleges, coaching and edtech.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Education in India runs on a calendar, and so does education search. Nursery and school admission searches peak from October to January, college and course searches follow board results in May, and coaching searches rise with each JEE, NEET, CAT, CLAT, CUET and UPSC cycle. Aggregators such as Shiksha, Collegedunia, CollegeDekho and Careers360 rank for almost every course and city combination, and sell the resulting leads back to institutes.',
    'Education SEO gives institutions their own admissions pipeline. Each course or programme gets a page that answers what parents and students actually compare: eligibility, fees, duration, approvals (UGC, AICTE, NAAC, CBSE or state board affiliation), placements or results, faculty, hostel and scholarship options. Campus and centre pages win "near me" searches for schools and coaching branches. Content covering exam preparation, career options and admission processes attracts students months before they decide, in English and in Hindi and regional languages where most aspirants search.',
    "We keep claims honest and defensible. The Central Consumer Protection Authority's 2024 guidelines on coaching advertisements prohibit false promises of ranks, selections or guaranteed jobs, and require the truth about results and fees. Our pages show verifiable results with consent and clear disclaimers, which also builds the trust parents look for.",
  ],
  audience: [
    'Private schools and school chains filling nursery, primary and senior secondary seats',
    'Colleges and universities recruiting for UG, PG, MBA and professional programmes',
    'Coaching institutes for JEE, NEET, CA, CLAT, banking, SSC and UPSC with branches across cities',
    'Edtech companies and online programmes competing for course searches nationally',
    'International schools and study-abroad consultancies serving parents in metros',
  ],
  deliverables: [
    {
      title: 'Admissions calendar plan',
      detail: 'Content and page updates scheduled backwards from your admission and exam dates.',
    },
    {
      title: 'Course and programme pages',
      detail:
        'Eligibility, fees, duration, approvals, outcomes and FAQs with Course and EducationalOrganization schema.',
    },
    {
      title: 'Campus and branch pages',
      detail: 'Google Business Profiles and location pages for each campus or coaching centre.',
    },
    {
      title: 'Exam and career content',
      detail: 'Syllabus breakdowns, preparation strategies, cut-off analyses and career guides.',
    },
    {
      title: 'Results and outcomes pages',
      detail:
        'Verifiable results, placements and alumni stories presented within advertising rules.',
    },
    {
      title: 'Regional-language content',
      detail: 'Hindi and regional pages for aspirants who search in their own language.',
    },
    {
      title: 'Enquiry tracking',
      detail:
        'Admission enquiries, counselling calls and application starts tracked by course and campus.',
    },
  ],
  process: [
    {
      title: 'Admissions goals',
      body: 'We agree target seats and courses for the coming cycle and work backwards from key dates.',
    },
    {
      title: 'Search research',
      body: 'Course, exam, fee and location searches are mapped by student and parent intent.',
    },
    {
      title: 'Build course and campus pages',
      body: 'Programme and branch pages go live first, since they convert.',
    },
    {
      title: 'Publish for the season',
      body: 'Exam and career content publishes three to four months before each admission peak.',
    },
    {
      title: 'Report by course',
      body: 'Enquiries and applications from organic search are reported by course and campus through the cycle.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome: 'Audit, calendar plan and tracking; priority course and campus pages rebuilt.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Campus pages win local searches; course pages rank for fee and eligibility queries; enquiries start rising.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Exam and career content drives steady enquiries into the peak admissions season, and each cycle builds on the last.',
    },
  ],
  pricing: [
    {
      name: 'School or centre',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'One or two campuses',
        'Google Business Profile management',
        'Admission and programme pages',
        '3 articles a month',
        'Enquiry tracking',
      ],
      bestFor: 'Schools and single-city coaching institutes',
    },
    {
      name: 'Institution',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        'Up to 10 campuses or 40 programmes',
        'Exam and career content programme',
        'Results and outcomes pages',
        'Hindi or regional-language content',
        'Admissions calendar planning',
        'Fortnightly review',
      ],
      bestFor: 'Colleges, universities and multi-city coaching brands',
    },
    {
      name: 'Edtech',
      startingFromInr: 1_20_000,
      unit: 'per month',
      includes: [
        'National course and exam content at scale',
        'Programmatic pages for exams and cities',
        'Technical SEO for large sites',
        'Video and YouTube SEO coordination',
        'Dedicated education content team',
      ],
      bestFor: 'Edtech platforms and online degree providers',
    },
  ],
  pricingNote:
    'Prices exclude GST. Number of campuses and programmes, exam categories covered, languages and the admissions deadline you are working towards all affect the fee. Starting at least four months before your peak season gives the best return.',
  tools: [
    'Google Search Console',
    'GA4',
    'Google Business Profile',
    'Ahrefs',
    'Semrush',
    'LeadSquared',
    'Screaming Frog',
    'YouTube Studio',
  ],
  faqs: [
    {
      question: 'When should a school or college start SEO for admissions?',
      answer:
        'Four to six months before the peak. For nursery admissions that means starting by June or July; for college programmes, by January ahead of May results.',
    },
    {
      question: 'Can we rank above Shiksha and Collegedunia?',
      answer:
        'For your institution\'s name, courses and campus searches, yes. Aggregators win broad "best colleges" lists, but specific, complete programme pages often outrank them for detailed queries.',
    },
    {
      question: 'What can coaching institutes claim about results?',
      answer:
        "Only what you can prove. The CCPA's 2024 coaching guidelines bar false claims of ranks, selections or guaranteed jobs and require disclosures about the students featured. We help present results accurately.",
    },
    {
      question: 'Should fee details be on the website?',
      answer:
        'Yes. Fees are among the most searched details, and clear fee pages bring better-qualified enquiries and fewer wasted counselling calls.',
    },
    {
      question: 'Does SEO work for Hindi-medium students?',
      answer:
        'Very well. Many exam aspirants search in Hindi and competition is lower there. We write native Hindi content rather than translating English pages.',
    },
  ],
  related: [
    'service:youtube-marketing',
    'service:ppc',
    'service:marketing-automation',
    'service:seo/local',
    'service:content',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a coaching institute in Kota',
    rows: [
      {
        keyword: 'neet coaching in kota',
        searches: 4400,
        intent: 'local',
        page: '/neet',
      },
      {
        keyword: 'kota coaching fees',
        searches: 2900,
        intent: 'commercial',
        page: '/fees',
      },
      {
        keyword: 'neet 2026 syllabus',
        searches: 18_100,
        intent: 'informational',
        page: '/neet/syllabus',
      },
      {
        keyword: 'hostel near allen kota',
        searches: 880,
        intent: 'local',
        page: '/hostels',
      },
    ],
  },
  highlight: {
    value: '44%',
    label:
      'of admission enquiries from organic search in peak season for our education clients in 2025, up from 17%',
  },
};
