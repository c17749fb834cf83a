// Metadata of every blog post; the body of each is src/content/blog/posts/<slug>.md.

export interface PostMeta {
  slug: string;
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  /** ISO date of the last change to what the post says, when it changed after publication. */
  updated?: string;
  author: string;
  tags: string[];
}

export const posts: PostMeta[] = [
  {
    slug: 'local-seo-checklist-indian-businesses',
    title: 'The Local SEO Checklist for Indian Businesses',
    description:
      'Google Business Profile, NAP consistency, reviews and locality pages: the 25 checks we run before any local SEO campaign.',
    date: '2026-10-28',
    author: 'Ananya Iyer',
    tags: ['SEO', 'Local SEO'],
  },
  {
    slug: 'google-ads-cost-per-lead-india',
    title: 'What a Lead Really Costs on Google Ads in India',
    description:
      'Cost-per-lead ranges we see across 14 industries in Indian cities, and the five levers that bring yours down.',
    date: '2026-10-14',
    author: 'Rohit Malhotra',
    tags: ['PPC', 'Google Ads'],
  },
  {
    slug: 'core-web-vitals-for-marketers',
    title: 'Core Web Vitals Explained for Marketers',
    description:
      'LCP, INP and CLS in plain language: what each measures, why Google cares, and the fixes that move them most.',
    date: '2026-09-30',
    author: 'Karan Sethi',
    tags: ['SEO', 'Web Design', 'Performance'],
  },
  {
    slug: 'instagram-reels-strategy-for-brands',
    title: 'An Instagram Reels Strategy That Sells',
    description:
      'How Indian D2C brands plan, shoot and measure Reels that bring sales, not just views, on a small-team budget.',
    date: '2026-09-16',
    author: 'Meera Kapoor',
    tags: ['Social Media', 'Instagram'],
  },
  {
    slug: 'whatsapp-marketing-rules-and-results',
    title: 'WhatsApp Marketing: Rules, Costs and Results',
    description:
      'Templates, opt-ins, conversation pricing and automations: how to use the WhatsApp Business Platform without getting blocked.',
    date: '2026-09-02',
    author: 'Rohit Malhotra',
    tags: ['Automation', 'Messaging'],
  },
  {
    slug: 'dpdp-act-what-marketers-must-change',
    title: 'The DPDP Act: What Marketers Must Change',
    description:
      "India's Digital Personal Data Protection Act 2023 and your forms, email lists, cookies and ad audiences, step by step.",
    date: '2026-08-19',
    author: 'Ananya Iyer',
    tags: ['Compliance', 'Email Marketing'],
  },
  {
    slug: 'real-estate-lead-generation-playbook',
    title: 'The Real Estate Lead Generation Playbook',
    description:
      'From pre-launch to possession: the channel mix, landing pages and follow-up that turn property enquiries into site visits.',
    date: '2026-08-05',
    author: 'Vikram Chauhan',
    tags: ['Real Estate', 'PPC', 'Lead Generation'],
  },
  {
    slug: 'b2b-seo-for-manufacturers',
    title: 'B2B SEO for Manufacturers and Exporters',
    description:
      'How manufacturers win RFQs from Google: specification pages, application content, and catalogues that buyers can search.',
    date: '2026-07-22',
    author: 'Karan Sethi',
    tags: ['SEO', 'Manufacturing', 'B2B'],
  },
  {
    slug: 'email-deliverability-gmail-yahoo-rules',
    title: 'Email Deliverability Under the New Inbox Rules',
    description:
      'SPF, DKIM, DMARC, one-click unsubscribe and spam-rate limits: what bulk senders must do to keep reaching the inbox.',
    date: '2026-07-08',
    author: 'Meera Kapoor',
    tags: ['Email Marketing'],
  },
  {
    slug: 'ai-chatbots-that-qualify-leads',
    title: 'AI Chatbots That Qualify Leads, Not Annoy Them',
    description:
      'Where an AI assistant earns its place on your site, how to hand over to humans, and the numbers to watch.',
    date: '2026-06-24',
    author: 'Vikram Chauhan',
    tags: ['AI', 'Automation'],
  },
  {
    slug: 'choosing-a-digital-marketing-agency',
    title: 'How to Choose a Digital Marketing Agency',
    description:
      'Twelve questions to ask before you sign, the red flags in proposals, and what a fair retainer looks like in India.',
    date: '2026-06-10',
    updated: '2026-11-25',
    author: 'Ananya Iyer',
    tags: ['Strategy'],
  },
  {
    slug: 'regional-language-content-marketing',
    title: 'Regional-Language Content That Ranks',
    description:
      'Hindi, Tamil, Marathi and beyond: how to research, write and structure regional-language content for search and social.',
    date: '2026-05-27',
    updated: '2026-11-25',
    author: 'Meera Kapoor',
    tags: ['Content Marketing', 'SEO'],
  },
];
