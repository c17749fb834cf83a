// Content of the Social Media Marketing page (/services/social-media): organic social management across platforms.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Social media marketing is the organic side of Instagram, Facebook, LinkedIn, X and, for some brands, YouTube Shorts and Pinterest: what you post, how you talk to people and how your brand sounds when nobody is paying for reach. Done well it gives customers reasons to follow you, trust you and come back. Done badly it is a calendar of festival greetings and stock photos that nobody sees.',
    'We build social around formats that earn reach today: Reels and carousels on Instagram, document posts and personal profiles on LinkedIn, and conversations rather than broadcasts. Each month starts with a content plan tied to your business calendar (launches, offers, seasons, festivals that matter to your customers), and ends with a report on reach, saves, shares, profile visits and the DMs and WhatsApp enquiries that followed.',
    'Community management is included, not an extra. Comments and messages are answered in your brand voice within agreed hours, complaints are escalated to you, and recurring questions become content.',
  ],
  audience: [
    'Consumer brands whose Instagram looks inactive or inconsistent next to competitors',
    'Restaurants, cafés, salons and boutiques whose customers discover them on Instagram',
    'B2B founders and leaders who want a LinkedIn presence that brings inbound conversations',
    'Businesses that get DMs but answer them late or not at all',
    'Brands with a product launch or new outlet that needs a social plan around it',
  ],
  deliverables: [
    {
      title: 'Social strategy',
      detail:
        'Platforms, audience, content pillars, tone of voice and measurable goals for each channel.',
    },
    {
      title: 'Monthly content calendar',
      detail:
        'Posts, Reels, carousels and stories planned a month ahead and approved by you in one place.',
    },
    {
      title: 'Design and video',
      detail: 'Branded templates, carousels, short edited Reels and motion graphics.',
    },
    {
      title: 'Copy and captions',
      detail: 'Captions, hooks and hashtags in English, Hindi or your regional language.',
    },
    {
      title: 'Community management',
      detail: 'Replies to comments and DMs within agreed hours, with escalation for complaints.',
    },
    {
      title: 'Profile optimisation',
      detail: 'Bios, highlights, links, WhatsApp buttons and LinkedIn company page details.',
    },
    {
      title: 'Creator collaborations',
      detail:
        'Shortlisting and briefing micro-influencers in your city or niche, with clear disclosure under ASCI guidelines.',
    },
    {
      title: 'Monthly report',
      detail:
        'Reach, engagement, follower growth, saves, shares and enquiries, with what we learned.',
    },
  ],
  process: [
    {
      title: 'Audit',
      body: 'We review your profiles, competitors and past content to see what has worked and what has not.',
    },
    {
      title: 'Strategy and voice',
      body: 'Pillars, formats, tone and goals agreed, with sample posts to align on style before the first month.',
    },
    {
      title: 'Plan and approve',
      body: "Each month's calendar is shared for approval at least a week ahead.",
    },
    {
      title: 'Publish and engage',
      body: 'Posts go out on schedule while the community team handles comments and messages.',
    },
    {
      title: 'Review and refine',
      body: 'Monthly results decide which formats and themes get more room next month.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome: 'Audit, strategy, templates and profile fixes done; the first calendar goes live.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Consistent posting lifts reach and engagement; the formats that work for your audience become clear.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'A recognisable brand voice, a growing engaged audience and a steady flow of DMs and enquiries.',
    },
  ],
  pricing: [
    {
      name: 'Essential',
      startingFromInr: 20000,
      unit: 'per month',
      includes: [
        '2 platforms',
        '12 posts a month including 4 Reels',
        'Captions and hashtags',
        'Community management on weekdays',
        'Monthly report',
      ],
      bestFor: 'Local businesses and early-stage brands',
    },
    {
      name: 'Growth',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        '3 platforms',
        '20 posts a month including 8 Reels',
        'Stories on posting days',
        'Community management 7 days a week',
        'One creator collaboration a month',
        'Fortnightly review',
      ],
      bestFor: 'Consumer brands competing for attention in their category',
    },
    {
      name: 'Brand',
      startingFromInr: 75000,
      unit: 'per month',
      includes: [
        '4 platforms including LinkedIn',
        '30 posts a month with a monthly shoot',
        'Founder or leadership LinkedIn content',
        'Regional-language content',
        'Campaign planning for festivals and launches',
        'Dedicated social lead',
      ],
      bestFor: 'Established brands and multi-outlet businesses',
    },
  ],
  pricingNote:
    'Prices exclude GST. The number of platforms and posts, how much video we shoot versus edit, languages, and creator fees decide the price. Paid social campaigns are run under our Facebook & Instagram Ads or LinkedIn Ads services.',
  tools: [
    'Meta Business Suite',
    'Instagram',
    'LinkedIn',
    'Buffer',
    'Sprout Social',
    'Canva',
    'Figma',
    'CapCut',
    'Adobe Premiere Pro',
  ],
  faqs: [
    {
      question: 'How often should a business post on Instagram?',
      answer:
        'Three to five times a week is enough for most businesses, with Reels in the mix. Consistency matters more than volume; a weekly schedule you can keep beats a burst followed by silence.',
    },
    {
      question: 'Will you use our own photos and videos?',
      answer:
        'Yes, and they usually outperform stock images. We can guide your team on shooting simple phone videos, or arrange a shoot day each month.',
    },
    {
      question: 'Do you reply to comments and messages?',
      answer:
        'Yes. Community management is part of every plan, with agreed response times and a clear rule for what we escalate to you.',
    },
    {
      question: 'Can social media bring sales, not just likes?',
      answer:
        'It can when the content leads somewhere: WhatsApp buttons, shoppable posts, links to offers and fast replies to DMs. We track enquiries and sales from social, not just engagement.',
    },
    {
      question: 'How do influencer collaborations work?',
      answer:
        'We shortlist creators whose audience matches yours, negotiate fees, brief them and check that posts carry the disclosure labels ASCI requires. Micro-influencers often deliver better returns than big names.',
    },
    {
      question: 'Do we need to be on every platform?',
      answer:
        'No. Pick the two or three where your customers spend time. A B2B firm may need only LinkedIn; a café needs Instagram and Google, not X.',
    },
  ],
  related: [
    'service:facebook-ads',
    'service:content',
    'service:youtube-marketing',
    'service:linkedin-ads',
  ],
  quoteService: 'social-media',
  deliverableSample: {
    kind: 'steps',
    title: 'content calendar: one week',
    client: 'a Chandigarh café',
    steps: [
      {
        when: 'Mon',
        what: 'Reel: cold coffee in 15 seconds',
        detail: 'Instagram, 7 pm',
      },
      {
        when: 'Tue',
        what: 'Carousel: new monsoon menu',
        detail: 'Instagram and Facebook',
      },
      {
        when: 'Wed',
        what: 'Story poll: pick Friday’s special',
        detail: 'Instagram Stories',
      },
      {
        when: 'Thu',
        what: 'Reel: a morning with the baker',
        detail: 'Instagram, YouTube Shorts',
      },
      {
        when: 'Fri',
        what: 'Post: the poll’s winning dish',
        detail: 'all channels, 12 pm',
      },
      {
        when: 'Sat',
        what: 'Reply to reviews and DMs',
        detail: 'Google, Instagram',
      },
    ],
  },
  highlight: {
    value: '5.8x',
    label:
      'median rise in monthly Instagram reach after six months for brands that moved to our Reels-led calendar',
  },
};
