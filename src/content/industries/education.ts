// Industry page content for education: admissions marketing for schools, colleges, coaching
// institutes and edtech in India, and the rules on claims and children's data.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Admissions in India follow a calendar. Board results in May, entrance exam cycles for JEE, NEET and CUET, school admission windows from October to March and government recruitment notifications all create short bursts of intense demand. Institutions that plan marketing around those windows fill seats at a fraction of the cost of those that advertise evenly all year.',
    'The decision is rarely made by one person. A student researches on YouTube and Instagram; parents compare fees, results and safety; relatives ask around. Marketing has to reach both generations, in English and in the regional language, and answer the practical questions of fees, hostels, placements and scholarships.',
    'We work with K-12 schools, colleges and universities, coaching institutes for competitive exams and edtech companies, and we measure success in applications and enrolments, not in leads alone.',
  ],
  challenges: [
    {
      title: 'Seasonal demand and budget waste',
      body: 'Spending evenly across the year wastes money in the months when nobody is choosing a course.',
    },
    {
      title: 'Aggregator and portal competition',
      body: 'College and coaching portals outrank institutions for their own course names and sell the leads back to them.',
    },
    {
      title: 'Claims under scrutiny',
      body: 'Result and selection claims are now regulated, and families have become sceptical of toppers’ photos on every hoarding.',
    },
    {
      title: 'Long counselling cycles',
      body: 'An enquiry may take weeks of calls, visits and demo classes before it becomes an admission, and many are lost in between.',
    },
  ],
  strategies: [
    {
      title: 'Season-timed search and YouTube',
      body: 'Campaigns that ramp up around results, exam dates and admission windows, with YouTube lessons that prove teaching quality.',
    },
    {
      title: 'Course pages that rank',
      body: 'One page per course or programme with fees, eligibility, schedule, faculty and outcomes, so the institution outranks portals for its own name.',
    },
    {
      title: 'Counselling workflows',
      body: 'CRM-driven follow-up with WhatsApp reminders, demo-class invitations and webinars moves enquiries to admission.',
    },
    {
      title: 'Honest proof',
      body: 'Verified results, alumni stories and student videos that follow the rules build more trust than unverifiable claims.',
    },
  ],
  kpis: [
    {
      name: 'Cost per enquiry',
      benchmark: '₹150 to ₹600 for coaching and schools; ₹400 to ₹1,500 for higher education',
      why: 'A starting point for budgeting each season.',
    },
    {
      name: 'Enquiry-to-admission rate',
      benchmark: '5% to 15%',
      why: 'Shows both lead quality and how well counsellors follow up.',
    },
    {
      name: 'Cost per admission',
      benchmark: 'Typically 5% to 12% of first-year fees',
      why: 'The number that decides whether marketing pays for itself.',
    },
    {
      name: 'Demo class or campus visit attendance',
      benchmark: '30% to 50% of those who register',
      why: 'Visits and demo classes are the strongest predictor of enrolment.',
    },
    {
      name: 'Share of admissions from own channels',
      benchmark: 'Above 50% within two seasons',
      why: 'Reduces dependence on paid portals and agents.',
    },
  ],
  caseStudy: {
    title: 'A Jaipur coaching institute fills its batches',
    situation:
      'A competitive-exam coaching institute in Jaipur advertised evenly through the year and relied on leaflets and portals, leaving batches half-empty before each session.',
    actions: [
      'Concentrated search budgets around result days and exam calendars',
      'Published YouTube lessons by its own faculty to show teaching quality',
      'Introduced WhatsApp follow-up and demo-class invitations for every enquiry',
      'Reported cost per admission for each campaign',
    ],
    results: [
      { label: 'Seats filled', value: '1,850' },
      { label: 'Cost per admission', value: '37% lower' },
    ],
  },
  caseStudyId: 'case-study:jaipur-coaching-institute-admissions',
  regulations: [
    {
      title: 'Coaching centre guidelines and misleading claims',
      body: 'The Ministry of Education’s 2024 guidelines for coaching centres forbid misleading promises of ranks or marks, and the CCPA’s 2024 guidelines on coaching advertisements require disclosing the course a featured topper actually took.',
    },
    {
      title: 'Recognition and approvals',
      body: 'Colleges and universities should state UGC, AICTE or other approvals accurately, especially for online and distance programmes, where recognition rules are strict.',
    },
    {
      title: 'Children’s data',
      body: 'The Digital Personal Data Protection Act, 2023 requires verifiable parental consent to process data of anyone under 18 and forbids targeted advertising at children.',
    },
  ],
  serviceIds: [
    'service:education-seo',
    'service:ppc',
    'service:youtube-marketing',
    'service:facebook-ads',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'When should a school start its admission campaign?',
      answer:
        'For most CBSE and ICSE schools, awareness should begin in September and search campaigns in October, before the main admission window opens.',
    },
    {
      question: 'Can we advertise our toppers’ results?',
      answer:
        'Yes, if the claims are true and complete: the student’s name, rank and the course they took with you, with their consent. Claims such as guaranteed selection should be avoided.',
    },
    {
      question: 'Is YouTube worth it for coaching institutes?',
      answer:
        'Usually it is the most cost-effective channel, because students judge teachers by watching them teach. Free lessons bring subscribers who later enrol.',
    },
    {
      question: 'How do you track admissions rather than leads?',
      answer:
        'We connect forms and calls to your CRM or admissions software, so each admission can be traced to its campaign and counsellor.',
    },
  ],
};
