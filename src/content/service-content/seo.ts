// Content of the SEO Services page (/services/seo): the agency's core search engine optimisation retainer.
import { businessFacts } from '../../../shared/facts/business-facts';
import { indianWritingLanguages } from '../../../shared/facts/fact-phrases';
import { numberWord } from '../../../shared/facts/promise-phrases';
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Search engine optimisation makes your website the answer Google shows when a buyer in India searches for what you sell. It has three parts that only work together: a site Google can crawl and that loads fast on a mid-range Android phone, pages that answer the searcher better than the ten already ranking, and enough links from credible sites that Google trusts you over them.',
    'Our retainer covers all three every month. A technical lead fixes what blocks indexing, a strategist maps keywords to pages by intent (someone typing "CA firm for GST registration in Pune" wants a service page, not a blog post), writers produce the pages, and an outreach specialist earns links rather than buying them.',
    'We report on what pays for the retainer: enquiries, calls, WhatsApp clicks and sales from organic search, tracked in GA4 and tied to the pages that produced them. Rankings and traffic are the means, not the result we are paid for.',
  ],
  audience: [
    'Businesses spending ₹1 lakh or more a month on Google Ads that want a lead source whose cost falls over time instead of rising with every auction',
    'Companies whose site was built by a developer who never thought about search, and which gets almost no traffic beyond brand-name searches',
    'Firms that lost rankings after a Google core update or a site redesign and cannot tell which of the two caused it',
    'Regional businesses in Tier-2 cities such as Indore, Coimbatore or Lucknow expanding to customers in metros and other states',
    'Brands whose buyers research in Hindi or a regional language and who have no pages in that language yet',
  ],
  deliverables: [
    {
      title: 'Technical audit and fix list',
      detail:
        'A full Screaming Frog crawl checked against Search Console, ranked by revenue impact and fixed by us or ticketed for your developer.',
    },
    {
      title: 'Keyword and intent map',
      detail:
        'Every target query grouped by intent and assigned to one page, so two of your pages never compete for the same search.',
    },
    {
      title: 'On-page optimisation',
      detail:
        'Titles, meta descriptions, headings, internal links and schema rewritten for the pages that matter, 10 to 30 a month depending on the plan.',
    },
    {
      title: 'New content every month',
      detail:
        'Service pages, location pages and articles written after interviewing your team, not spun from what already ranks.',
    },
    {
      title: 'Link earning',
      detail:
        'Digital PR, industry association listings, supplier and partner mentions and data-led stories pitched to Indian business media.',
    },
    {
      title: 'Conversion tracking',
      detail:
        'GA4 and Google Tag Manager set up to record form fills, calls, WhatsApp clicks and purchases as key events.',
    },
    {
      title: 'Monthly report and call',
      detail:
        'A Looker Studio dashboard plus a 45-minute call on what moved, why, and what we do next month.',
    },
  ],
  process: [
    {
      title: 'Audit and benchmark',
      body: 'We crawl the site, read six months of Search Console data and compare you with the three competitors that take most of the clicks you want.',
    },
    {
      title: 'Strategy and roadmap',
      body: 'A 90-day plan that orders fixes, pages and links by expected leads per rupee, signed off by you before work starts.',
    },
    {
      title: 'Fix the foundations',
      body: 'Indexing errors, duplicate pages, slow templates and broken internal links are fixed first, because content on a broken site ranks slowly.',
    },
    {
      title: 'Publish and promote',
      body: 'Each month we ship the planned pages, improve the pages already on page two of Google, and earn links to both.',
    },
    {
      title: 'Measure and adjust',
      body: 'We compare leads by landing page every month and move effort to the topics and pages that actually bring customers.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit, tracking and the 90-day plan are done; critical technical fixes are live and Google is recrawling the corrected pages.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Rewritten pages climb from page two to page one for long-tail and local queries; the first new pages are indexed and ranking.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Competitive head terms start moving, organic leads overtake the baseline, and compounding content and links widen the gap every quarter.',
    },
  ],
  pricing: [
    {
      name: 'Starter',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'Up to 25 target keywords',
        'Technical audit and monthly health check',
        '10 pages optimised a month',
        '2 new pages or articles a month',
        'GA4 and Search Console set-up',
        'Monthly report',
      ],
      bestFor: 'Single-location businesses and small service firms starting with SEO',
    },
    {
      name: 'Growth',
      startingFromInr: 45000,
      unit: 'per month',
      includes: [
        'Up to 75 target keywords',
        '20 pages optimised a month',
        '4 new pages or articles a month',
        '4 to 6 earned links a month',
        'Google Business Profile for up to 3 branches',
        'Fortnightly call with your strategist',
      ],
      bestFor: 'Growing companies competing in metros or across several states',
    },
    {
      name: 'Scale',
      startingFromInr: 85000,
      unit: 'per month',
      includes: [
        'Keyword coverage planned by topic, not capped',
        '8 or more new pages a month, including Hindi or regional-language pages',
        'Digital PR campaign each quarter',
        'Conversion rate work on top landing pages',
        'Developer hours for technical fixes',
        'Weekly stand-up and quarterly review',
      ],
      bestFor: 'Competitive categories such as finance, real estate and e-commerce',
    },
  ],
  pricingNote: `Prices exclude ${businessFacts.pricing.gstPercent}% GST. The main drivers are how competitive your keywords are, how many pages and locations we cover, whether we write in more than one language, and whether your own developers implement fixes or we do. We work on ${numberWord(businessFacts.terms.minimumTermMonths)}-month minimum terms, then month to month.`,
  tools: [
    'Google Search Console',
    'GA4',
    'Google Tag Manager',
    'Screaming Frog',
    'Ahrefs',
    'Semrush',
    'PageSpeed Insights',
    'Looker Studio',
    'Google Business Profile',
    'Schema Markup Validator',
  ],
  faqs: [
    {
      question: 'How long does SEO take to show results?',
      answer:
        'Fixes to a site with some authority often show within four to eight weeks. New pages for competitive terms usually take four to six months to reach page one, so we agree milestones for months three and six up front.',
    },
    {
      question: 'Do you guarantee first-page rankings?',
      answer:
        'No. Google does not sell rankings, and anyone who guarantees them is targeting keywords nobody searches or risking a penalty. We commit to the work, open reporting and lead targets set together after the audit.',
    },
    {
      question: 'Will you need access to our website?',
      answer:
        'Ideally editor access to the CMS plus Search Console and GA4. If your site is managed by an outside developer, we send fixes as clear tickets with screenshots and check them after release.',
    },
    {
      question: 'Do you build backlinks, and how?',
      answer:
        'We earn them through data stories for Indian business media, chamber of commerce listings, partner pages and expert quotes for journalists. We never buy links from private blog networks, the commonest mess we are hired to clean up.',
    },
    {
      question: 'Can SEO work for Hindi or regional-language searches?',
      answer: `Yes, and competition there is often much thinner. Our writers create native pages in ${indianWritingLanguages} with proper hreflang tags, rather than machine-translating your English pages; other languages go to native freelance writers whom our editors brief and check.`,
    },
    {
      question: 'Should we do SEO or Google Ads first?',
      answer:
        'If you need leads this month, start with Google Ads and use its search-term data to pick SEO targets. Most clients run both and shift budget as organic rankings take over.',
    },
  ],
  related: [
    'service:seo/local',
    'service:seo/technical',
    'service:content',
    'service:ppc',
    'service:web-design',
  ],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'keywords',
    title: 'keyword plan',
    client: 'a CA firm in Pune',
    rows: [
      {
        keyword: 'gst registration in pune',
        searches: 1900,
        intent: 'local',
        page: '/services/gst-registration',
      },
      {
        keyword: 'ca firm near me',
        searches: 2400,
        intent: 'local',
        page: '/contact',
      },
      {
        keyword: 'income tax notice reply',
        searches: 880,
        intent: 'commercial',
        page: '/services/tax-notices',
      },
      {
        keyword: 'how to file itr for freelancers',
        searches: 1300,
        intent: 'informational',
        page: '/guides/itr-for-freelancers',
      },
    ],
  },
  highlight: {
    value: '212%',
    label: 'median growth in organic traffic after 12 months across our 2025 SEO retainer clients',
  },
};
