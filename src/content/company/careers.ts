// The careers page: open roles with what each involves and requires, how to apply by email, the
// hiring process and benefits. The application address and the office's city come from the
// business facts (shared/site.ts).
import { site } from '../../../shared/site';
import type { Careers, OpenRole } from './schema';

/** Where a role works, naming the office's city: 'Gurugram (hybrid)', 'Remote (India)'. */
export const roleLocation = ({ workplace }: Pick<OpenRole, 'workplace'>): string =>
  workplace === 'remote'
    ? 'Remote (India)'
    : `${site.address.locality} (${workplace === 'office' ? 'on site' : 'hybrid'})`;

export const careers: Careers = {
  intro:
    'We hire people who like seeing their work show up in a client’s sales numbers. You will work on real budgets for Indian businesses from your first month, with specialists who will review your work and teach you what they know.',
  roles: [
    {
      id: 'senior-seo-specialist',
      title: 'Senior SEO Specialist',
      team: 'SEO',
      workplace: 'hybrid',
      type: 'Full-time',
      experience: '4 to 7 years in SEO, at least 2 of them leading client accounts',
      salary: '₹9 lakh to ₹14 lakh a year',
      summary:
        'Own the SEO strategy for eight to ten client accounts in healthcare, real estate and B2B, and mentor two junior specialists.',
      responsibilities: [
        'Plan keyword research, site structure and content briefs for each account, tied to lead targets.',
        'Run technical audits with our engineers and make sure fixes ship, not just get listed.',
        'Manage Google Business Profiles for multi-location clients and their review programmes.',
        'Present monthly results to clients in terms of enquiries and revenue, not just rankings.',
        'Review the work of two junior specialists every week.',
      ],
      requirements: [
        'A record of growing organic leads for named accounts that you can walk us through with data.',
        'Confident with Google Search Console, GA4, Screaming Frog or Sitebulb, and Ahrefs or Semrush.',
        'Clear written English; comfortable explaining SEO to a clinic owner or a factory director.',
      ],
      niceToHave: ['Experience with YMYL content in healthcare or finance.', 'Working Hindi.'],
      applySubject: 'Application: Senior SEO Specialist',
    },
    {
      id: 'performance-marketing-manager',
      title: 'Performance Marketing Manager',
      team: 'Paid media',
      workplace: 'office',
      type: 'Full-time',
      experience: '5 to 8 years running Google Ads and Meta, with accounts above ₹10 lakh a month',
      salary: '₹14 lakh to ₹22 lakh a year',
      summary:
        'Lead a pod of four paid media specialists across real estate, education and D2C accounts, with a combined spend of about ₹80 lakh a month.',
      responsibilities: [
        'Set cost-per-lead and ROAS targets with clients and build the account structures to reach them.',
        'Set up offline conversion imports from CRMs such as LeadSquared, Salesforce and Zoho.',
        'Run a weekly creative and bidding test calendar for every account in the pod.',
        'Forecast budgets and results for new proposals and quarterly reviews.',
        'Coach the pod and review every campaign before it goes live.',
      ],
      requirements: [
        'Hands-on experience with Google Ads Search, Performance Max and Meta Advantage+ campaigns.',
        'Comfort with spreadsheets and GA4 explorations; you can build a budget model without help.',
        'Experience managing at least two other people.',
      ],
      niceToHave: [
        'Real estate or admissions campaigns with site-visit or counselling targets.',
        'Experience with Click-to-WhatsApp ads and the WhatsApp Business Platform.',
      ],
      applySubject: 'Application: Performance Marketing Manager',
    },
    {
      id: 'hindi-english-content-writer',
      title: 'Content Writer, Hindi and English',
      team: 'Content and social',
      workplace: 'remote',
      type: 'Full-time',
      experience: '2 to 4 years writing for brands, publications or agencies',
      salary: '₹5 lakh to ₹8 lakh a year',
      summary:
        'Write articles, landing pages and video scripts in both Hindi and English for clients in education, healthcare, agriculture and financial services.',
      responsibilities: [
        'Interview client experts on calls and turn what they say into clear, accurate pages.',
        'Write original Hindi content, not translations, for audiences in Uttar Pradesh, Rajasthan, Madhya Pradesh and Bihar.',
        'Follow SEO briefs while keeping the writing natural and useful.',
        'Fact-check every claim and cite sources where a reader would expect them.',
      ],
      requirements: [
        'Published samples in both Hindi and English that you wrote yourself.',
        'Fluent Devanagari typing and a feel for how people actually speak, not textbook Hindi.',
        'Reliable internet and a quiet place to take interviews during office hours.',
      ],
      niceToHave: ['Experience writing about health, farming or personal finance.'],
      applySubject: 'Application: Content Writer (Hindi and English)',
    },
    {
      id: 'full-stack-web-engineer',
      title: 'Full-stack Web Engineer',
      team: 'Engineering',
      workplace: 'remote',
      type: 'Full-time',
      experience: '3 to 6 years building production websites',
      salary: '₹12 lakh to ₹20 lakh a year',
      summary:
        'Build fast, accessible client websites and landing pages, and improve our in-house SEO tools, with React, TypeScript and Node.',
      responsibilities: [
        'Build client sites and landing pages that meet Core Web Vitals targets on mid-range Android phones.',
        'Handle site migrations with our SEO team: redirects, canonicals, structured data and monitoring.',
        'Build integrations between forms, CRMs and WhatsApp with the automation team.',
        'Maintain and extend the free SEO tools on our website.',
      ],
      requirements: [
        'Strong TypeScript, React and Node, and a working knowledge of HTML semantics and accessibility.',
        'Experience measuring and fixing page performance with Lighthouse and real-user data.',
        'Code you can show us, in a public repository or a short walkthrough of past work.',
      ],
      niceToHave: ['Shopify or WordPress theme development.', 'PostgreSQL.'],
      applySubject: 'Application: Full-stack Web Engineer',
    },
    {
      id: 'marketing-automation-specialist',
      title: 'Marketing Automation Specialist',
      team: 'Growth and automation',
      workplace: 'hybrid',
      type: 'Full-time',
      experience: '2 to 5 years with HubSpot, Zoho or a similar CRM',
      salary: '₹8 lakh to ₹13 lakh a year',
      summary:
        'Design and build the lead routing, scoring and nurture journeys that turn our clients’ enquiries into sales conversations.',
      responsibilities: [
        'Set up CRMs, lead scoring and email and WhatsApp journeys for new clients.',
        'Build workflows in n8n, Zapier and Make that connect ad platforms, forms and CRMs.',
        'Write and test prompts for AI assistants, with guardrails and human review where needed.',
        'Document every workflow so the client’s team can run it without us.',
      ],
      requirements: [
        'Hands-on experience building workflows in at least one CRM and one automation tool.',
        'Understanding of consent and opt-in rules for email and WhatsApp, and of the DPDP Act 2023.',
        'Comfort reading API documentation and JSON.',
      ],
      niceToHave: ['HubSpot or Zoho certifications.', 'Basic JavaScript or Python.'],
      applySubject: 'Application: Marketing Automation Specialist',
    },
    {
      id: 'social-video-editor',
      title: 'Social Media Video Editor',
      team: 'Content and social',
      workplace: 'office',
      type: 'Full-time',
      experience: '1 to 3 years editing short-form video',
      salary: '₹4.5 lakh to ₹7 lakh a year',
      summary:
        'Shoot and edit Reels, Shorts and ad creatives for D2C, restaurant and real estate clients, including on-location shoots across Delhi NCR.',
      responsibilities: [
        'Edit 15 to 25 short videos a week from client footage, creator content and our own shoots.',
        'Make three hook variations of each ad concept for testing.',
        'Add accurate Hindi and English captions to every video.',
        'Keep a library of what worked, by client and format, with the paid media team.',
      ],
      requirements: [
        'A reel of short-form work showing pacing, captions and sound design.',
        'Premiere Pro, DaVinci Resolve or CapCut, and basic After Effects.',
        'Willingness to travel within Delhi NCR for shoots.',
      ],
      niceToHave: ['Phone and gimbal shooting experience.', 'Motion graphics.'],
      applySubject: 'Application: Social Media Video Editor',
    },
    {
      id: 'seo-intern',
      title: 'SEO and Analytics Intern',
      team: 'SEO',
      workplace: 'office',
      type: 'Internship',
      experience: 'Final-year students and graduates from 2025 or 2026',
      salary: '₹20,000 a month stipend for six months',
      summary:
        'Learn SEO and analytics on real client accounts, with a senior specialist reviewing your work every day. Most of our interns are offered full-time roles.',
      responsibilities: [
        'Research keywords and competitors for client accounts.',
        'Check Google Business Profiles and local listings for accuracy.',
        'Prepare data for monthly reports from Search Console and GA4.',
        'Write short briefs for writers under supervision.',
      ],
      requirements: [
        'Curiosity about how people search, and careful attention to detail.',
        'Good spreadsheet skills.',
        `Able to work from our ${site.address.locality} office five days a week.`,
      ],
      niceToHave: ['A blog, website or YouTube channel you have grown yourself.'],
      applySubject: 'Application: SEO and Analytics Intern',
    },
  ],
  howToApply: {
    email: site.email,
    steps: [
      'Email your CV as a PDF, with the subject line shown for the role, so it reaches the right hiring manager.',
      'In the email, tell us in a few lines about one piece of work you are proud of and what result it had.',
      'Attach or link work samples: writing, a video reel, a repository or a results summary with client names removed.',
      'We reply to every application within ten working days, whether or not we move forward.',
    ],
    fraudWarning: `${site.name} never asks candidates for money, deposits or bank details at any stage, and we only email offers from our own domain. If someone asks you to pay for a job with us, do not pay, and tell us.`,
  },
  hiringProcess: [
    {
      title: 'Application review',
      body: 'The hiring manager for the role reads every application and replies within ten working days.',
    },
    {
      title: 'Introductory call',
      body: 'A 30-minute video call about your experience, what you want next and what the role really involves.',
    },
    {
      title: 'Practical task',
      body: 'A short paid task based on a real, anonymised client problem, taking no more than four hours. We pay ₹3,000 for it whatever the outcome.',
    },
    {
      title: 'Team interview',
      body: 'An hour with two future colleagues and the team lead, mostly discussing your task and how you would take it further.',
    },
    {
      title: 'Offer',
      body: 'A written offer with the full salary break-up within three working days of the final interview.',
    },
  ],
  benefits: [
    {
      title: 'Health insurance',
      body: 'Group health cover of ₹5 lakh for you, your spouse or partner, children and parents, with no premium deducted from salary.',
    },
    {
      title: 'Learning budget',
      body: '₹40,000 a year for courses, certifications, books and conferences, plus paid time for Google, Meta and HubSpot certifications.',
    },
    {
      title: 'Hybrid and remote work',
      body: `Hybrid roles work from the office three days a week; remote roles meet in ${site.address.locality} twice a year, with travel and stay paid.`,
    },
    {
      title: 'Leave',
      body: '24 days of paid leave a year, 12 public holidays chosen from a list that covers every major festival, and 26 weeks of paid parental leave for the primary caregiver.',
    },
    {
      title: 'Equipment',
      body: 'A laptop of your choice within a set budget, a second monitor and a monthly internet allowance for remote staff.',
    },
  ],
};
