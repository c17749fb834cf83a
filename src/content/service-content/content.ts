// Content of the Content Marketing page (/services/content): strategy and writing that ranks and converts.
import {
  freelanceWritingLanguages,
  indianWritingLanguages,
} from '../../../shared/facts/fact-phrases';
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Content marketing is publishing what your buyers need to read before they choose you: the explainer that answers their question, the comparison that helps them decide, the case study that proves you have done it before and the landing page that asks for the enquiry. It is the raw material for SEO, email, social and sales conversations, and the one marketing asset that keeps working after you stop paying for it.',
    "Our writers are specialists, not generalists producing 2,000 words on anything. A healthcare piece is written with a doctor's review, a GST article by someone who has filed returns, a SaaS comparison by a writer who has used both products. Every brief starts from search data and from a 30-minute interview with your team, because first-hand experience is what separates content that ranks today from the AI-generated pages Google increasingly filters out.",
    'We also write for conversion: service pages, landing pages, email sequences, sales decks and case studies. And we plan distribution from the start, so a single report becomes a LinkedIn carousel, a newsletter, a webinar and a set of sales enablement notes.',
  ],
  audience: [
    'Companies with a blog that has not been updated in a year, or that publishes without a plan',
    'B2B firms whose sales teams keep answering the same questions that content could answer first',
    'Businesses whose service pages are thin, vague or copied from competitors',
    'Brands in regulated or technical fields that need writers who understand the subject',
    'Teams that bought AI-written articles and saw traffic fall after a Google update',
  ],
  deliverables: [
    {
      title: 'Content strategy',
      detail:
        'Topics mapped to buyer stages and search demand, with pillar pages and supporting clusters.',
    },
    {
      title: 'Editorial calendar',
      detail: 'A quarterly plan of pieces, owners, reviewers and publish dates.',
    },
    {
      title: 'SEO articles',
      detail:
        'In-depth articles built from expert interviews, with original examples, data and visuals.',
    },
    {
      title: 'Service and landing pages',
      detail:
        'Conversion copy that explains the offer, answers objections and asks for the enquiry.',
    },
    {
      title: 'Case studies',
      detail: 'Client stories written from interviews, with the problem, approach and numbers.',
    },
    {
      title: 'Whitepapers and reports',
      detail: 'Long-form gated assets for lead generation, designed as PDFs.',
    },
    {
      title: 'Content refreshes',
      detail:
        'Updates to older pieces that have slipped in rankings, often the fastest win in the plan.',
    },
    {
      title: 'Distribution kit',
      detail: 'Social posts, newsletter copy and sales snippets cut from each major piece.',
    },
  ],
  process: [
    {
      title: 'Research',
      body: 'Search demand, competitor content, sales call notes and customer questions shape the topic list.',
    },
    {
      title: 'Brief',
      body: 'Each piece gets a brief with the reader, intent, outline, sources and the expert to interview.',
    },
    {
      title: 'Interview and write',
      body: 'Writers interview your expert, draft, and add examples, data and visuals.',
    },
    {
      title: 'Review and publish',
      body: 'Editing, fact-checking, your approval, then SEO formatting and publishing in your CMS.',
    },
    {
      title: 'Measure and refresh',
      body: 'Rankings, traffic and conversions per piece guide what we update and what we write next.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Strategy, calendar and the first briefs approved; first pieces published, starting with quick refreshes.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'New articles indexed and climbing; refreshed pieces regain lost rankings; first content-assisted leads.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Topic clusters mature, organic traffic compounds and sales uses content in follow-ups.',
    },
  ],
  pricing: [
    {
      name: 'Essentials',
      startingFromInr: 30000,
      unit: 'per month',
      includes: [
        'Content strategy and calendar',
        '4 articles of 1,200-1,800 words a month',
        'Expert interview per article',
        'SEO formatting and publishing',
        'Monthly performance report',
      ],
      bestFor: 'Businesses starting or restarting a blog',
    },
    {
      name: 'Growth',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        '8 articles or refreshes a month',
        '2 service or landing pages a month',
        'One case study a month',
        'Custom graphics',
        'Distribution kit for each piece',
        'Fortnightly editorial call',
      ],
      bestFor: 'Growing firms using content for SEO and sales',
    },
    {
      name: 'Report or whitepaper',
      startingFromInr: 75000,
      unit: 'per project',
      includes: [
        'Research and expert interviews',
        '3,000-6,000 word report',
        'Designed PDF with charts',
        'Landing page and email copy',
        'LinkedIn and newsletter launch posts',
      ],
      bestFor: 'B2B lead generation and thought leadership',
    },
  ],
  pricingNote:
    'Prices exclude GST. Technical depth, regulatory review (healthcare, finance and legal content needs qualified reviewers), regional-language writing, original research and design work increase cost. We do not price per word, because a short piece that needs deep expertise takes longer than a long easy one.',
  tools: [
    'Google Search Console',
    'Ahrefs',
    'Semrush',
    'Google Docs',
    'Surfer SEO',
    'Grammarly',
    'Copyscape',
    'WordPress',
    'Figma',
    'GA4',
  ],
  faqs: [
    {
      question: 'Do you use AI to write content?',
      answer:
        'We use AI for research summaries and first outlines, never to publish unedited text. Every piece is written and checked by a human specialist with input from your experts, because that first-hand knowledge is what makes content rank and convert.',
    },
    {
      question: 'How long should a blog article be?',
      answer:
        'As long as it takes to answer the question better than the pages already ranking. That can be 800 words or 3,000. We decide length from the search results and the topic, not a fixed count.',
    },
    {
      question: 'Who owns the content you write?',
      answer:
        'You do. Copyright in everything we write passes to you on payment, including drafts and research.',
    },
    {
      question: 'How many articles should we publish a month?',
      answer:
        'Four strong pieces usually beat twelve thin ones. In most niches, two to eight new or refreshed pieces a month is enough to build authority steadily.',
    },
    {
      question: 'Can you write in Hindi and other Indian languages?',
      answer: `Yes. Our own native writers produce content in ${indianWritingLanguages}, and for ${freelanceWritingLanguages} our editors brief and check native freelance writers. Every piece is researched for how people search in that language.`,
    },
    {
      question: 'What do you need from us to start?',
      answer:
        'Access to your CMS, a list of experts we can interview for about 30 minutes a month, and someone who approves drafts within five working days.',
    },
  ],
  related: [
    'service:seo',
    'service:email',
    'service:social-media',
    'service:b2b-seo',
    'service:linkedin-ads',
  ],
  quoteService: 'content',
  deliverableSample: {
    kind: 'steps',
    title: 'content calendar: one month',
    client: 'an Ahmedabad solar installer',
    steps: [
      {
        when: 'Week 1',
        what: 'Guide: rooftop solar subsidy 2026',
        detail: 'pillar page, 2,400 words',
      },
      {
        when: 'Week 2',
        what: 'Page: solar for textile units',
        detail: 'service page, with a case',
      },
      {
        when: 'Week 3',
        what: 'Calculator: payback period',
        detail: 'interactive tool, embeddable',
      },
      {
        when: 'Week 4',
        what: 'Article: net metering in Gujarat',
        detail: 'answers a rising query',
      },
    ],
  },
  highlight: {
    value: '68%',
    label:
      'of client leads in 2025 whose first visit landed on a blog post, guide or case study we wrote',
  },
};
