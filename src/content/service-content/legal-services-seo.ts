// Content of the Legal Services SEO niche page (/services/legal-services-seo): SEO for law firms within Bar Council rules.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'People looking for a lawyer in India search for the problem before they search for a firm: "how to file for mutual consent divorce in Delhi", "cheque bounce case under Section 138 procedure", "property mutation after death in Maharashtra", "trademark objection reply", "anticipatory bail process". The firms and advocates whose websites explain these matters clearly and accurately become the names people contact, but legal marketing in India is bound by strict rules.',
    'Rule 36 of the Bar Council of India Rules prohibits advocates from soliciting work or advertising, directly or indirectly. Since the 2008 amendment, an advocate\'s website may show name, contact details, enrolment number, qualifications and areas of practice, and factual, informative content is widely accepted. There can be no claims of success rates, no client testimonials and no "best lawyer" language. Firm websites also typically carry a disclaimer confirming that visitors seek information on their own initiative.',
    'Our legal SEO works entirely within these limits. We build clear practice-area pages, advocate profiles with enrolment details, and in-depth legal explainers on procedures, timelines, documents and courts, written by legal writers and reviewed by your advocates, in English and in Hindi and regional languages where people search. Local visibility for each office and court-side chamber completes the picture. We never run tactics that could expose you to a Bar Council complaint.',
  ],
  audience: [
    'Law firms practising corporate, commercial, tax, IP, real estate or dispute resolution',
    'Independent advocates and small chambers practising family, criminal, property or consumer law',
    'Firms in High Court and district court cities such as Delhi, Mumbai, Chandigarh, Bengaluru, Jaipur and Lucknow',
    'IP, immigration and compliance practices serving clients across India and abroad',
    'Legal-tech platforms and legal information services building organic reach',
  ],
  deliverables: [
    {
      title: 'Bar Council compliance review',
      detail:
        'Every page checked for solicitation, comparative claims, testimonials and disclaimer requirements.',
    },
    {
      title: 'Practice-area pages',
      detail:
        'Factual pages describing each area of practice, the courts and forums handled and the process involved.',
    },
    {
      title: 'Advocate profiles',
      detail:
        'Qualifications, enrolment details, areas of practice and publications, with Person and LegalService schema.',
    },
    {
      title: 'Legal explainers',
      detail:
        'In-depth guides to procedures, timelines, documents and recent judgments, reviewed by your advocates.',
    },
    {
      title: 'Office and chamber visibility',
      detail: 'Google Business Profiles and consistent details for each office.',
    },
    {
      title: 'Regional-language content',
      detail:
        'Explainers in Hindi and regional languages for matters people research in their own language.',
    },
    {
      title: 'Consultation enquiry tracking',
      detail: 'Calls, forms and WhatsApp enquiries tracked by practice area.',
    },
  ],
  process: [
    {
      title: 'Compliance framework',
      body: 'We agree what your pages may and may not say under Bar Council rules before any writing starts.',
    },
    {
      title: 'Practice priorities',
      body: 'We identify which practice areas and locations matter most to your firm.',
    },
    {
      title: 'Research questions',
      body: 'We map the legal questions and procedures people search for in each practice area.',
    },
    {
      title: 'Write and review',
      body: 'Legal writers draft; your advocates review for accuracy before publication.',
    },
    {
      title: 'Measure enquiries',
      body: 'Reports show enquiries by practice area, alongside rankings for key topics.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Compliance review and disclaimer, audit and tracking; practice-area and profile pages rewritten.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Office listings rank locally; first explainers rank for specific procedural questions.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'A growing library of reviewed explainers brings steady consultation enquiries in your chosen practice areas.',
    },
  ],
  pricing: [
    {
      name: 'Chambers',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'Compliance review of the whole site',
        'Practice-area and advocate pages',
        '3 legal explainers a month',
        'Google Business Profile',
        'Enquiry tracking',
      ],
      bestFor: 'Independent advocates and small chambers',
    },
    {
      name: 'Law firm',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        'Multiple practice areas and offices',
        '6 explainers a month',
        'Judgment and law update content',
        'Regional-language explainers',
        'Partner profiles and publications',
        'Fortnightly review',
      ],
      bestFor: 'Mid-size and full-service law firms',
    },
  ],
  pricingNote:
    "Prices exclude GST. The number of practice areas and offices, the depth of legal research, languages and your advocates' availability for reviews determine the fee.",
  tools: [
    'Google Search Console',
    'GA4',
    'Google Business Profile',
    'Ahrefs',
    'Semrush',
    'Screaming Frog',
    'Schema Markup Validator',
    'WordPress',
  ],
  faqs: [
    {
      question: 'Is SEO allowed for lawyers under Bar Council rules?',
      answer:
        'The rules prohibit solicitation and advertising, but permit a website with factual information about advocates and practice areas. Informative content and an accurate, findable website are how firms are found; we avoid anything that reads as solicitation.',
    },
    {
      question: 'Can a law firm show client testimonials or case wins?',
      answer:
        'No. Testimonials, success rates and claims about results are treated as advertising under Bar Council rules. We use factual credentials, publications and reported judgments you appeared in, where appropriate.',
    },
    {
      question: 'Do law firms need a disclaimer on their website?',
      answer:
        'It is standard practice for Indian firms to show a disclaimer confirming the visitor is seeking information voluntarily and that the site is not solicitation. We help word and place it properly.',
    },
    {
      question: 'Can advocates run Google Ads?',
      answer:
        'Paid advertising of legal services is generally seen as inconsistent with Rule 36, so we advise against it. Organic search, done within the rules, is the safer route.',
    },
    {
      question: 'Who writes legal content, and is it accurate?',
      answer:
        'Writers with law degrees draft each piece from statutes, rules and judgments, and an advocate from your firm reviews it before it goes live. Pages show review dates and are updated when the law changes.',
    },
  ],
  related: ['service:seo/local', 'service:content', 'service:seo', 'service:web-design'],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a family-law practice in Delhi',
    rows: [
      {
        keyword: 'mutual divorce process in delhi',
        searches: 1900,
        intent: 'informational',
        page: '/guides/mutual-divorce',
      },
      {
        keyword: 'divorce lawyer near saket',
        searches: 480,
        intent: 'local',
        page: '/saket',
      },
      {
        keyword: 'child custody law india',
        searches: 1300,
        intent: 'informational',
        page: '/guides/child-custody',
      },
      {
        keyword: 'maintenance under section 125',
        searches: 880,
        intent: 'informational',
        page: '/guides/section-125',
      },
    ],
  },
  highlight: {
    value: '62%',
    label:
      'of consultation enquiries for our law firm clients in 2025 began on a legal explainer page',
  },
};
